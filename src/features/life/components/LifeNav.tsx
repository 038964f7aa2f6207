import { SiteLink } from '@/components/SiteLink';
import { useAppSelector } from '@/store/hooks';
import { selectActiveLocality } from '@/features/location/locationSlice';
import { locationRoute, pageRoute } from '@/lib/routes';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/life';

import styles from './LifeNav.module.css';

const t = translator('life', messages);

/** The life pages, in the navigation's order. */
export const LIFE_PAGES = [
  { pattern: '/life/pollen/[location]', label: t('nav.pollen') },
  { pattern: '/life/coldflu/[location]', label: t('nav.coldFlu') },
  { pattern: '/life/outdoor-sports/[location]', label: t('nav.outdoorSports') },
  { pattern: '/life/snow-ski/[location]', label: t('nav.snowSki') },
  { pattern: '/life/travel/[location]', label: t('nav.travel') },
] as const;

export type LifePagePattern = (typeof LIFE_PAGES)[number]['pattern'];

/** The "Life" navigation: the five life pages for the active place, the current one marked. */
export function LifeNav({ current }: { current: LifePagePattern }) {
  const locality = useAppSelector(selectActiveLocality);
  if (!locality) return null;
  return (
    <nav aria-label={t('nav.label')} className={styles.nav}>
      <ul className={styles.list}>
        {LIFE_PAGES.map(({ pattern, label }) => {
          const template = pageRoute(pattern).locationPath ?? pattern;
          const isCurrent = pattern === current;
          return (
            <li key={pattern}>
              <SiteLink
                href={locationRoute(template, { SlugName: locality.SlugName })}
                className={styles.link}
                aria-current={isCurrent ? 'page' : undefined}
              >
                {label}
              </SiteLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

import { SiteLink } from '@/components/SiteLink';
import { BASIN_NAMES, outlookPath } from '@/features/hurricanes';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/hurricanePages';

import styles from './HurricaneView.module.css';

const t = translator('hurricanePages', messages);

/** Links between the hurricane pages; `current` ('active', 'outlook' or a basin) is marked. */
export function HurricaneNav({ current }: { current: 'active' | 'outlook' | string }) {
  const links = [
    { key: 'active', href: '/hurricane/active', label: t('nav.active') },
    { key: 'outlook', href: '/hurricane/outlook', label: t('nav.outlook') },
    ...(['at', 'ep', 'cp'] as const).map((basin) => ({
      key: basin,
      href: outlookPath(basin),
      label: t('nav.basinOutlook', { basin: BASIN_NAMES[basin] }),
    })),
  ];
  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <SiteLink href={link.href} aria-current={link.key === current ? 'page' : undefined}>
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

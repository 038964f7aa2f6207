import { SiteLink } from '@/components/SiteLink';
import { locationRoute } from '@/lib/routes';
import type { Locality } from '@/types/location';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/forecast';

import styles from './ForecastViewsNav.module.css';

const t = translator('forecast', messages);

/** The three forecast views of a place. */
export type ForecastView = 'now' | 'hourly' | 'daily';

const views: readonly { view: ForecastView; label: string; path: string }[] = [
  { view: 'now', label: t('views.now'), path: '/weather-forecast/now/:location' },
  { view: 'hourly', label: t('views.hourly'), path: '/weather-forecast/hourly/:location' },
  { view: 'daily', label: t('views.daily'), path: '/weather-forecast/10-day-weather/:location' },
];

/** The path of a forecast view for a place. */
export function forecastViewHref(view: ForecastView, locality: Locality): string {
  const path = views.find((v) => v.view === view)?.path ?? '/weather-forecast/now/:location';
  return locationRoute(path, locality);
}

/** Links between the place's Now, Hourly and 10 Day pages; the current one is marked. */
export function ForecastViewsNav({
  locality,
  current,
}: {
  locality: Locality;
  current: ForecastView;
}) {
  return (
    <nav aria-label={t('views.label')} className={styles.nav}>
      <ul className={styles.list}>
        {views.map(({ view, label, path }) => (
          <li key={view}>
            <SiteLink
              href={locationRoute(path, locality)}
              className={view === current ? `${styles.link} ${styles.current}` : styles.link}
              aria-current={view === current ? 'page' : undefined}
            >
              {label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

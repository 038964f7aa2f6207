import { useState } from 'react';

import { SiteLink } from '@/components/SiteLink';
import { useAppSelector } from '@/store/hooks';
import {
  forecastPressureTendency,
  type DailyGlance,
  type HourlyGlance,
  type DaytimePart,
  type NightPart,
} from '@/features/forecast';
import { AlertsSummary } from '@/features/forecast/components/AlertsSummary';
import { CurrentConditions } from '@/features/forecast/components/CurrentConditions';
import { DaysAtAGlance } from '@/features/forecast/components/DaysAtAGlance';
import { HourlyStrip } from '@/features/forecast/components/HourlyStrip';
import { useWeatherFollowsActivePlace } from '@/features/forecast/hooks/useWeatherFollowsActivePlace';
import { selectActiveLocality } from '@/features/location/locationSlice';
import { usePolledRefresh } from '@/features/page';
import { locationRoute } from '@/lib/routes';
import type { PageProps } from '@/types/page';
import type { ActiveAlerts, CurrentWeather } from '@/types/weather';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/home';

import styles from './HomeView.module.css';

const t = translator('home', messages);

/** The data of the front page for the visitor's place; each part null when unknown or failed. */
export interface HomeData {
  current: CurrentWeather | null;
  /** The first hours, as the strip shows them. */
  hourly: HourlyGlance | null;
  /** The first days, as the days at a glance and today's summary show them. */
  daily: DailyGlance | null;
  /** Today's daytime while it lasts (`daytimePart`), else null. */
  daytime: DaytimePart | null;
  /** Tonight, once today's daytime is over (`tonightPart`), else null. */
  tonight: NightPart | null;
  alerts: ActiveAlerts | null;
}

/** Props of the home page. */
export type HomeViewProps = PageProps & HomeData;

/** The home page: the active place's weather now, the next hours and days, and its alerts. */
export function HomeView({
  initialState,
  current,
  hourly,
  daily,
  daytime,
  tonight,
  alerts,
}: HomeViewProps) {
  usePolledRefresh('hourly');
  const locality = useAppSelector(selectActiveLocality);
  useWeatherFollowsActivePlace(initialState.location?.activeLocation, 'place');
  const trend = current && hourly ? forecastPressureTendency(hourly.hours) : null;
  // The page stays at `/` when the visitor chooses another place: nothing else tells a screen
  // reader that the page below now shows it (another page's title changes, and is read out).
  const shownFor = initialState.location?.activeLocation?.Locality.DisplayCompositeName;
  const [firstShown] = useState(shownFor);
  const placeShown = shownFor && shownFor !== firstShown ? t('shown', { place: shownFor }) : '';
  if (!locality) {
    return (
      <>
        <h1 className={styles.heading}>{t('noPlace.heading')}</h1>
        <p>{t('noPlace.text')}</p>
      </>
    );
  }
  const href = (path: string) => locationRoute(path, locality);
  return (
    <>
      <h1 className={styles.heading}>{t('heading', { place: locality.DisplayCompositeName })}</h1>
      <p role="status" className="visually-hidden">
        {placeShown}
      </p>
      <div className={styles.layout}>
        <div className={styles.main}>
          <CurrentConditions
            weather={current}
            today={daily?.days[0] ?? null}
            daytime={daytime}
            tonight={tonight}
            trend={trend}
            more={{
              href: href('/weather-forecast/now/:location'),
              label: t('more.current', { place: locality.CityName }),
            }}
          />
          <HourlyStrip
            forecast={hourly}
            now={current?.current}
            more={{ href: href('/weather-forecast/hourly/:location'), label: t('more.hourly') }}
          />
          <DaysAtAGlance
            forecast={daily}
            more={{
              href: href('/weather-forecast/10-day-weather/:location'),
              label: t('more.daily'),
            }}
          />
        </div>
        <aside className={styles.side} aria-label={t('side')}>
          <AlertsSummary alerts={alerts} href={href('/alerts/:location')} />
          <nav
            className={styles.explore}
            aria-label={t('explore.label', { place: locality.CityName })}
          >
            <h2 className={styles.exploreTitle}>{t('explore.heading')}</h2>
            <ul>
              <li>
                <SiteLink href={href('/weather-forecast/now/:location')}>
                  {t('explore.now')}
                </SiteLink>
              </li>
              <li>
                <SiteLink href={href('/weather-forecast/hourly/:location')}>
                  {t('explore.hourly')}
                </SiteLink>
              </li>
              <li>
                <SiteLink href={href('/weather-forecast/10-day-weather/:location')}>
                  {t('explore.daily')}
                </SiteLink>
              </li>
            </ul>
          </nav>
        </aside>
      </div>
    </>
  );
}

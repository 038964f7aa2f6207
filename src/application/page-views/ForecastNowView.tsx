import { useAppSelector } from '@/store/hooks';
import { AirQualitySummary } from '@/features/forecast/components/AirQualitySummary';
import { AlertsSummary } from '@/features/forecast/components/AlertsSummary';
import { CurrentConditions } from '@/features/forecast/components/CurrentConditions';
import { ForecastViewsNav } from '@/features/forecast/components/ForecastViewsNav';
import { HourlyStrip } from '@/features/forecast/components/HourlyStrip';
import { useWeatherFollowsActivePlace } from '@/features/forecast/hooks/useWeatherFollowsActivePlace';
import { SunMoon } from '@/features/forecast/components/SunMoon';
import {
  forecastPressureTendency,
  type DaytimePart,
  type HourlyGlance,
  type NightPart,
} from '@/features/forecast';
import { selectActiveLocation } from '@/features/location/locationSlice';
import { usePolledRefresh } from '@/features/page';
import { ActiveStationChooser } from '@/features/stations/components/ActiveStationChooser';
import { locationRoute } from '@/lib/routes';
import type { ConditionsStation } from '@/types/location';
import type { PageProps } from '@/types/page';
import type { ActiveAlerts, AirQuality, CurrentWeather, DailyForecast } from '@/types/weather';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/forecastPages';

import styles from './ForecastNowView.module.css';

const t = translator('forecastPages', messages);

/** The data of the current-conditions page; each part is null when its read failed. */
export interface ForecastNowData {
  current: CurrentWeather | null;
  /** Which station the current conditions come from (chosen, nearest, none nearby, unknown). */
  station: ConditionsStation;
  /** The hourly forecast's first hours, as the strip and the pressure tendency read them. */
  hourly: HourlyGlance | null;
  /** Today (and the days the page needs) of the daily forecast. */
  daily: DailyForecast | null;
  /** Today's daytime while it lasts (`daytimePart`), else null. */
  daytime: DaytimePart | null;
  /** Tonight, once today's daytime is over (`tonightPart`), else null. */
  tonight: NightPart | null;
  alerts: ActiveAlerts | null;
  airQuality: AirQuality | null;
}

/** Props of the current-conditions forecast page. */
export type ForecastNowViewProps = PageProps & ForecastNowData;

/** `/weather-forecast/now/[location]`: the place's weather now, the next hours, sun and moon. */
export function ForecastNowView({
  initialState,
  current,
  station,
  hourly,
  daily,
  daytime,
  tonight,
  alerts,
  airQuality,
}: ForecastNowViewProps) {
  usePolledRefresh('hourly');
  useWeatherFollowsActivePlace(initialState.location?.activeLocation, 'station');
  const location = useAppSelector(selectActiveLocation);
  const locality = location?.Locality ?? null;
  // What the server said of the station is for the place it rendered (another tab may have
  // changed the active place since).
  const renderedPlace = initialState.location?.activeLocation?.Locality.SlugName;
  const stationOfPlace = locality && locality.SlugName === renderedPlace ? station : undefined;
  const name = locality?.DisplayCompositeName ?? t('now.noPlace');
  const today = daily?.days[0] ?? null;
  const trend = current && hourly ? forecastPressureTendency(hourly.hours) : null;
  return (
    <>
      <h1 className={styles.heading}>{t('now.heading', { place: name })}</h1>
      {locality && <ForecastViewsNav locality={locality} current="now" />}
      <ActiveStationChooser conditions={stationOfPlace} />
      <div className={styles.layout}>
        <CurrentConditions
          weather={current}
          today={today}
          daytime={daytime}
          tonight={tonight}
          trend={trend}
        />
        <HourlyStrip
          forecast={hourly}
          now={current?.current}
          more={
            locality
              ? {
                  href: locationRoute('/weather-forecast/hourly/:location', locality),
                  label: t('now.hourly'),
                }
              : undefined
          }
        />
        <div className={styles.cards}>
          <SunMoon day={today} />
          {locality && (
            <AlertsSummary alerts={alerts} href={locationRoute('/alerts/:location', locality)} />
          )}
          {locality && (
            <AirQualitySummary
              airQuality={airQuality}
              href={locationRoute('/air-quality/:location', locality)}
            />
          )}
        </div>
      </div>
    </>
  );
}

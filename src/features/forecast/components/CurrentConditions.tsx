import { decorativeIcons, WeatherIcon } from '@/components/WeatherIcon';
import { DataUnavailable, SourceNote } from '@/components/DataSource';
import { formatClock } from '@/lib/time';
import {
  compassPoint,
  formatVisibility,
  formatPressure,
  formatTemperature,
  formatWindSpeed,
} from '@/lib/units';
import type { CurrentWeather, UvRisk } from '@/types/weather';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/currentConditions';

import { useForecastUnits } from '../hooks/useForecastUnits';
import type { DaytimePart, NightPart } from '../lib/dayParts';
import type { GlanceDay } from '../lib/glance';
import { dayNarrative, daytimeNarrative, nightNarrative } from '../lib/narrative';
import type { PressureTrend } from '../lib/pressureTendency';
import { uvRisk } from '../lib/uvRisk';
import { ForecastCard } from './ForecastCard';
import styles from './CurrentConditions.module.css';

const t = translator('currentConditions', messages);

interface CurrentConditionsProps {
  weather: CurrentWeather | null;
  /** Today of the daily forecast: the high, the low and the day in words. */
  today?: GlanceDay | null;
  /**
   * Today's daytime (`daytimePart`), while it lasts: today's words are its words, as the 10-day
   * page's "Day" says them (the calendar day's own words where it is unknown).
   */
  daytime?: DaytimePart | null;
  /** Tonight, once today's daytime is over (`tonightPart`): shown instead of today. */
  tonight?: NightPart | null;
  /** The pressure tendency (from the hourly forecast). */
  trend?: PressureTrend | null;
  /** A link to the full current-conditions page (on the front page). */
  more?: { href: string; label: string };
}

/** The catalogue key of each UV risk category. */
const UV_RISK_KEYS = {
  Low: 'uv.low',
  Moderate: 'uv.moderate',
  High: 'uv.high',
  'Very High': 'uv.veryHigh',
  Extreme: 'uv.extreme',
} as const satisfies Record<UvRisk, keyof typeof messages>;

const trendArrow = { rising: '↑', falling: '↓', steady: '→' } as const;

/** The UV index on its usual 0–11 scale: beyond 11 (the scale has no top) it reads `11+`. */
const uvIndexText = (index: number) => (Math.round(index) > 11 ? '11+' : String(Math.round(index)));

/** Current conditions, every value converted to and labelled with the visitor's units. */
export function CurrentConditions({
  weather,
  today,
  daytime,
  tonight,
  trend,
  more,
}: CurrentConditionsProps) {
  const units = useForecastUnits();
  if (!weather) {
    return (
      <ForecastCard title={t('current.title')} more={more}>
        <DataUnavailable />
      </ForecastCard>
    );
  }
  const now = weather.current;
  // Today's high and low and the day in words; once the daytime is over, tonight's low and the night.
  const summary: { figures: [string, number][]; narrative: string } | null = tonight
    ? {
        figures: [[t('current.tonightsLow'), tonight.temperatureLowC]],
        narrative: nightNarrative(tonight, units),
      }
    : today
      ? {
          figures: [
            [t('current.todaysHigh'), today.temperatureHighC],
            [t('current.low'), today.temperatureLowC],
          ],
          narrative: daytime ? daytimeNarrative(daytime, units) : dayNarrative(today, units),
        }
      : null;
  const temperature = formatTemperature(now.temperatureC, units.tempUnit);
  const risk = uvRisk(now.uvIndex);
  const gusts =
    now.windGustMs !== null && now.windGustMs > now.windSpeedMs
      ? t('current.gusts', { speed: formatWindSpeed(now.windGustMs, units.windUnit) })
      : '';
  return (
    <ForecastCard title={t('current.title')} more={more}>
      <div className={styles.body}>
        <p className={styles.asOf}>{t('current.asOf', { time: formatClock(now.time) })}</p>
        <div className={styles.top}>
          <div className={styles.now}>
            <WeatherIcon icon={now.condition.icon} size={96} className={styles.icon} animated />
            <div>
              <p
                className={styles.temperature}
                aria-label={t('current.temperature', { temperature })}
              >
                {temperature}
              </p>
              <p className={styles.sky}>{now.condition.text}</p>
              <p className={styles.feels}>
                {t('current.feelsLike', {
                  temperature: formatTemperature(now.feelsLikeC, units.tempUnit),
                })}
              </p>
            </div>
          </div>
          {summary && (
            <div className={styles.today}>
              <p className={styles.highLow}>
                {summary.figures.map(([label, temperatureC]) => (
                  <span key={label}>
                    {label} <strong>{formatTemperature(temperatureC, units.tempUnit)}</strong>
                  </span>
                ))}
              </p>
              <p className={styles.narrative}>{summary.narrative}</p>
            </div>
          )}
        </div>
        <dl className={styles.details}>
          <div>
            <dt className={decorativeIcons.wind}>{t('current.wind')}</dt>
            <dd>
              {compassPoint(now.windDirectionDeg)}{' '}
              {formatWindSpeed(now.windSpeedMs, units.windUnit)}
              {gusts}
            </dd>
          </div>
          <div>
            <dt className={decorativeIcons.humidity}>{t('current.humidity')}</dt>
            <dd>{Math.round(now.humidityPercent)}%</dd>
          </div>
          <div>
            <dt className={decorativeIcons.thermometer}>{t('current.dewPoint')}</dt>
            <dd>{formatTemperature(now.dewPointC, units.tempUnit)}</dd>
          </div>
          <div>
            <dt className={decorativeIcons.barometer}>{t('current.pressure')}</dt>
            <dd>
              <span>{formatPressure(now.pressureHpa, units.pressureUnit)}</span>
              {trend && (
                <>
                  {' '}
                  <span aria-hidden="true">{trendArrow[trend.tendency]}</span>{' '}
                  <span className={styles.trend}>{t(`trend.${trend.tendency}`)}</span>
                </>
              )}
            </dd>
          </div>
          <div>
            <dt className={decorativeIcons.fog}>{t('current.visibility')}</dt>
            <dd>{formatVisibility(now.visibilityKm, units.distanceUnit)}</dd>
          </div>
          <div>
            <dt className={decorativeIcons.uvIndex}>{t('current.uvIndex')}</dt>
            <dd>
              {now.uvIndex === null ? '--' : t('current.uvOf', { index: uvIndexText(now.uvIndex) })}
              {risk ? t('current.uvRisk', { risk: t(UV_RISK_KEYS[risk]) }) : ''}
            </dd>
          </div>
        </dl>
      </div>
      <SourceNote data={weather} />
    </ForecastCard>
  );
}

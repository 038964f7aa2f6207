import { WeatherIcon } from '@/components/WeatherIcon';
import { formatClock, formatMonthDay, formatWeekday, isNewDay } from '@/lib/time';
import { compassPoint, formatPrecipitation, formatTemperature, formatWindSpeed } from '@/lib/units';
import type { WeatherConditions } from '@/types/weather';
import { translator } from '@/lib/i18n';
import { messages as forecastMessages } from '@/lib/i18n/en-US/forecast';
import { messages } from '@/lib/i18n/en-US/hourlyTable';

import { useForecastUnits } from '../hooks/useForecastUnits';
import styles from './HourlyTable.module.css';

const t = translator('hourlyTable', messages);
const tForecast = translator('forecast', forecastMessages);

/** Column names, with the short form a phone shows (the long one is still what is announced). */
const COLUMN_NAMES: readonly (readonly [string, string?])[] = [
  [t('table.time')],
  [t('table.sky')],
  [t('table.temperature'), t('table.temperatureShort')],
  [t('table.feelsLike'), t('table.feelsLikeShort')],
  [t('table.chance'), t('table.chanceShort')],
  [t('table.precipitation'), t('table.precipitationShort')],
  [t('table.wind')],
  [t('table.humidity'), t('table.humidityShort')],
];
const COLUMNS = COLUMN_NAMES.length;

/** The hours split where each new local day starts. */
function groupByDay(hours: readonly WeatherConditions[]): WeatherConditions[][] {
  const days: WeatherConditions[][] = [];
  hours.forEach((h, i) => {
    const current = days[days.length - 1];
    if (!current || isNewDay(h.time, hours[i - 1]?.time)) days.push([h]);
    else current.push(h);
  });
  return days;
}

/** The hourly forecast as a table: one row group per local day, headed by the day, one row per hour. */
export function HourlyTable({ hours }: { hours: readonly WeatherConditions[] }) {
  const units = useForecastUnits();
  const first = hours[0]?.time;
  return (
    // A scrollable region must be reachable by keyboard to be scrolled without a mouse.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroller} tabIndex={0} role="region" aria-label={t('table.region')}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('table.caption')}</caption>
        <thead>
          <tr>
            {COLUMN_NAMES.map(([long, short]) => (
              <th key={long} scope="col">
                {short ? (
                  <>
                    <span className={styles.long}>{long}</span>
                    <span className={styles.short} aria-hidden="true">
                      {short}
                    </span>
                  </>
                ) : (
                  long
                )}
              </th>
            ))}
          </tr>
        </thead>
        {groupByDay(hours).map((day) => (
          <tbody key={day[0]?.time}>
            <tr className={styles.day}>
              <th scope="rowgroup" colSpan={COLUMNS}>
                {formatWeekday(day[0]?.time ?? '', { today: first })}{' '}
                <span className={styles.dayChange}>{formatMonthDay(day[0]?.time ?? '')}</span>
              </th>
            </tr>
            {day.map((h) => (
              <tr key={h.time}>
                <th scope="row" className={styles.time}>
                  {formatClock(h.time)}
                </th>
                <td>
                  <span className={styles.sky}>
                    <WeatherIcon icon={h.condition.icon} size={32} />
                    <span className={styles.skyText}>{h.condition.text}</span>
                  </span>
                </td>
                <td className={styles.temperature}>
                  {formatTemperature(h.temperatureC, units.tempUnit)}
                </td>
                <td>{formatTemperature(h.feelsLikeC, units.tempUnit)}</td>
                <td>
                  {h.precipitationProbabilityPercent === null
                    ? '--'
                    : tForecast('percent', {
                        value: Math.round(h.precipitationProbabilityPercent),
                      })}
                </td>
                <td>{formatPrecipitation(h.precipitationMm, units.rainUnit)}</td>
                <td className={styles.nowrap}>
                  {compassPoint(h.windDirectionDeg)}{' '}
                  {formatWindSpeed(h.windSpeedMs, units.windUnit)}
                </td>
                <td>{Math.round(h.humidityPercent)}%</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

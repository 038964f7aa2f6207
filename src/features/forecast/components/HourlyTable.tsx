import { Fragment } from 'react';

import { WeatherIcon } from '@/components/WeatherIcon';
import { formatClock, formatDayChange, formatWeekday, isNewDay } from '@/lib/time';
import { compassPoint, formatPrecipitation, formatTemperature, formatWindSpeed } from '@/lib/units';
import type { WeatherConditions } from '@/types/weather';

import { useForecastUnits } from '../hooks/useForecastUnits';
import styles from './HourlyTable.module.css';

const COLUMNS = 8;

/** The hourly forecast as a table: one row per hour, a row where each new day starts. */
export function HourlyTable({ hours }: { hours: readonly WeatherConditions[] }) {
  const units = useForecastUnits();
  const first = hours[0]?.time;
  return (
    // A scrollable region must be reachable by keyboard to be scrolled without a mouse.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroller} tabIndex={0} role="region" aria-label="Hourly forecast table">
      <table className={styles.table}>
        <caption className={styles.caption}>Hourly forecast</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Sky</th>
            <th scope="col">Temperature</th>
            <th scope="col">Feels like</th>
            <th scope="col">Chance of precipitation</th>
            <th scope="col">Precipitation</th>
            <th scope="col">Wind</th>
            <th scope="col">Humidity</th>
          </tr>
        </thead>
        <tbody>
          {hours.map((h, i) => (
            <Fragment key={h.time}>
              {(i === 0 || isNewDay(h.time, hours[i - 1]?.time)) && (
                <tr className={styles.day}>
                  <th scope="colgroup" colSpan={COLUMNS}>
                    {formatWeekday(h.time, { today: first })}{' '}
                    <span className={styles.dayChange}>{formatDayChange(h.time)}</span>
                  </th>
                </tr>
              )}
              <tr>
                <th scope="row" className={styles.time}>
                  {formatClock(h.time)}
                </th>
                <td>
                  <span className={styles.sky}>
                    <WeatherIcon icon={h.condition.icon} size={32} />
                    {h.condition.text}
                  </span>
                </td>
                <td className={styles.temperature}>
                  {formatTemperature(h.temperatureC, units.tempUnit)}
                </td>
                <td>{formatTemperature(h.feelsLikeC, units.tempUnit)}</td>
                <td>
                  {h.precipitationProbabilityPercent === null
                    ? '--'
                    : `${Math.round(h.precipitationProbabilityPercent)}%`}
                </td>
                <td>{formatPrecipitation(h.precipitationMm, units.rainUnit)}</td>
                <td className={styles.nowrap}>
                  {compassPoint(h.windDirectionDeg)}{' '}
                  {formatWindSpeed(h.windSpeedMs, units.windUnit)}
                </td>
                <td>{Math.round(h.humidityPercent)}%</td>
              </tr>
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}

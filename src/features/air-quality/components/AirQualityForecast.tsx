import { DataUnavailable, SourceNote } from '@/components/DataSource';
import { formatDayChange, formatHour, isNewDay } from '@/lib/time';
import type {
  AirQualityForecast as AirQualityForecastPayload,
  AirQualityHour,
} from '@/types/weather';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/airQuality';

import { aqiCategoryFor } from '../aqiCategories';
import styles from './AirQuality.module.css';
import { aqiClass } from './aqiClass';

const t = translator('airQuality', messages);

/** How many hours the forecast shows. */
const HOURS = 24;

/** One sentence saying how the AQI goes over the hours: start, highest, lowest and end. */
export function forecastSummary(hours: AirQualityHour[]): string {
  const known = hours.filter((h): h is AirQualityHour & { aqi: number } => h.aqi !== null);
  const first = known[0];
  const last = known[known.length - 1];
  if (!first || !last) return t('forecast.unavailable');
  const say = (h: AirQualityHour & { aqi: number }) =>
    t('forecast.point', {
      aqi: Math.round(h.aqi),
      category: aqiCategoryFor(h.category, h.aqi)?.name ?? t('forecast.unknownCategory'),
      hour: formatHour(h.time),
    });
  const high = known.reduce((a, h) => (h.aqi > a.aqi ? h : a), first);
  const low = known.reduce((a, h) => (h.aqi < a.aqi ? h : a), first);
  return t('forecast.summary', {
    hours: hours.length,
    first: say(first),
    high: say(high),
    low: say(low),
    last: say(last),
  });
}

/** `3 PM`, its two words stacked on narrow screens. */
function HourLabel({ iso }: { iso: string }) {
  const [hour, meridiem] = formatHour(iso).split(' ');
  return (
    <>
      <span>{hour}</span> <span>{meridiem}</span>
    </>
  );
}

/**
 * The next 24 hours of AQI: a bar per hour in its category colour (an image with a spoken
 * summary), and the exact values by hour in a table.
 */
export function AirQualityForecast({ data }: { data: AirQualityForecastPayload | null }) {
  const hours = (data?.hours ?? []).slice(0, HOURS);
  const max = Math.max(100, ...hours.map((h) => h.aqi ?? 0));
  const scaleMax = Math.ceil(max / 50) * 50;
  return (
    <section className={styles.card} aria-labelledby="aq-forecast-heading">
      <h2 id="aq-forecast-heading">{t('forecast.heading')}</h2>
      {!data || hours.every((h) => h.aqi === null) ? (
        <DataUnavailable />
      ) : (
        <>
          <div className={styles.chart} role="img" aria-label={forecastSummary(hours)}>
            {hours.map((h, i) => {
              const category = aqiCategoryFor(h.category, h.aqi);
              const height = h.aqi === null ? 0 : Math.max(2, (h.aqi / scaleMax) * 100);
              return (
                <div key={h.time} className={styles.column}>
                  <span className={styles.columnValue}>
                    {h.aqi === null ? '--' : Math.round(h.aqi)}
                  </span>
                  <svg
                    className={styles.bar}
                    viewBox="0 0 10 100"
                    preserveAspectRatio="none"
                    focusable="false"
                    aria-hidden="true"
                  >
                    <rect
                      x="0"
                      y={100 - height}
                      width="10"
                      height={height}
                      rx="1.5"
                      fill={category?.color ?? '#d5d9de'}
                    />
                  </svg>
                  <span className={styles.columnHour}>
                    {i === 0 ? t('forecast.now') : <HourLabel iso={h.time} />}
                  </span>
                </div>
              );
            })}
          </div>
          <details className={styles.hourly}>
            <summary>{t('forecast.hourlyValues')}</summary>
            <div
              className={styles.tableWrap}
              // Scrolls sideways on a narrow screen: focusable, so a keyboard can scroll it too.
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
              role="region"
              aria-label={t('forecast.tableCaption')}
            >
              <table className={styles.table}>
                <caption className="visually-hidden">{t('forecast.tableCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('forecast.time')}</th>
                    <th scope="col">{t('forecast.aqi')}</th>
                    <th scope="col">{t('forecast.category')}</th>
                  </tr>
                </thead>
                <tbody>
                  {hours.map((h, i) => {
                    const category = aqiCategoryFor(h.category, h.aqi);
                    return (
                      <tr key={h.time}>
                        <th scope="row">
                          {i === 0 || isNewDay(h.time, hours[i - 1]?.time)
                            ? formatDayChange(h.time)
                            : formatHour(h.time)}
                        </th>
                        <td>{h.aqi === null ? '--' : Math.round(h.aqi)}</td>
                        <td>
                          <span className={styles.subIndex}>
                            <span
                              className={`${styles.swatch} ${aqiClass(category)}`}
                              aria-hidden="true"
                            />
                            {category?.name ?? '--'}
                          </span>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </details>
          <SourceNote data={data} />
        </>
      )}
    </section>
  );
}

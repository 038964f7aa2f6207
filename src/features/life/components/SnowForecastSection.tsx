import { SourceNote } from '@/components/DataSource';
import { WeatherIcon } from '@/components/WeatherIcon';
import { formatMonthDay, formatWeekday } from '@/lib/time';
import type { SnowForecast } from '@/types/weather';
import { translator } from '@/lib/i18n';
import { messages as lifeMessages } from '@/lib/i18n/en-US/life';
import { messages } from '@/lib/i18n/en-US/lifeSnow';

import { useLifeUnits } from '../useLifeUnits';
import styles from './Life.module.css';
import { ScrollRegion } from './ScrollRegion';
import snow from './SnowForecastSection.module.css';

const t = translator('lifeSnow', messages);
const tLife = translator('life', lifeMessages);

const total = (values: number[]) => values.reduce((sum, v) => sum + Math.max(0, v), 0);

/** Chart geometry (viewBox units; the SVG scales to its box). */
const CHART = { width: 400, height: 200, top: 44, bottom: 30 };

/**
 * Snow on the ground now, the next 3 and 10 days' totals, a bar chart of snowfall by day (with a
 * text summary) and the "Snow forecast" table. Says "No snow expected" when none falls.
 */
export function SnowForecastSection({ forecast }: { forecast: SnowForecast }) {
  const units = useLifeUnits();
  const days = forecast.days.slice(0, 10);
  const todayDate = days[0]?.date ?? '';
  const next3 = total(days.slice(0, 3).map((d) => d.snowfallCm));
  const next10 = total(days.map((d) => d.snowfallCm));
  const label = (date: string) => formatWeekday(date, { today: todayDate, short: true });
  const max = Math.max(...days.map((d) => d.snowfallCm), 0);
  const slot = CHART.width / Math.max(1, days.length);
  const plot = CHART.height - CHART.top - CHART.bottom;
  const summary = t('snow.summary', {
    days: days
      .map((d) => t('snow.summaryDay', { day: label(d.date), amount: units.snow(d.snowfallCm) }))
      .join(', '),
  });
  return (
    <>
      <section className={styles.card} aria-labelledby="snow-summary-heading">
        <h2 id="snow-summary-heading">{t('snow.glance')}</h2>
        {next10 === 0 && (
          <p role="status" className={snow.none}>
            {t('snow.noneExpected', { count: days.length })}
          </p>
        )}
        <dl className={styles.definitions}>
          <div>
            <dt>{t('snow.onGround')}</dt>
            <dd className={styles.big}>
              {forecast.snowDepthCm === null
                ? t('snow.unknown')
                : forecast.snowDepthCm > 0
                  ? units.snow(forecast.snowDepthCm)
                  : t('snow.none')}
            </dd>
          </div>
          <div>
            <dt>{t('snow.next3')}</dt>
            <dd className={styles.big}>{units.snow(next3)}</dd>
          </div>
          <div>
            <dt>{t('snow.nextDays', { count: days.length })}</dt>
            <dd className={styles.big}>{units.snow(next10)}</dd>
          </div>
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="snow-days-heading">
        <h2 id="snow-days-heading">{t('snow.byDay')}</h2>
        {next10 > 0 && (
          <svg
            className={snow.chart}
            viewBox={`0 0 ${CHART.width} ${CHART.height}`}
            role="img"
            aria-label={summary}
          >
            <text x={0} y={14} className={snow.day}>
              {t('snow.axis', { unit: units.snow(0).split(' ')[1] ?? '' })}
            </text>
            <line
              x1={0}
              x2={CHART.width}
              y1={CHART.height - CHART.bottom}
              y2={CHART.height - CHART.bottom}
              className={snow.axis}
            />
            {days.map((d, i) => {
              const h = max > 0 ? (Math.max(0, d.snowfallCm) / max) * plot : 0;
              const x = i * slot + slot * 0.2;
              const y = CHART.height - CHART.bottom - h;
              return (
                <g key={d.date}>
                  <rect x={x} y={y} width={slot * 0.6} height={h} rx={3} className={snow.bar} />
                  {d.snowfallCm > 0 && (
                    <text x={x + slot * 0.3} y={y - 6} className={snow.value} textAnchor="middle">
                      {units.snow(d.snowfallCm).split(' ')[0]}
                    </text>
                  )}
                  <text
                    x={x + slot * 0.3}
                    y={CHART.height - CHART.bottom + 20}
                    className={snow.day}
                    textAnchor="middle"
                  >
                    {label(d.date)}
                  </text>
                </g>
              );
            })}
          </svg>
        )}
        <ScrollRegion label={tLife('scrollable', { name: t('snow.forecast') })}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t('snow.forecast')}</caption>
            <thead>
              <tr>
                <th scope="col">{tLife('table.day')}</th>
                <th scope="col">{tLife('table.conditions')}</th>
                <th scope="col">{t('snow.snowfall')}</th>
                <th scope="col">{t('snow.depth')}</th>
                <th scope="col">{tLife('table.highLow')}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.date}>
                  <th scope="row" className={styles.nowrap}>
                    {label(d.date)} <span className={styles.muted}>{formatMonthDay(d.date)}</span>
                  </th>
                  <td>
                    <span className={styles.inline}>
                      <WeatherIcon icon={d.condition.icon} size={28} />
                      {d.condition.text}
                    </span>
                  </td>
                  <td className={styles.nowrap}>{units.snow(d.snowfallCm)}</td>
                  <td className={styles.nowrap}>
                    {d.snowDepthCm === null ? '--' : units.snow(d.snowDepthCm)}
                  </td>
                  <td className={styles.nowrap}>
                    {tLife('highLow', {
                      high: units.temperature(d.temperatureHighC),
                      low: units.temperature(d.temperatureLowC),
                    })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        {/* The 10-day page splits days into daytime and night: this says why its figures differ. */}
        <p className={styles.muted}>{t('snow.calendarDays')}</p>
        <SourceNote data={forecast} />
      </section>
    </>
  );
}

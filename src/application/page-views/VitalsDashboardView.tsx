import Head from 'next/head';
import { useId } from 'react';

import { VITAL_THRESHOLDS } from '@/features/analytics';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/analytics';
import { groupedInteger } from '@/lib/units';

import styles from './VitalsDashboardView.module.css';

const t = translator('analytics', messages);

type Metric = keyof typeof VITAL_THRESHOLDS;

/** One day's 75th percentile of a metric, and the number of reports behind it. */
interface DailyPoint {
  day: string;
  p75: number;
  count: number;
}

/** The dashboard's data, as the server aggregates it. */
export interface VitalsDashboardProps {
  data: {
    days: string[];
    pageTypes: { pageType: string; metrics: { metric: Metric; points: DailyPoint[] }[] }[];
    worst: {
      metric: Metric;
      pages: { path: string; pageType: string; p75: number; count: number }[];
    }[];
  };
}

/** A value with its unit: CLS unitless (3 decimals), the timings in whole milliseconds. */
export function formatVital(metric: Metric, value: number): string {
  return metric === 'CLS' ? value.toFixed(3) : t('milliseconds', { value: groupedInteger(value) });
}

const WIDTH = 320;
const HEIGHT = 160;
const PAD = { left: 44, right: 8, top: 8, bottom: 22 };

/** A line chart of a metric's daily p75 (inline SVG) with its threshold, and the table of values. */
function MetricChart({
  metric,
  pageType,
  days,
  points,
}: {
  metric: Metric;
  pageType: string;
  days: string[];
  points: DailyPoint[];
}) {
  const id = useId();
  const threshold = VITAL_THRESHOLDS[metric];
  const max = Math.max(threshold, ...points.map((p) => p.p75)) * 1.1;
  const x = (day: string) =>
    PAD.left +
    (Math.max(0, days.indexOf(day)) / Math.max(1, days.length - 1)) *
      (WIDTH - PAD.left - PAD.right);
  const y = (value: number) => PAD.top + (1 - value / max) * (HEIGHT - PAD.top - PAD.bottom);
  const title = t('chartTitle', { metric, pageType });
  const description = t('chartDescription', {
    metric,
    threshold: formatVital(metric, threshold),
  });
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <line
          className={styles.threshold}
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={y(threshold)}
          y2={y(threshold)}
        />
        <text className={styles.axis} x={2} y={y(max / 1.1) + 4}>
          {formatVital(metric, max / 1.1)}
        </text>
        <text className={styles.axis} x={PAD.left} y={HEIGHT - 6}>
          {days[0]}
        </text>
        <text className={styles.axis} x={WIDTH - PAD.right} y={HEIGHT - 6} textAnchor="end">
          {days[days.length - 1]}
        </text>
        <polyline
          className={styles.line}
          points={points.map((p) => `${x(p.day)},${y(p.p75)}`).join(' ')}
        />
        {points.map((p) => (
          <circle key={p.day} className={styles.point} cx={x(p.day)} cy={y(p.p75)} r={3} />
        ))}
      </svg>
      <figcaption>
        <details>
          <summary>{t('tableSummary')}</summary>
          <table className={styles.table}>
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('day')}</th>
                <th scope="col">{t('p75')}</th>
                <th scope="col">{t('reports')}</th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.day}>
                  <th scope="row">{p.day}</th>
                  <td>{formatVital(metric, p.p75)}</td>
                  <td>{p.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </figcaption>
    </figure>
  );
}

/** The internal Core Web Vitals dashboard: p75 per page type per day, and the worst pages. */
export function VitalsDashboardView({ data }: VitalsDashboardProps) {
  return (
    <main className={styles.page}>
      <Head>
        <title>{t('title')}</title>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <h1>{t('title')}</h1>
      <p>{t('intro', { days: data.days.length })}</p>
      {data.pageTypes.length === 0 && <p>{t('empty')}</p>}
      {data.pageTypes.map((group) => (
        <section key={group.pageType} aria-label={t('pageType', { pageType: group.pageType })}>
          <h2>{t('pageType', { pageType: group.pageType })}</h2>
          <div className={styles.charts}>
            {group.metrics.map((m) => (
              <MetricChart
                key={m.metric}
                metric={m.metric}
                pageType={group.pageType}
                days={data.days}
                points={m.points}
              />
            ))}
          </div>
        </section>
      ))}
      <section aria-labelledby="worst-pages">
        <h2 id="worst-pages">{t('worstTitle')}</h2>
        {data.worst.map((w) => (
          <div key={w.metric}>
            <h3>{t('worstMetric', { metric: w.metric })}</h3>
            {w.pages.length === 0 ? (
              <p>{t('worstEmpty', { metric: w.metric })}</p>
            ) : (
              <table className={styles.table}>
                <caption>{t('worstMetric', { metric: w.metric })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('path')}</th>
                    <th scope="col">{t('pageTypeColumn')}</th>
                    <th scope="col">{t('p75')}</th>
                    <th scope="col">{t('reports')}</th>
                  </tr>
                </thead>
                <tbody>
                  {w.pages.map((p) => (
                    <tr key={p.path}>
                      <th scope="row">{p.path}</th>
                      <td>{p.pageType}</td>
                      <td>{formatVital(w.metric, p.p75)}</td>
                      <td>{p.count}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        ))}
      </section>
    </main>
  );
}

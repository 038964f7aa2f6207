import { useAppSelector } from '@/store/hooks';
import { selectWindUnit } from '@/features/units/unitsSlice';
import { formatWindSpeed } from '@/lib/units';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/hurricanes';

import {
  BAND_COLORS,
  CHART,
  CHART_BANDS,
  intensitySummary,
  windAxisMax,
  type IntensityPoint,
} from '../intensityChart';
import { formatUtcTick, knotsToMs } from '../stormFormat';
import styles from './IntensityChart.module.css';

const t = translator('hurricanes', messages);

/** Thresholds labelled on the wind axis (knots): tropical storm, categories 1, 3 and 5. */
const AXIS_TICKS_KT = [34, 64, 96, 137];

/** Least distance between two time labels, in chart units. */
const TICK_SPACING = 72;

/** Bands thinner than this (chart units) go unlabelled, so labels never overlap. */
const MIN_LABELLED_BAND = 14;

/**
 * The forecast maximum wind over time as an SVG line over the Saffir–Simpson bands, rendered on
 * the server; the image's name and the caption say the same in a sentence. Winds in the
 * visitor's unit, times in UTC.
 */
export function IntensityChart({ points }: { points: readonly IntensityPoint[] }) {
  const windUnit = useAppSelector(selectWindUnit);
  const wind = (kt: number) => formatWindSpeed(knotsToMs(kt), windUnit);
  const summary = intensitySummary(points, wind);
  const maxKt = windAxisMax(points);
  const plotW = CHART.width - CHART.left - CHART.right;
  const plotH = CHART.height - CHART.top - CHART.bottom;
  const y = (kt: number) => CHART.top + plotH - (Math.min(kt, maxKt) / maxKt) * plotH;
  const t0 = points[0] ? Date.parse(points[0].time) : 0;
  const lastPoint = points[points.length - 1];
  const t1 = lastPoint ? Date.parse(lastPoint.time) : 1;
  const span = Math.max(1, t1 - t0);
  const x = (iso: string) => CHART.left + ((Date.parse(iso) - t0) / span) * plotW;
  // Time labels at least TICK_SPACING apart, the first at the first point.
  const labelled = new Set<string>();
  let lastX = -Infinity;
  for (const p of points) {
    const px = x(p.time);
    if (px - lastX >= TICK_SPACING && px <= CHART.width - CHART.right) {
      labelled.add(p.time);
      lastX = px;
    }
  }
  const line = points.map((p) => `${x(p.time).toFixed(1)},${y(p.windKt).toFixed(1)}`).join(' ');
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        role="img"
        aria-label={summary}
      >
        {CHART_BANDS.map((b) => {
          const top = y(Math.min(b.to, maxKt));
          const bottom = y(b.from);
          return (
            <g key={b.band}>
              <rect
                x={CHART.left}
                y={top}
                width={plotW}
                height={Math.max(0, bottom - top)}
                fill={BAND_COLORS[b.band]}
                fillOpacity={0.14}
              />
              {bottom - top >= MIN_LABELLED_BAND && (
                <text
                  x={CHART.width - CHART.right + 4}
                  y={(top + bottom) / 2 + 4}
                  className={styles.bandLabel}
                >
                  {b.label}
                </text>
              )}
            </g>
          );
        })}
        {AXIS_TICKS_KT.map((kt) => (
          <text key={kt} x={CHART.left - 4} y={y(kt) + 4} textAnchor="end" className={styles.tick}>
            {formatWindSpeed(knotsToMs(kt), windUnit).split(' ')[0]}
          </text>
        ))}
        <text x={4} y={CHART.top + 8} className={styles.tick}>
          {formatWindSpeed(0, windUnit).split(' ')[1]}
        </text>
        {points.map((p, i) =>
          labelled.has(p.time) ? (
            <text
              key={p.time}
              x={x(p.time)}
              y={CHART.height - CHART.bottom + 16}
              textAnchor={i === 0 ? 'start' : 'middle'}
              className={styles.tick}
            >
              {formatUtcTick(p.time)}
            </text>
          ) : null,
        )}
        <polyline points={line} fill="none" stroke="#1f2d3d" strokeWidth={2.5} />
        {points.map((p) => (
          <circle
            key={p.time}
            cx={x(p.time)}
            cy={y(p.windKt)}
            r={4}
            fill="#ffffff"
            stroke="#1f2d3d"
            strokeWidth={2}
          />
        ))}
        <text
          x={CHART.left + plotW / 2}
          y={CHART.height - 4}
          textAnchor="middle"
          className={styles.axisTitle}
        >
          {t('chart.timeAxis')}
        </text>
      </svg>
      <figcaption className={styles.caption}>{summary}</figcaption>
    </figure>
  );
}

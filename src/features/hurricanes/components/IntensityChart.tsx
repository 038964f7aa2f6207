import { useAppSelector } from '@/store/hooks';
import { selectWindUnit } from '@/features/units/unitsSlice';
import { formatWindSpeed } from '@/lib/units';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/hurricanes';

import type { DrawnIntensityChart, IntensityPart } from '../intensityChart';
import { formatScaleThreshold, formatStormWind } from '../stormFormat';
import styles from './IntensityChart.module.css';

const t = translator('hurricanes', messages);

/**
 * The chart's sentence: now, the peak (when later than now) and the last forecast time, each with
 * its wind in the visitor's unit (`wind`) and what the storm is then. Times in UTC.
 */
function intensitySummary(parts: readonly IntensityPart[], wind: (kt: number) => string): string {
  if (parts.length === 0) return t('chart.none');
  const said = parts.map((p) =>
    t(p.key, { point: t('chart.point', { wind: wind(p.windKt), name: p.name }), time: p.time }),
  );
  return t('chart.sentence', { parts: said.join(', ') });
}

/**
 * The forecast maximum wind over time as an SVG line over the Saffir–Simpson bands. The server
 * draws it (`drawIntensityChart`); this renders it with the winds in the visitor's unit, as NHC
 * states them (`formatStormWind`), and the axis at the scale's published thresholds. The
 * image's name and the caption say the same in a sentence. Times in UTC.
 */
export function IntensityChart({ chart }: { chart: DrawnIntensityChart }) {
  const windUnit = useAppSelector(selectWindUnit);
  const wind = (kt: number) => formatStormWind(kt, windUnit);
  const summary = intensitySummary(chart.summary, wind);
  const { frame } = chart;
  const plotW = frame.width - frame.left - frame.right;
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${frame.width} ${frame.height}`}
        role="img"
        aria-label={summary}
      >
        {chart.bands.map((b, i) => (
          <g key={i}>
            <rect
              x={frame.left}
              y={b.y}
              width={plotW}
              height={b.height}
              fill={b.fill}
              fillOpacity={0.14}
            />
            {b.label !== null && (
              <text x={frame.width - frame.right + 4} y={b.labelY} className={styles.bandLabel}>
                {b.label}
              </text>
            )}
          </g>
        ))}
        {chart.windTicks.map((tick) => (
          <text
            key={tick.kt}
            x={frame.left - 4}
            y={tick.y}
            textAnchor="end"
            className={styles.tick}
          >
            {formatScaleThreshold(tick, windUnit).split(' ')[0]}
          </text>
        ))}
        <text x={4} y={frame.top + 8} className={styles.tick}>
          {formatWindSpeed(0, windUnit).split(' ')[1]}
        </text>
        {chart.timeTicks.map((tick) => (
          <text
            key={tick.x}
            x={tick.x}
            y={frame.height - frame.bottom + 16}
            textAnchor={tick.anchor}
            className={styles.tick}
          >
            {tick.text}
          </text>
        ))}
        <polyline points={chart.line} fill="none" stroke="#1f2d3d" strokeWidth={2.5} />
        {chart.dots.map((dot, i) => (
          <circle
            key={i}
            cx={dot.x}
            cy={dot.y}
            r={4}
            fill="#ffffff"
            stroke="#1f2d3d"
            strokeWidth={2}
          />
        ))}
        <text
          x={frame.left + plotW / 2}
          y={frame.height - 4}
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

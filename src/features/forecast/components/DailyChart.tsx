import { useId } from 'react';

import type { DailyWeather } from '@/types/weather';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/forecast';

import { useForecastUnits } from '../hooks/useForecastUnits';
import { dailyChart, dailyChartSummary } from '../lib/chart';
import { TemperatureChartFrame } from './TemperatureChartFrame';
import { TemperatureScale } from './TemperatureScale';
import styles from './ForecastChart.module.css';

const t = translator('forecast', messages);

/** Each day's high and low as two lines in the colours of the temperature scale. */
export function DailyChart({ days }: { days: readonly DailyWeather[] }) {
  const { tempUnit } = useForecastUnits();
  const gradientId = `${useId().replace(/:/g, '')}-daily`;
  const g = dailyChart(days, tempUnit);
  const summary = dailyChartSummary(days, tempUnit);
  const stroke = `url(#${gradientId})`;
  return (
    <TemperatureChartFrame
      regionLabel={t('chart.daily')}
      summary={summary}
      geometry={g}
      gradientId={gradientId}
      svgClassName={styles.svg}
      caption={
        <>
          <span className={styles.legendLine}>
            <TemperatureScale unit={tempUnit} /> {t('chart.temperature')}
          </span>
          <span className={styles.legendLine}>
            <svg width="28" height="10" aria-hidden="true" focusable="false">
              <line x1="0" x2="28" y1="5" y2="5" stroke="#55575c" strokeWidth="3" />
            </svg>
            {t('chart.high')}
          </span>
          <span className={styles.legendLine}>
            <svg width="28" height="10" aria-hidden="true" focusable="false">
              <line
                x1="0"
                x2="28"
                y1="5"
                y2="5"
                stroke="#55575c"
                strokeWidth="3"
                strokeDasharray="6 4"
              />
            </svg>
            {t('chart.low')}
          </span>
        </>
      }
    >
      <path d={g.highPath} fill="none" stroke={stroke} strokeWidth={3} strokeLinejoin="round" />
      <path
        d={g.lowPath}
        fill="none"
        stroke={stroke}
        strokeWidth={3}
        strokeDasharray="6 4"
        strokeLinejoin="round"
      />
      {g.highs.map((p, i) => (
        <g key={`high-${days[i]?.date ?? i}`}>
          <circle cx={p.x} cy={p.y} r={5} fill={p.color} stroke="#fff" strokeWidth={2} />
          <text className={styles.pointLabel} x={p.x} y={p.y - 12} textAnchor="middle">
            {p.label}
          </text>
        </g>
      ))}
      {g.lows.map((p, i) => (
        <g key={`low-${days[i]?.date ?? i}`}>
          <circle cx={p.x} cy={p.y} r={5} fill={p.color} stroke="#fff" strokeWidth={2} />
          <text className={styles.pointLabel} x={p.x} y={p.y + 24} textAnchor="middle">
            {p.label}
          </text>
        </g>
      ))}
      {g.dayLabels.map((d) => (
        <g key={d.date}>
          <text className={styles.dayName} x={d.at} y={g.plot.bottom + 36} textAnchor="middle">
            {d.label}
          </text>
          <text className={styles.dayDate} x={d.at} y={g.plot.bottom + 56} textAnchor="middle">
            {d.date}
          </text>
        </g>
      ))}
    </TemperatureChartFrame>
  );
}

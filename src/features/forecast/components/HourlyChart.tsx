import { useId } from 'react';

import type { WeatherConditions } from '@/types/weather';

import { useForecastUnits } from '../hooks/useForecastUnits';
import { hourlyChart, hourlyChartSummary } from '../lib/chart';
import { TemperatureChartFrame } from './TemperatureChartFrame';
import { TemperatureScale } from './TemperatureScale';
import styles from './ForecastChart.module.css';

/** Temperature (a line in the colours of the temperature scale) over precipitation chance (bars). */
export function HourlyChart({ hours }: { hours: readonly WeatherConditions[] }) {
  const { tempUnit } = useForecastUnits();
  const gradientId = `${useId().replace(/:/g, '')}-hourly`;
  const g = hourlyChart(hours, tempUnit);
  const summary = hourlyChartSummary(hours, tempUnit);
  return (
    <TemperatureChartFrame
      regionLabel="Hourly chart"
      summary={summary}
      geometry={g}
      gradientId={gradientId}
      svgClassName={styles.svgWide}
      caption={
        <>
          <span className={styles.legendLine}>
            <TemperatureScale unit={tempUnit} /> Temperature
          </span>
          <span className={styles.legendBars}>
            <span className={styles.swatchBar} aria-hidden="true" /> Chance of precipitation
          </span>
        </>
      }
    >
      {g.chanceTicks.map((t) => (
        <text
          key={t.label}
          className={styles.axisChance}
          x={g.plot.right + 6}
          y={t.at + 4}
          textAnchor="start"
        >
          {t.label}
        </text>
      ))}
      {g.dayLines.map((d) => (
        <line
          key={d.at}
          className={styles.dayLine}
          x1={d.at}
          x2={d.at}
          y1={g.plot.top}
          y2={g.plot.bottom + 28}
        />
      ))}
      {g.bars.map((b, i) => (
        <rect
          key={hours[i]?.time ?? i}
          className={styles.bar}
          x={b.x}
          y={b.y}
          width={b.width}
          height={b.height}
        />
      ))}
      <path
        d={g.temperaturePath}
        fill="none"
        stroke={`url(#${gradientId})`}
        strokeWidth={3}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      {g.timeLabels.map((t) => (
        <text
          key={t.at}
          className={t.strong ? styles.axisStrong : styles.axis}
          x={t.at}
          y={g.plot.bottom + 18}
          textAnchor="middle"
        >
          {t.label}
        </text>
      ))}
    </TemperatureChartFrame>
  );
}

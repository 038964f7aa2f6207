import { useId } from 'react';

import type { WeatherConditions } from '@/types/weather';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/forecast';

import { useForecastUnits } from '../hooks/useForecastUnits';
import { hourlyChart, hourlyChartSummary } from '../lib/chart';
import { TemperatureChartFrame } from './TemperatureChartFrame';
import { TemperatureScale } from './TemperatureScale';
import styles from './ForecastChart.module.css';

const t = translator('forecast', messages);

/** Temperature (a line in the colours of the temperature scale) over precipitation chance (bars). */
export function HourlyChart({ hours }: { hours: readonly WeatherConditions[] }) {
  const { tempUnit } = useForecastUnits();
  const gradientId = `${useId().replace(/:/g, '')}-hourly`;
  const g = hourlyChart(hours, tempUnit);
  const summary = hourlyChartSummary(hours, tempUnit);
  return (
    <TemperatureChartFrame
      regionLabel={t('chart.hourly')}
      summary={summary}
      geometry={g}
      gradientId={gradientId}
      svgClassName={styles.svgWide}
      caption={
        <>
          <span className={styles.legendLine}>
            <TemperatureScale unit={tempUnit} /> {t('chart.temperature')}
          </span>
          <span className={styles.legendBars}>
            <span className={styles.swatchBar} aria-hidden="true" /> {t('chart.chance')}
          </span>
        </>
      }
    >
      {g.chanceTicks.map((tick) => (
        <text
          key={tick.label}
          className={styles.axisChance}
          x={g.plot.right + 6}
          y={tick.at + 4}
          textAnchor="start"
        >
          {tick.label}
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
      {g.timeLabels.map((tick) => (
        <text
          key={tick.at}
          className={tick.strong ? styles.axisStrong : styles.axis}
          x={tick.at}
          y={g.plot.bottom + 18}
          textAnchor="middle"
        >
          {tick.label}
        </text>
      ))}
    </TemperatureChartFrame>
  );
}

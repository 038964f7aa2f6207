import { useId } from 'react';

import type { WeatherConditions } from '@/types/weather';

import { useForecastUnits } from '../hooks/useForecastUnits';
import { hourlyChart, hourlyChartSummary } from '../lib/chart';
import { TemperatureScale } from './TemperatureScale';
import styles from './ForecastChart.module.css';

/** Temperature (a line in the colours of the temperature scale) over precipitation chance (bars). */
export function HourlyChart({ hours }: { hours: readonly WeatherConditions[] }) {
  const { tempUnit } = useForecastUnits();
  const gradientId = `${useId().replace(/:/g, '')}-hourly`;
  const g = hourlyChart(hours, tempUnit);
  const summary = hourlyChartSummary(hours, tempUnit);
  return (
    <figure className={styles.figure}>
      {/* A chart wider than a phone scrolls; keyboard users reach it too. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.scroller} tabIndex={0} role="region" aria-label="Hourly chart">
        <svg
          className={styles.svgWide}
          viewBox={`0 0 ${g.width} ${g.height}`}
          role="img"
          aria-label={summary}
        >
          <defs>
            <linearGradient
              id={gradientId}
              gradientUnits="userSpaceOnUse"
              x1="0"
              x2="0"
              y1={g.gradient.y1}
              y2={g.gradient.y2}
            >
              {g.gradient.stops.map((s) => (
                <stop key={s.offset} offset={s.offset} stopColor={s.color} />
              ))}
            </linearGradient>
          </defs>
          {g.temperatureTicks.map((t) => (
            <g key={t.label}>
              <line
                className={styles.grid}
                x1={g.plot.left}
                x2={g.plot.right}
                y1={t.at}
                y2={t.at}
              />
              <text className={styles.axis} x={g.plot.left - 6} y={t.at + 4} textAnchor="end">
                {t.label}
              </text>
            </g>
          ))}
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
        </svg>
      </div>
      <figcaption className={styles.caption}>
        <span className={styles.legendLine}>
          <TemperatureScale unit={tempUnit} /> Temperature
        </span>
        <span className={styles.legendBars}>
          <span className={styles.swatchBar} aria-hidden="true" /> Chance of precipitation
        </span>
      </figcaption>
    </figure>
  );
}

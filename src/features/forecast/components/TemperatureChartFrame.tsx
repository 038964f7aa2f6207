import type { ReactNode } from 'react';

import styles from './ForecastChart.module.css';

/** What a temperature chart's geometry gives its frame (see `../lib/chart`). */
export interface TemperatureChartGeometry {
  width: number;
  height: number;
  plot: { left: number; right: number };
  gradient: { y1: number; y2: number; stops: { offset: string | number; color: string }[] };
  temperatureTicks: { at: number; label: string }[];
}

interface TemperatureChartFrameProps {
  /** Accessible name of the scrolling region (`Hourly chart`). */
  regionLabel: string;
  /** The chart's text summary: the picture's accessible name. */
  summary: string;
  geometry: TemperatureChartGeometry;
  /** The colour-scale gradient's id (unique on the page): strokes use `url(#id)`. */
  gradientId: string;
  svgClassName?: string;
  /** The legend under the chart. */
  caption: ReactNode;
  /** The chart's own marks, drawn over the temperature grid. */
  children: ReactNode;
}

/**
 * The frame every temperature chart shares: a region that scrolls on a phone (reachable by
 * keyboard), an SVG picture named by its summary, the temperature colour-scale gradient, the
 * temperature grid lines and labels, and the legend.
 */
export function TemperatureChartFrame({
  regionLabel,
  summary,
  geometry: g,
  gradientId,
  svgClassName,
  caption,
  children,
}: TemperatureChartFrameProps) {
  // A plain box, not a figure: the legend under the chart is not its caption (a figcaption would
  // name the figure "-4°F 104°F Temperature Chance of precipitation"); the picture has its name.
  return (
    <div className={styles.figure}>
      {/* A chart wider than a phone scrolls; keyboard users reach it too. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.scroller} tabIndex={0} role="region" aria-label={regionLabel}>
        <svg
          className={svgClassName}
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
          {g.temperatureTicks.map((tick) => (
            <g key={tick.label}>
              <line
                className={styles.grid}
                x1={g.plot.left}
                x2={g.plot.right}
                y1={tick.at}
                y2={tick.at}
              />
              <text className={styles.axis} x={g.plot.left - 6} y={tick.at + 4} textAnchor="end">
                {tick.label}
              </text>
            </g>
          ))}
          {children}
        </svg>
      </div>
      <div className={styles.caption}>{caption}</div>
    </div>
  );
}

import { convertTemperature, type TemperatureUnit } from '@/lib/units';

import { TEMPERATURE_COLORS } from '../lib/chart';
import styles from './ForecastChart.module.css';

/** The temperature colour scale as a small legend bar with its ends in the visitor's unit. */
export function TemperatureScale({ unit }: { unit: TemperatureUnit }) {
  const first = TEMPERATURE_COLORS[0]?.celsius ?? 0;
  const last = TEMPERATURE_COLORS[TEMPERATURE_COLORS.length - 1]?.celsius ?? 0;
  const symbol = unit === 1 ? '°F' : '°C';
  const end = (c: number) => `${Math.round(convertTemperature(c, unit))}${symbol}`;
  return (
    <span className={styles.scale}>
      <span>{end(first)}</span>
      <svg width="96" height="10" viewBox="0 0 96 10" aria-hidden="true" focusable="false">
        {TEMPERATURE_COLORS.map((s, i) => (
          <rect
            key={s.celsius}
            x={(96 / TEMPERATURE_COLORS.length) * i}
            y="0"
            width={96 / TEMPERATURE_COLORS.length + 0.5}
            height="10"
            fill={s.color}
          />
        ))}
      </svg>
      <span>{end(last)}</span>
    </span>
  );
}

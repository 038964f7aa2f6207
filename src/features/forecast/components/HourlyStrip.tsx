import { WeatherIcon } from '@/components/WeatherIcon';
import { DataUnavailable } from '@/components/DataSource';
import { formatHour } from '@/lib/time';
import { formatTemperature } from '@/lib/units';
import type { HourlyForecast } from '@/types/weather';

import { useForecastUnits } from '../hooks/useForecastUnits';
import { ForecastCard } from './ForecastCard';
import styles from './HourlyStrip.module.css';

/** The next hours at a glance: time, sky, temperature and chance of precipitation. */
export function HourlyStrip({
  forecast,
  count = 12,
  more,
}: {
  forecast: HourlyForecast | null;
  count?: number;
  more?: { href: string; label: string };
}) {
  const { tempUnit } = useForecastUnits();
  const title = `Next ${count} hours`;
  const hours = forecast?.hours.slice(0, count) ?? [];
  return (
    <ForecastCard title={title} more={more}>
      {hours.length === 0 ? (
        <DataUnavailable />
      ) : (
        <ol className={styles.strip} aria-label={title}>
          {hours.map((h, i) => {
            const temperature = formatTemperature(h.temperatureC, tempUnit);
            const chance = h.precipitationProbabilityPercent;
            return (
              <li key={h.time} className={styles.hour}>
                <span className={styles.time}>{i === 0 ? 'Now' : formatHour(h.time)}</span>
                <WeatherIcon icon={h.condition.icon} size={40} label={h.condition.text} />
                <span className={styles.temperature}>{temperature}</span>
                <span className={styles.chance}>
                  <WeatherIcon icon="raindrop" size={16} />
                  <span className="visually-hidden">Chance of precipitation </span>
                  {chance === null ? '--' : `${Math.round(chance)}%`}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </ForecastCard>
  );
}

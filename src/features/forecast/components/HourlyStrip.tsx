import { decorativeIcons, WeatherIcon } from '@/components/WeatherIcon';
import { DataUnavailable } from '@/components/DataSource';
import { formatHour } from '@/lib/time';
import { formatTemperature } from '@/lib/units';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/forecast';

import { useForecastUnits } from '../hooks/useForecastUnits';
import type { GlanceHour } from '../lib/glance';
import { ForecastCard } from './ForecastCard';
import styles from './HourlyStrip.module.css';

const t = translator('forecast', messages);

/** A chance of precipitation, the raindrop before it. */
const CHANCE = `${styles.chance} ${decorativeIcons.raindrop}`;

/**
 * The next hours at a glance: time, sky, temperature and chance of precipitation. The first hour is
 * "Now": with the current conditions given (`now`), it shows their sky and temperature, so it reads
 * the same as the page's current conditions (a chosen station's reading, not the hour's forecast).
 */
export function HourlyStrip({
  forecast,
  now = null,
  count = 12,
  more,
}: {
  /** The forecast, or only what the strip shows of it (`hourlyGlance`). */
  forecast: { hours: readonly GlanceHour[] } | null;
  /** The current conditions the page shows, when it has them. */
  now?: Pick<GlanceHour, 'condition' | 'temperatureC'> | null;
  count?: number;
  more?: { href: string; label: string };
}) {
  const { tempUnit } = useForecastUnits();
  const title = t('glance.hours', { count });
  const hours = forecast?.hours.slice(0, count) ?? [];
  return (
    <ForecastCard title={title} more={more} className={styles.card}>
      {hours.length === 0 ? (
        <DataUnavailable />
      ) : (
        <ol className={styles.strip} aria-label={title}>
          {hours.map((hour, i) => {
            const h =
              i === 0 && now
                ? { ...hour, condition: now.condition, temperatureC: now.temperatureC }
                : hour;
            const temperature = formatTemperature(h.temperatureC, tempUnit);
            const chance = h.precipitationProbabilityPercent;
            return (
              <li key={h.time} className={styles.hour}>
                <span className={styles.time}>
                  {i === 0 ? t('glance.now') : formatHour(h.time)}
                </span>
                <WeatherIcon icon={h.condition.icon} size={40} label={h.condition.text} />
                <span className={styles.temperature}>{temperature}</span>
                <span className={CHANCE}>
                  <span className="visually-hidden">{t('glance.chanceHidden')}</span>
                  {chance === null ? '--' : t('percent', { value: Math.round(chance) })}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </ForecastCard>
  );
}

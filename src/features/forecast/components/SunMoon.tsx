import { moonIconKey, WeatherIcon } from '@/components/WeatherIcon';
import { DataUnavailable } from '@/components/DataSource';
import { formatClock, formatDuration } from '@/lib/time';
import type { DailyWeather } from '@/types/weather';

import { ForecastCard } from './ForecastCard';
import styles from './SunMoon.module.css';

const minutesBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 60_000;

/** Today's sunrise, sunset and day length, and the moon's phase. */
export function SunMoon({ day }: { day: DailyWeather | null }) {
  if (!day) {
    return (
      <ForecastCard title="Sun and moon">
        <DataUnavailable />
      </ForecastCard>
    );
  }
  const sunNote = day.sunAlwaysUp
    ? 'The sun stays up all day'
    : day.sunAlwaysDown
      ? 'The sun does not rise today'
      : null;
  return (
    <ForecastCard title="Sun and moon">
      <dl className={styles.grid}>
        {sunNote ? (
          <div className={styles.wide}>
            <dt>Sun</dt>
            <dd>{sunNote}</dd>
          </div>
        ) : (
          <>
            <div>
              <dt>
                <WeatherIcon icon="sunrise" size={44} /> Sunrise
              </dt>
              <dd>{day.sunrise ? formatClock(day.sunrise) : '--'}</dd>
            </div>
            <div>
              <dt>
                <WeatherIcon icon="sunset" size={44} /> Sunset
              </dt>
              <dd>{day.sunset ? formatClock(day.sunset) : '--'}</dd>
            </div>
            {day.sunrise && day.sunset && (
              <div>
                <dt>Daylight</dt>
                <dd>{formatDuration(minutesBetween(day.sunrise, day.sunset))}</dd>
              </div>
            )}
          </>
        )}
        <div>
          <dt>
            <WeatherIcon icon={moonIconKey(day.moonPhase.name)} size={44} /> Moon phase
          </dt>
          <dd>
            {day.moonPhase.name}
            <span className={styles.sub}>
              {Math.round(day.moonPhase.illuminationPercent)}% illuminated
            </span>
          </dd>
        </div>
      </dl>
    </ForecastCard>
  );
}

import { decorativeIcons, WeatherIcon } from '@/components/WeatherIcon';
import { DataUnavailable } from '@/components/DataSource';
import { formatMonthDay, formatWeekday } from '@/lib/time';
import { formatTemperature } from '@/lib/units';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/forecast';

import { useForecastUnits } from '../hooks/useForecastUnits';
import type { GlanceDay } from '../lib/glance';
import { ForecastCard } from './ForecastCard';
import styles from './DaysAtAGlance.module.css';

const t = translator('forecast', messages);

/** A chance of precipitation, the raindrop before it. */
const CHANCE = `${styles.chance} ${decorativeIcons.raindrop}`;

/** The next days at a glance: weekday, sky, high, low and chance of precipitation. */
export function DaysAtAGlance({
  forecast,
  count = 5,
  more,
}: {
  /** The forecast, or only what the days at a glance show of it (`dailyGlance`). */
  forecast: { days: readonly GlanceDay[] } | null;
  count?: number;
  more?: { href: string; label: string };
}) {
  const { tempUnit } = useForecastUnits();
  const title = t('glance.days', { count });
  const days = forecast?.days.slice(0, count) ?? [];
  const today = days[0]?.date;
  return (
    <ForecastCard title={title} more={more} className={styles.card}>
      {days.length === 0 ? (
        <DataUnavailable />
      ) : (
        <ol className={styles.days} aria-label={title}>
          {days.map((d) => (
            <li key={d.date} className={styles.day}>
              <span className={styles.name}>
                {formatWeekday(d.date, { today })}
                <span className={styles.date}>{formatMonthDay(d.date)}</span>
              </span>
              <WeatherIcon icon={d.condition.icon} size={48} label={d.condition.text} />
              <span className={styles.temps}>
                <span className={styles.high}>
                  <span className="visually-hidden">{t('daily.highHidden')}</span>
                  {formatTemperature(d.temperatureHighC, tempUnit)}
                </span>
                <span className={styles.low}>
                  <span className="visually-hidden">{t('daily.lowHidden')}</span>
                  {formatTemperature(d.temperatureLowC, tempUnit)}
                </span>
              </span>
              <span className={CHANCE}>
                <span className="visually-hidden">{t('glance.chanceHidden')}</span>
                {d.precipitationProbabilityPercent === null
                  ? '--'
                  : t('percent', { value: Math.round(d.precipitationProbabilityPercent) })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </ForecastCard>
  );
}

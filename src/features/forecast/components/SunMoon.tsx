import { decorativeIcons, moonIconKey, WeatherIcon } from '@/components/WeatherIcon';
import { DataUnavailable } from '@/components/DataSource';
import { formatClock, formatDuration } from '@/lib/time';
import type { DailyWeather } from '@/types/weather';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/currentConditions';

import { ForecastCard } from './ForecastCard';
import styles from './SunMoon.module.css';

const t = translator('currentConditions', messages);

const minutesBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 60_000;

/** Today's sunrise, sunset and day length, and the moon's phase. */
export function SunMoon({ day }: { day: DailyWeather | null }) {
  if (!day) {
    return (
      <ForecastCard title={t('sun.title')}>
        <DataUnavailable />
      </ForecastCard>
    );
  }
  const sunNote = day.sunAlwaysUp
    ? t('sun.alwaysUp')
    : day.sunAlwaysDown
      ? t('sun.alwaysDown')
      : null;
  return (
    <ForecastCard title={t('sun.title')}>
      <dl className={styles.grid}>
        {sunNote ? (
          <div className={styles.wide}>
            <dt>{t('sun.sun')}</dt>
            <dd>{sunNote}</dd>
          </div>
        ) : (
          <>
            <div>
              <dt className={decorativeIcons.sunrise}>{t('sun.sunrise')}</dt>
              <dd>{day.sunrise ? formatClock(day.sunrise) : '--'}</dd>
            </div>
            <div>
              <dt className={decorativeIcons.sunset}>{t('sun.sunset')}</dt>
              <dd>{day.sunset ? formatClock(day.sunset) : '--'}</dd>
            </div>
            {day.sunrise && day.sunset && (
              <div>
                <dt>{t('sun.daylight')}</dt>
                <dd>{formatDuration(minutesBetween(day.sunrise, day.sunset))}</dd>
              </div>
            )}
          </>
        )}
        <div>
          <dt>
            <WeatherIcon icon={moonIconKey(day.moonPhase.name)} size={44} /> {t('sun.moonPhase')}
          </dt>
          <dd>
            {day.moonPhase.name}
            <span className={styles.sub}>
              {t('sun.illuminated', { percent: Math.round(day.moonPhase.illuminationPercent) })}
            </span>
          </dd>
        </div>
      </dl>
    </ForecastCard>
  );
}

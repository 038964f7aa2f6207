import { WeatherIcon } from '@/components/WeatherIcon';
import { formatMonthDay, formatWeekday } from '@/lib/time';
import { compassPoint, formatPrecipitation, formatTemperature, formatWindSpeed } from '@/lib/units';
import type { DailyWeather } from '@/types/weather';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/forecast';

import { useForecastUnits } from '../hooks/useForecastUnits';
import { dayNarrative, nightNarrative } from '../lib/narrative';
import type { NightPart } from '../lib/nightPart';
import styles from './DailyForecastList.module.css';

const t = translator('forecast', messages);

const chanceText = (p: number | null) =>
  p === null ? '--' : t('percent', { value: Math.round(p) });

/** The daily forecast, one entry per day with its day part and, where the hourly forecast reaches it, its night. */
export function DailyForecastList({
  days,
  nights,
}: {
  days: readonly DailyWeather[];
  /** The night after each day (same order), null where unknown. */
  nights: readonly (NightPart | null)[];
}) {
  const units = useForecastUnits();
  const today = days[0]?.date;
  return (
    <ol className={styles.list} aria-label={t('daily.label')}>
      {days.map((d, i) => {
        const night = nights[i] ?? null;
        const name = formatWeekday(d.date, { today });
        return (
          <li key={d.date} className={styles.day}>
            <h3 className={styles.heading}>
              {name}
              <span className={styles.date}>{formatMonthDay(d.date)}</span>
            </h3>
            <p className={styles.highLow}>
              <span className={styles.high}>
                <span className="visually-hidden">{t('daily.highHidden')}</span>
                {formatTemperature(d.temperatureHighC, units.tempUnit)}
              </span>
              <span className={styles.low}>
                <span className="visually-hidden">{t('daily.lowHidden')}</span>
                {formatTemperature(d.temperatureLowC, units.tempUnit)}
              </span>
            </p>
            <div className={styles.part}>
              <h4 className={styles.partName}>{t('daily.day')}</h4>
              <p className={styles.sky}>
                <WeatherIcon icon={d.condition.icon} size={48} />
                {d.condition.text}
              </p>
              <dl className={styles.facts}>
                <div>
                  <dt>{t('daily.high')}</dt>
                  <dd>{formatTemperature(d.temperatureHighC, units.tempUnit)}</dd>
                </div>
                <div>
                  <dt>{t('daily.chance')}</dt>
                  <dd>{chanceText(d.precipitationProbabilityPercent)}</dd>
                </div>
                <div>
                  <dt>{t('daily.precipitation')}</dt>
                  <dd>{formatPrecipitation(d.precipitationMm, units.rainUnit)}</dd>
                </div>
                <div>
                  <dt>{t('daily.wind')}</dt>
                  <dd>
                    {compassPoint(d.windDirectionDominantDeg)}{' '}
                    {formatWindSpeed(d.windSpeedMaxMs, units.windUnit)}
                  </dd>
                </div>
              </dl>
              <p className={styles.narrative}>{dayNarrative(d, units)}</p>
            </div>
            <div className={`${styles.part} ${styles.night}`}>
              <h4 className={styles.partName}>{i === 0 ? t('daily.tonight') : t('daily.night')}</h4>
              {night ? (
                <>
                  <p className={styles.sky}>
                    <WeatherIcon icon={night.condition.icon} size={48} />
                    {night.condition.text}
                  </p>
                  <dl className={styles.facts}>
                    <div>
                      <dt>{t('daily.low')}</dt>
                      <dd>{formatTemperature(night.temperatureLowC, units.tempUnit)}</dd>
                    </div>
                    <div>
                      <dt>{t('daily.chance')}</dt>
                      <dd>{chanceText(night.precipitationProbabilityPercent)}</dd>
                    </div>
                    <div>
                      <dt>{t('daily.precipitation')}</dt>
                      <dd>{formatPrecipitation(night.precipitationMm, units.rainUnit)}</dd>
                    </div>
                    <div>
                      <dt>{t('daily.wind')}</dt>
                      <dd>
                        {compassPoint(night.windDirectionDeg)}{' '}
                        {formatWindSpeed(night.windSpeedMaxMs, units.windUnit)}
                      </dd>
                    </div>
                  </dl>
                  <p className={styles.narrative}>{nightNarrative(night, units)}</p>
                </>
              ) : (
                <p className={styles.narrative}>{t('daily.noNight')}</p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

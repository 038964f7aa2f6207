import { WeatherIcon } from '@/components/WeatherIcon';
import { formatMonthDay, formatWeekday } from '@/lib/time';
import { compassPoint, formatPrecipitation, formatTemperature, formatWindSpeed } from '@/lib/units';
import type { DailyWeather } from '@/types/weather';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/forecast';

import { useForecastUnits } from '../hooks/useForecastUnits';
import type { DayAndNight, PartOfDay } from '../lib/dayParts';
import { dayNarrative, daytimeNarrative, nightNarrative } from '../lib/narrative';
import styles from './DailyForecastList.module.css';

const t = translator('forecast', messages);

const chanceText = (p: number | null) =>
  p === null ? '--' : t('percent', { value: Math.round(p) });

/** What one part of a day in the list shows, whichever figures it comes from. */
interface PartFigures {
  condition: DailyWeather['condition'];
  /** The part's one temperature: the daytime's high, the night's low. */
  temperature: { label: string; celsius: number };
  chance: number | null;
  precipitationMm: number;
  windDirectionDeg: number | null;
  windSpeedMs: number | null;
  narrative: string;
}

/** A daytime's or a night's figures from the hourly forecast (`PartOfDay`). */
function partFigures(
  part: PartOfDay,
  temperature: PartFigures['temperature'],
  narrative: string,
): PartFigures {
  return {
    condition: part.condition,
    temperature,
    chance: part.precipitationProbabilityPercent,
    precipitationMm: part.precipitationMm,
    windDirectionDeg: part.windDirectionDeg,
    windSpeedMs: part.windSpeedMaxMs,
    narrative,
  };
}

/** One part of a day in the list: its sky, one temperature, odds, amount, wind and the words. */
function PartSection({
  name,
  className,
  figures,
}: {
  name: string;
  className?: string;
  figures: PartFigures;
}) {
  const units = useForecastUnits();
  const { condition, temperature, chance, precipitationMm, windDirectionDeg, windSpeedMs } =
    figures;
  return (
    <div className={className ? `${styles.part} ${className}` : styles.part}>
      <h4 className={styles.partName}>{name}</h4>
      <p className={styles.sky}>
        <WeatherIcon icon={condition.icon} size={48} />
        {condition.text}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{temperature.label}</dt>
          <dd>{formatTemperature(temperature.celsius, units.tempUnit)}</dd>
        </div>
        <div>
          <dt>{t('daily.chance')}</dt>
          <dd>{chanceText(chance)}</dd>
        </div>
        <div>
          <dt>{t('daily.precipitation')}</dt>
          <dd>{formatPrecipitation(precipitationMm, units.rainUnit)}</dd>
        </div>
        <div>
          <dt>{t('daily.wind')}</dt>
          <dd>
            {compassPoint(windDirectionDeg)} {formatWindSpeed(windSpeedMs, units.windUnit)}
          </dd>
        </div>
      </dl>
      <p className={styles.narrative}>{figures.narrative}</p>
    </div>
  );
}

/**
 * The daily forecast, one entry per day: its daytime (06:00 to 18:00) and the night after it, as
 * far as the hourly forecast reaches, so their amounts add up to what falls (a daytime whose night
 * it does not reach says so where the night would be); beyond it, the whole day's figures under
 * "Day and night", across both columns. Today's daytime, once over, is left out.
 */
export function DailyForecastList({
  days,
  parts,
}: {
  days: readonly DailyWeather[];
  /** Each day's daytime and night (same order), null where the hourly forecast does not tell. */
  parts: readonly DayAndNight[];
}) {
  const units = useForecastUnits();
  const today = days[0]?.date;
  return (
    <ol className={styles.list} aria-label={t('daily.label')}>
      {days.map((d, i) => {
        const { day: daytime = null, night = null } = parts[i] ?? {};
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
            {daytime ? (
              <PartSection
                name={t('daily.day')}
                figures={partFigures(
                  daytime,
                  { label: t('daily.high'), celsius: daytime.temperatureHighC },
                  daytimeNarrative(daytime, units),
                )}
              />
            ) : i === 0 && night ? null : (
              <PartSection
                name={t('daily.wholeDay')}
                className={night ? undefined : styles.wholeDay}
                figures={{
                  condition: d.condition,
                  temperature: { label: t('daily.high'), celsius: d.temperatureHighC },
                  chance: d.precipitationProbabilityPercent,
                  precipitationMm: d.precipitationMm,
                  windDirectionDeg: d.windDirectionDominantDeg,
                  windSpeedMs: d.windSpeedMaxMs,
                  narrative: dayNarrative(d, units),
                }}
              />
            )}
            {!daytime && !night ? null : night ? (
              <PartSection
                name={i === 0 ? t('daily.tonight') : t('daily.night')}
                className={styles.night}
                figures={partFigures(
                  night,
                  { label: t('daily.low'), celsius: night.temperatureLowC },
                  nightNarrative(night, units),
                )}
              />
            ) : (
              <div className={`${styles.part} ${styles.night}`}>
                <h4 className={styles.partName}>
                  {i === 0 ? t('daily.tonight') : t('daily.night')}
                </h4>
                <p className={styles.narrative}>{t('daily.noNight')}</p>
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}

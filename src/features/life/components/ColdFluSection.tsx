import { DataUnavailable, SourceNote } from '@/components/DataSource';
import { WeatherIcon } from '@/components/WeatherIcon';
import { formatMonthDay, formatWeekday } from '@/lib/time';
import type { DailyForecast } from '@/types/weather';
import { translator } from '@/lib/i18n';
import { messages as lifeMessages } from '@/lib/i18n/en-US/life';
import { messages } from '@/lib/i18n/en-US/lifeColdFlu';

import {
  COLD_FLU_LEVELS,
  coldFluOutlook,
  type ColdFluDay,
  type ColdFluFactor,
} from '../indices/coldFlu';
import type { HumidityHours } from '../lib/humidityHours';
import { useLifeUnits, type LifeUnits } from '../useLifeUnits';
import { HowDerived } from './HowDerived';
import styles from './Life.module.css';
import { ScrollRegion } from './ScrollRegion';
import { levelClass, levelText } from './levels';

const t = translator('lifeColdFlu', messages);
const tLife = translator('life', lifeMessages);

/** Days of the outlook. */
const OUTLOOK_DAYS = 7;

function reasonText(f: ColdFluFactor, u: LifeUnits): string {
  switch (f.kind) {
    case 'cold':
      return t('coldFlu.reason.cold', { temperature: u.temperature(f.meanC) });
    case 'dry-air':
      return t('coldFlu.reason.dryAir', { humidity: f.absoluteHumidityGM3.toFixed(1) });
    case 'swing':
      return t('coldFlu.reason.swing', { change: u.temperatureChange(f.changeC) });
  }
}

function Reasons({ day, units }: { day: ColdFluDay; units: LifeUnits }) {
  if (day.factors.length === 0) return <>{t('coldFlu.reason.none')}</>;
  return <>{day.factors.map((f) => reasonText(f, units)).join('; ')}</>;
}

const chip = (day: ColdFluDay) => levelClass(COLD_FLU_LEVELS.indexOf(day.level) + 1);

/**
 * Cold & flu risk derived from the daily forecast (cold, day-to-day swings) and the hourly one
 * (dryness of the air): today prominent, the next days in the "Cold & flu outlook" table.
 */
export function ColdFluSection({
  daily,
  hourly,
}: {
  daily: DailyForecast;
  hourly: HumidityHours | null;
}) {
  const units = useLifeUnits();
  const days = daily.days.slice(0, OUTLOOK_DAYS);
  const outlook = coldFluOutlook(days, hourly?.hours ?? []);
  const [today] = outlook;
  const todayDate = days[0]?.date ?? '';
  return (
    <>
      <section className={styles.card} aria-labelledby="coldflu-today-heading">
        <h2 id="coldflu-today-heading">{t('coldFlu.today')}</h2>
        {today ? (
          <div className={styles.tile}>
            <p>
              <span className={`${chip(today)} ${styles.bigChip}`}>{levelText(today.level)}</span>
            </p>
            <p>
              <Reasons day={today} units={units} />
            </p>
            {today.level !== 'Low' && <p className={styles.muted}>{t('coldFlu.advice')}</p>}
          </div>
        ) : (
          <DataUnavailable />
        )}
        {!hourly && <p className={styles.muted}>{t('coldFlu.noHourly')}</p>}
      </section>
      <section className={styles.card} aria-labelledby="coldflu-days-heading">
        <h2 id="coldflu-days-heading">{t('coldFlu.nextDays')}</h2>
        <ScrollRegion label={tLife('scrollable', { name: t('coldFlu.outlook') })}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t('coldFlu.outlook')}</caption>
            <thead>
              <tr>
                <th scope="col">{tLife('table.day')}</th>
                <th scope="col">{t('coldFlu.risk')}</th>
                <th scope="col">{tLife('table.highLow')}</th>
                <th scope="col">{t('coldFlu.why')}</th>
              </tr>
            </thead>
            <tbody>
              {outlook.map((day, i) => {
                const weather = days[i];
                return (
                  <tr key={day.date}>
                    <th scope="row" className={styles.nowrap}>
                      {formatWeekday(day.date, { today: todayDate, short: true })}{' '}
                      <span className={styles.muted}>{formatMonthDay(day.date)}</span>
                    </th>
                    <td>
                      <span className={chip(day)}>{levelText(day.level)}</span>
                    </td>
                    <td className={styles.nowrap}>
                      {weather && (
                        <span className={styles.inline}>
                          <WeatherIcon
                            icon={weather.condition.icon}
                            size={28}
                            label={weather.condition.text}
                          />
                          {tLife('highLow', {
                            high: units.temperature(weather.temperatureHighC),
                            low: units.temperature(weather.temperatureLowC),
                          })}
                        </span>
                      )}
                    </td>
                    <td>
                      <Reasons day={day} units={units} />
                      {day.absoluteHumidityGM3 === null && (
                        <span className={styles.muted}>{t('coldFlu.noDryness')}</span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
        <SourceNote data={daily} />
      </section>
      <HowDerived id="coldflu-how-heading">
        <p>{t('coldFlu.how.intro')}</p>
        <ul>
          <li>
            <strong>{t('coldFlu.how.cold')}</strong>
            {t('coldFlu.how.coldText', {
              one: units.temperature(10),
              two: units.temperature(5),
              three: units.temperature(0),
            })}
          </li>
          <li>
            <strong>{t('coldFlu.how.dryAir')}</strong>
            {t('coldFlu.how.dryAirText')}
          </li>
          <li>
            <strong>{t('coldFlu.how.swing')}</strong>
            {t('coldFlu.how.swingText', {
              one: units.temperatureChange(5).replace('+', ''),
              two: units.temperatureChange(8).replace('+', ''),
            })}
          </li>
        </ul>
        <p>{t('coldFlu.how.levels')}</p>
        <p>
          <strong>{t('coldFlu.how.notAdvice')}</strong>
          {t('coldFlu.how.notAdviceText')}
        </p>
      </HowDerived>
    </>
  );
}

import { DataUnavailable, SourceNote } from '@/components/DataSource';
import { WeatherIcon } from '@/components/WeatherIcon';
import { formatMonthDay, formatWeekday } from '@/lib/time';
import type { DailyForecast, HourlyForecast } from '@/types/weather';

import {
  COLD_FLU_LEVELS,
  coldFluOutlook,
  type ColdFluDay,
  type ColdFluFactor,
} from '../indices/coldFlu';
import { useLifeUnits, type LifeUnits } from '../useLifeUnits';
import { HowDerived } from './HowDerived';
import styles from './Life.module.css';
import { ScrollRegion } from './ScrollRegion';
import { levelClass } from './levels';

/** Days of the outlook. */
const OUTLOOK_DAYS = 7;

function reasonText(f: ColdFluFactor, u: LifeUnits): string {
  switch (f.kind) {
    case 'cold':
      return `Cold: averaging ${u.temperature(f.meanC)}`;
    case 'dry-air':
      return `Dry air: ${f.absoluteHumidityGM3.toFixed(1)} g of moisture per m³`;
    case 'swing':
      return `Temperature swing: ${u.temperatureChange(f.changeC)} from the day before`;
  }
}

function Reasons({ day, units }: { day: ColdFluDay; units: LifeUnits }) {
  if (day.factors.length === 0) return <>Mild, humid enough, steady</>;
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
  hourly: HourlyForecast | null;
}) {
  const units = useLifeUnits();
  const days = daily.days.slice(0, OUTLOOK_DAYS);
  const outlook = coldFluOutlook(days, hourly?.hours ?? []);
  const [today] = outlook;
  const todayDate = days[0]?.date ?? '';
  return (
    <>
      <section className={styles.card} aria-labelledby="coldflu-today-heading">
        <h2 id="coldflu-today-heading">Cold &amp; flu risk today</h2>
        {today ? (
          <div className={styles.tile}>
            <p>
              <span className={`${chip(today)} ${styles.bigChip}`}>{today.level}</span>
            </p>
            <p>
              <Reasons day={today} units={units} />
            </p>
            {today.level !== 'Low' && (
              <p className={styles.muted}>
                Weather like this helps cold and flu viruses spread: wash hands often and air rooms
                out.
              </p>
            )}
          </div>
        ) : (
          <DataUnavailable />
        )}
        {!hourly && (
          <p className={styles.muted}>
            The hourly forecast is not available, so the dryness of the air is left out.
          </p>
        )}
      </section>
      <section className={styles.card} aria-labelledby="coldflu-days-heading">
        <h2 id="coldflu-days-heading">The next days</h2>
        <ScrollRegion label="Cold & flu outlook, scrollable">
          <table className={styles.table}>
            <caption className="visually-hidden">Cold &amp; flu outlook</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Risk</th>
                <th scope="col">High / Low</th>
                <th scope="col">Why</th>
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
                      <span className={chip(day)}>{day.level}</span>
                    </td>
                    <td className={styles.nowrap}>
                      {weather && (
                        <span className={styles.inline}>
                          <WeatherIcon
                            icon={weather.condition.icon}
                            size={28}
                            label={weather.condition.text}
                          />
                          {units.temperature(weather.temperatureHighC)} /{' '}
                          {units.temperature(weather.temperatureLowC)}
                        </span>
                      )}
                    </td>
                    <td>
                      <Reasons day={day} units={units} />
                      {day.absoluteHumidityGM3 === null && (
                        <span className={styles.muted}> (air dryness not forecast this far)</span>
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
        <p>
          This risk is calculated from the weather forecast, not from reported illness. Cold and flu
          viruses spread more easily when the air is cold and dry, and sharp swings in temperature
          add to it. Each day earns points:
        </p>
        <ul>
          <li>
            <strong>Cold</strong>: the average of the high and low below {units.temperature(10)} (1
            point), {units.temperature(5)} (2) or {units.temperature(0)} (3).
          </li>
          <li>
            <strong>Dry air</strong>: the moisture the air holds (absolute humidity, from the hourly
            temperature and dew point) below 9 g/m³ (1), 7 g/m³ (2) or 5 g/m³ (3). Later days,
            beyond the hourly forecast, leave it out.
          </li>
          <li>
            <strong>Temperature swing</strong>: the high or low changing from the day before by{' '}
            {units.temperatureChange(5).replace('+', '')} or more (1) or{' '}
            {units.temperatureChange(8).replace('+', '')} or more (2).
          </li>
        </ul>
        <p>0–2 points is Low, 3–4 Moderate, 5–6 High, 7 or more Very High.</p>
        <p>
          <strong>This is not a health statement or medical advice.</strong> It describes the
          weather, not whether you will get ill; ask a doctor or pharmacist about symptoms.
        </p>
      </HowDerived>
    </>
  );
}

import { SourceNote } from '@/components/DataSource';
import { formatMonthDay, formatWeekday } from '@/lib/time';
import type { PollenForecast, PollenLevel, PollenReading, PollenType } from '@/types/weather';

import styles from './Life.module.css';
import { ScrollRegion } from './ScrollRegion';
import { levelClass } from './levels';

const LEVEL_RANK: Record<PollenLevel, number> = {
  None: 0,
  Low: 1,
  Moderate: 2,
  High: 3,
  'Very High': 4,
};

/**
 * The National Allergy Bureau (AAAAI) scale the levels follow: a day's peak count in grains per
 * cubic metre of air.
 */
export const POLLEN_SCALE: Record<PollenType, { name: string; ranges: string[] }> = {
  tree: { name: 'Tree', ranges: ['0', '1–14', '15–89', '90–1,499', '1,500+'] },
  grass: { name: 'Grass', ranges: ['0', '1–4', '5–19', '20–199', '200+'] },
  weed: { name: 'Weed', ranges: ['0', '1–9', '10–49', '50–499', '500+'] },
};
const LEVELS: PollenLevel[] = ['None', 'Low', 'Moderate', 'High', 'Very High'];

function LevelChip({ level, big = false }: { level: PollenLevel | null; big?: boolean }) {
  const cls = levelClass(level ? LEVEL_RANK[level] : 0);
  return <span className={big ? `${cls} ${styles.bigChip}` : cls}>{level ?? 'No data'}</span>;
}

const grains = (r: PollenReading) =>
  r.grainsPerM3 === null ? null : `${Math.round(r.grainsPerM3).toLocaleString('en-US')} grains/m³`;

/** Pollen today (prominent), by type and day (the "Pollen forecast" table), and the scale. */
export function PollenForecastSection({ pollen }: { pollen: PollenForecast }) {
  const [today] = pollen.days;
  if (!today) {
    return (
      <section className={styles.card} aria-labelledby="pollen-today-heading">
        <h2 id="pollen-today-heading">Pollen today</h2>
        <p role="status">No pollen forecast for this place.</p>
        <SourceNote data={pollen} />
      </section>
    );
  }
  return (
    <>
      <section className={styles.card} aria-labelledby="pollen-today-heading">
        <h2 id="pollen-today-heading">Pollen today</h2>
        <ul className={styles.tiles}>
          {today.readings.map((r) => (
            <li key={r.type} className={styles.tile}>
              <div className={styles.tileHead}>
                <h3>{r.name}</h3>
                <LevelChip level={r.level} big />
              </div>
              {grains(r) && <p className={styles.muted}>Peak {grains(r)}</p>}
              <p className={styles.muted}>Covers {r.species.join(', ')}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.card} aria-labelledby="pollen-days-heading">
        <h2 id="pollen-days-heading">Pollen by day</h2>
        <ScrollRegion label="Pollen forecast, scrollable">
          <table className={styles.table}>
            <caption className="visually-hidden">Pollen forecast</caption>
            <thead>
              <tr>
                <th scope="col">Pollen type</th>
                {pollen.days.map((d) => (
                  <th scope="col" key={d.date}>
                    {formatWeekday(d.date, { today: today.date, short: true })}{' '}
                    <span className={styles.muted}>{formatMonthDay(d.date)}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {today.readings.map((r) => (
                <tr key={r.type}>
                  <th scope="row">
                    {r.name}
                    <span className={`${styles.muted} ${styles.species}`}>
                      {r.species.join(', ')}
                    </span>
                  </th>
                  {pollen.days.map((d) => {
                    const reading = d.readings.find((x) => x.type === r.type);
                    return (
                      <td key={d.date}>
                        <LevelChip level={reading?.level ?? null} />
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        <SourceNote data={pollen} />
      </section>
      <section
        className={`${styles.card} ${styles.explain}`}
        aria-labelledby="pollen-scale-heading"
      >
        <h2 id="pollen-scale-heading">About the pollen scale</h2>
        <p>
          Levels follow the National Allergy Bureau scale: the day&apos;s highest count of pollen
          grains per cubic metre of air. Trees shed far more pollen than grasses, so each group has
          its own ranges. From Moderate up, most people with that allergy notice symptoms; at High
          and Very High, many do even with medication.
        </p>
        <ScrollRegion label="Pollen scale, scrollable">
          <table className={styles.table}>
            <caption className="visually-hidden">Pollen scale (grains/m³)</caption>
            <thead>
              <tr>
                <th scope="col">Level</th>
                {Object.values(POLLEN_SCALE).map((g) => (
                  <th scope="col" key={g.name}>
                    {g.name} (grains/m³)
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {LEVELS.map((level, i) => (
                <tr key={level}>
                  <th scope="row">
                    <LevelChip level={level} />
                  </th>
                  {Object.values(POLLEN_SCALE).map((g) => (
                    <td key={g.name}>{g.ranges[i]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </section>
    </>
  );
}

import { SourceNote } from '@/components/DataSource';
import { formatMonthDay, formatWeekday } from '@/lib/time';
import { groupedInteger } from '@/lib/units';
import type { PollenForecast, PollenLevel, PollenReading, PollenType } from '@/types/weather';
import { translator } from '@/lib/i18n';
import { messages as lifeMessages } from '@/lib/i18n/en-US/life';
import { messages } from '@/lib/i18n/en-US/lifePollen';

import styles from './Life.module.css';
import { ScrollRegion } from './ScrollRegion';
import { levelClass, levelText } from './levels';

const t = translator('lifePollen', messages);
const tLife = translator('life', lifeMessages);

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
  tree: { name: t('pollen.tree'), ranges: ['0', '1–14', '15–89', '90–1,499', '1,500+'] },
  grass: { name: t('pollen.grass'), ranges: ['0', '1–4', '5–19', '20–199', '200+'] },
  weed: { name: t('pollen.weed'), ranges: ['0', '1–9', '10–49', '50–499', '500+'] },
};
const LEVELS: PollenLevel[] = ['None', 'Low', 'Moderate', 'High', 'Very High'];

function LevelChip({ level, big = false }: { level: PollenLevel | null; big?: boolean }) {
  const cls = levelClass(level ? LEVEL_RANK[level] : 0);
  return (
    <span className={big ? `${cls} ${styles.bigChip}` : cls}>
      {level ? levelText(level) : t('pollen.noData')}
    </span>
  );
}

const pluralRules = new Intl.PluralRules('en-US');

const grains = (r: PollenReading) =>
  r.grainsPerM3 === null
    ? null
    : t(pluralRules.select(r.grainsPerM3) === 'one' ? 'pollen.grains.one' : 'pollen.grains.other', {
        count: groupedInteger(r.grainsPerM3),
      });

/** Pollen today (prominent), by type and day (the "Pollen forecast" table), and the scale. */
export function PollenForecastSection({ pollen }: { pollen: PollenForecast }) {
  const [today] = pollen.days;
  if (!today) {
    return (
      <section className={styles.card} aria-labelledby="pollen-today-heading">
        <h2 id="pollen-today-heading">{t('pollen.today')}</h2>
        <p role="status">{t('pollen.none')}</p>
        <SourceNote data={pollen} />
      </section>
    );
  }
  return (
    <>
      <section className={styles.card} aria-labelledby="pollen-today-heading">
        <h2 id="pollen-today-heading">{t('pollen.today')}</h2>
        <ul className={styles.tiles}>
          {today.readings.map((r) => (
            <li key={r.type} className={styles.tile}>
              <div className={styles.tileHead}>
                <h3>{r.name}</h3>
                <LevelChip level={r.level} big />
              </div>
              {grains(r) && (
                <p className={styles.muted}>{t('pollen.peak', { grains: grains(r) ?? '' })}</p>
              )}
              <p className={styles.muted}>
                {t('pollen.covers', { species: r.species.join(', ') })}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.card} aria-labelledby="pollen-days-heading">
        <h2 id="pollen-days-heading">{t('pollen.byDay')}</h2>
        <ScrollRegion label={tLife('scrollable', { name: t('pollen.forecast') })}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t('pollen.forecast')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('pollen.type')}</th>
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
        <h2 id="pollen-scale-heading">{t('pollen.aboutScale')}</h2>
        <p>{t('pollen.aboutText')}</p>
        <ScrollRegion label={tLife('scrollable', { name: t('pollen.scale') })}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t('pollen.scaleCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('pollen.level')}</th>
                {Object.values(POLLEN_SCALE).map((g) => (
                  <th scope="col" key={g.name}>
                    {t('pollen.scaleColumn', { name: g.name })}
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

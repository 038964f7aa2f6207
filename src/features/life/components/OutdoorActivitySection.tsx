import { Fragment } from 'react';

import { SourceNote } from '@/components/DataSource';
import { decorativeIcons, WeatherIcon } from '@/components/WeatherIcon';
import { formatClock, formatDayChange, formatHour, isNewDay } from '@/lib/time';
import type { CurrentWeather, HourlyForecast, SourceMarking } from '@/types/weather';
import { translator } from '@/lib/i18n';
import { messages as lifeMessages } from '@/lib/i18n/en-US/life';
import { messages } from '@/lib/i18n/en-US/lifeOutdoor';

import {
  OUTDOOR_ACTIVITIES,
  OUTDOOR_LABELS,
  scoreOutdoorHour,
  type OutdoorFactor,
  type OutdoorScore,
} from '../indices/outdoorActivity';
import { OUTDOOR_HOURS } from '../lib/outdoorHours';
import { useLifeUnits, type LifeUnits } from '../useLifeUnits';
import { HowDerived } from './HowDerived';
import styles from './Life.module.css';
import { ScrollRegion } from './ScrollRegion';

const t = translator('lifeOutdoor', messages);
const tLife = translator('life', lifeMessages);

const SCORE_CLASSES = [styles.score0, styles.score1, styles.score2, styles.score3, styles.score4];
const scoreClass = (s: OutdoorScore) =>
  `${styles.chip} ${SCORE_CLASSES[OUTDOOR_LABELS.indexOf(s.label)] ?? ''}`;

/** A factor in full, in the visitor's units. */
function factorText(f: OutdoorFactor, u: LifeUnits): string {
  switch (f.kind) {
    case 'too-cold':
      return t('outdoor.factor.tooCold', { temperature: u.temperature(f.feelsLikeC) });
    case 'too-hot':
      return t('outdoor.factor.tooHot', { temperature: u.temperature(f.feelsLikeC) });
    case 'precipitation-chance':
      return t('outdoor.factor.chance', { percent: Math.round(f.percent) });
    case 'precipitation':
      return t('outdoor.factor.precipitation', { amount: u.precipitation(f.mm) });
    case 'wind':
      return t('outdoor.factor.wind', { speed: u.wind(f.speedMs) });
    case 'gusts':
      return t('outdoor.factor.gusts', { speed: u.wind(f.gustMs) });
    case 'uv':
      return t('outdoor.factor.uv', { index: Math.round(f.uvIndex) });
    case 'darkness':
      return t('outdoor.factor.darkness');
    case 'thunder':
      return t('outdoor.factor.thunder');
  }
}

/** A factor in a word, for a table cell. */
const FACTOR_WORDS: Record<OutdoorFactor['kind'], string> = {
  'too-cold': t('outdoor.word.cold'),
  'too-hot': t('outdoor.word.hot'),
  'precipitation-chance': t('outdoor.word.wet'),
  precipitation: t('outdoor.word.wet'),
  wind: t('outdoor.word.windy'),
  gusts: t('outdoor.word.gusty'),
  uv: t('outdoor.word.uv'),
  darkness: t('outdoor.word.dark'),
  thunder: t('outdoor.word.thunder'),
};

/** The index's labels in words. */
const LABEL_WORDS: Record<OutdoorScore['label'], string> = {
  Poor: t('outdoor.label.poor'),
  Fair: t('outdoor.label.fair'),
  Good: t('outdoor.label.good'),
  Great: t('outdoor.label.great'),
  Excellent: t('outdoor.label.excellent'),
};

/** True when two payloads come from one source, both demo data or neither. */
const sameSource = (a: SourceMarking, b: SourceMarking) =>
  a.source.kind === b.source.kind && !!a.demo === !!b.demo;

/**
 * The outdoor activity index by activity: right now, from the current conditions (those of the
 * current-conditions page), with its reasons, and for the hours after it (the "Outdoor activity
 * forecast" table), from the hourly forecast. Without the current conditions the first section
 * scores the forecast's first hour, and says so.
 */
export function OutdoorActivitySection({
  current,
  hourly,
}: {
  current: CurrentWeather | null;
  hourly: HourlyForecast;
}) {
  const units = useLifeUnits();
  // The forecast starts after "Right now": an hour it covers would show a second score for the
  // same time (the forecast's, where "Right now" has the conditions').
  const nowMs = current ? Date.parse(current.current.time) : -Infinity;
  const hours = hourly.hours.filter((h) => Date.parse(h.time) > nowMs).slice(0, OUTDOOR_HOURS);
  const scored = hours.map((hour) => ({
    hour,
    scores: OUTDOOR_ACTIVITIES.map((a) => scoreOutdoorHour(a, hour)),
  }));
  const [first] = hours;
  const now = current
    ? {
        title: t('outdoor.rightNow'),
        time: formatClock(current.current.time),
        scores: OUTDOOR_ACTIVITIES.map((a) => scoreOutdoorHour(a, current.current)),
      }
    : first
      ? {
          title: t('outdoor.thisHour'),
          time: formatHour(first.time),
          scores: scored[0]?.scores ?? [],
        }
      : null;
  return (
    <>
      <section className={styles.card} aria-labelledby="outdoor-now-heading">
        <h2 id="outdoor-now-heading">
          {now?.title ?? t('outdoor.rightNow')}
          {now ? <span className={styles.muted}>{t('outdoor.at', { time: now.time })}</span> : null}
        </h2>
        {now ? (
          <ul className={`${styles.tiles} ${styles.compactTiles}`}>
            {OUTDOOR_ACTIVITIES.map((a, i) => {
              const s = now.scores[i];
              if (!s) return null;
              return (
                <li key={a.id} className={styles.tile}>
                  <h3>{a.name}</h3>
                  <p className={styles.inline}>
                    <span className={styles.big}>{s.score}</span>
                    <span className={styles.muted} aria-hidden="true">
                      {t('outdoor.outOf')}
                    </span>
                    <span className="visually-hidden"> {t('outdoor.outOfHidden')} </span>
                    <span className={scoreClass(s)}>{LABEL_WORDS[s.label]}</span>
                  </p>
                  <p className={styles.muted}>
                    {s.factors.length
                      ? s.factors
                          .slice(0, 3)
                          .map((f) => factorText(f, units))
                          .join(' · ')
                      : t('outdoor.nothing')}
                  </p>
                </li>
              );
            })}
          </ul>
        ) : (
          <p role="status">{t('outdoor.noHourly')}</p>
        )}
        {current && !sameSource(current, hourly) && <SourceNote data={current} />}
      </section>
      <section className={styles.card} aria-labelledby="outdoor-hours-heading">
        <h2 id="outdoor-hours-heading">{t('outdoor.nextHours', { count: hours.length })}</h2>
        <ScrollRegion label={tLife('scrollable', { name: t('outdoor.forecast') })}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t('outdoor.forecast')}</caption>
            <thead>
              <tr>
                <th scope="col">{tLife('table.time')}</th>
                <th scope="col">{tLife('table.weather')}</th>
                {OUTDOOR_ACTIVITIES.map((a) => (
                  <th scope="col" key={a.id}>
                    {a.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {scored.map(({ hour, scores }, i) => {
                const newDay = isNewDay(hour.time, hours[i - 1]?.time);
                return (
                  <tr key={hour.time} className={newDay ? styles.newDay : undefined}>
                    <th scope="row" className={styles.nowrap}>
                      {newDay ? formatDayChange(hour.time) : formatHour(hour.time)}
                    </th>
                    <td className={styles.nowrap}>
                      <span className={styles.inline}>
                        <WeatherIcon
                          icon={hour.condition.icon}
                          size={28}
                          label={hour.condition.text}
                        />
                        <span>
                          {units.temperature(hour.temperatureC)}
                          <br />
                          <span className={styles.muted}>
                            <span className={`${styles.inline} ${decorativeIcons.raindrop}`}>
                              <span className="visually-hidden">{t('outdoor.chanceHidden')} </span>
                              {t('outdoor.chance', {
                                chance: hour.precipitationProbabilityPercent ?? 0,
                              })}
                            </span>
                            <span aria-hidden="true">{' · '}</span>
                            <span className="visually-hidden">{t('outdoor.windHidden')} </span>
                            {units.wind(hour.windSpeedMs)}
                          </span>
                        </span>
                      </span>
                    </td>
                    {scores.map((s, j) => (
                      <td key={OUTDOOR_ACTIVITIES[j]?.id ?? j} className={styles.nowrap}>
                        <span className={scoreClass(s)}>
                          {t('outdoor.score', { score: s.score, label: LABEL_WORDS[s.label] })}
                        </span>
                        {s.factors[0] && (
                          <>
                            <br />
                            <span className={styles.muted}>{FACTOR_WORDS[s.factors[0].kind]}</span>
                          </>
                        )}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
        <SourceNote data={hourly} />
      </section>
      <HowDerived id="outdoor-how-heading">
        <p>{t('outdoor.how.intro')}</p>
        <ul>
          <li>
            <strong>{t('outdoor.how.comfort')}</strong>
            {t('outdoor.how.comfortText')}
            {OUTDOOR_ACTIVITIES.map((a) => (
              <Fragment key={a.id}>
                {t('outdoor.how.comfortRange', {
                  activity: a.name.toLowerCase(),
                  min: units.temperature(a.comfortC[0]),
                })}
                {units.temperature(a.comfortC[1])}
                {a.id === OUTDOOR_ACTIVITIES[OUTDOOR_ACTIVITIES.length - 1]?.id ? '' : ', '}
              </Fragment>
            ))}
            {t('outdoor.how.comfortEnd')}
          </li>
          <li>
            <strong>{t('outdoor.how.rain')}</strong>
            {t('outdoor.how.rainText')}
          </li>
          <li>
            <strong>{t('outdoor.how.wind')}</strong>
            {t('outdoor.how.windText')}
          </li>
          <li>
            <strong>{t('outdoor.how.sun')}</strong>
            {t('outdoor.how.sunText')}
          </li>
          <li>
            <strong>{t('outdoor.how.darkness')}</strong>
            {t('outdoor.how.darknessText')}
          </li>
          <li>
            <strong>{t('outdoor.how.thunder')}</strong>
            {t('outdoor.how.thunderText')}
          </li>
        </ul>
        <p>{t('outdoor.how.labels')}</p>
      </HowDerived>
    </>
  );
}

import { Fragment } from 'react';

import { SourceNote } from '@/components/DataSource';
import { WeatherIcon } from '@/components/WeatherIcon';
import { formatDayChange, formatHour, isNewDay } from '@/lib/time';
import type { HourlyForecast } from '@/types/weather';

import {
  OUTDOOR_ACTIVITIES,
  OUTDOOR_LABELS,
  scoreOutdoorHour,
  type OutdoorFactor,
  type OutdoorScore,
} from '../indices/outdoorActivity';
import { useLifeUnits, type LifeUnits } from '../useLifeUnits';
import { HowDerived } from './HowDerived';
import styles from './Life.module.css';
import { ScrollRegion } from './ScrollRegion';

/** Hours the table shows. */
export const OUTDOOR_HOURS = 24;

const SCORE_CLASSES = [styles.score0, styles.score1, styles.score2, styles.score3, styles.score4];
const scoreClass = (s: OutdoorScore) =>
  `${styles.chip} ${SCORE_CLASSES[OUTDOOR_LABELS.indexOf(s.label)] ?? ''}`;

/** A factor in full, in the visitor's units. */
function factorText(f: OutdoorFactor, u: LifeUnits): string {
  switch (f.kind) {
    case 'too-cold':
      return `Cold: feels like ${u.temperature(f.feelsLikeC)}`;
    case 'too-hot':
      return `Hot: feels like ${u.temperature(f.feelsLikeC)}`;
    case 'precipitation-chance':
      return `${Math.round(f.percent)}% chance of precipitation`;
    case 'precipitation':
      return `${u.precipitation(f.mm)} of precipitation`;
    case 'wind':
      return `Wind ${u.wind(f.speedMs)}`;
    case 'gusts':
      return `Gusts ${u.wind(f.gustMs)}`;
    case 'uv':
      return `UV index ${Math.round(f.uvIndex)}`;
    case 'darkness':
      return 'After dark';
    case 'thunder':
      return 'Thunderstorms';
  }
}

/** A factor in a word, for a table cell. */
const FACTOR_WORDS: Record<OutdoorFactor['kind'], string> = {
  'too-cold': 'Cold',
  'too-hot': 'Hot',
  'precipitation-chance': 'Wet',
  precipitation: 'Wet',
  wind: 'Windy',
  gusts: 'Gusty',
  uv: 'High UV',
  darkness: 'Dark',
  thunder: 'Thunder',
};

/**
 * The outdoor activity index by activity: now (with its reasons) and for the next hours (the
 * "Outdoor activity forecast" table), derived from the hourly forecast.
 */
export function OutdoorActivitySection({ hourly }: { hourly: HourlyForecast }) {
  const units = useLifeUnits();
  const hours = hourly.hours.slice(0, OUTDOOR_HOURS);
  const [now] = hours;
  const scored = hours.map((hour) => ({
    hour,
    scores: OUTDOOR_ACTIVITIES.map((a) => scoreOutdoorHour(a, hour)),
  }));
  return (
    <>
      <section className={styles.card} aria-labelledby="outdoor-now-heading">
        <h2 id="outdoor-now-heading">
          Right now{now ? <span className={styles.muted}> · {formatHour(now.time)}</span> : null}
        </h2>
        {now ? (
          <ul className={`${styles.tiles} ${styles.compactTiles}`}>
            {OUTDOOR_ACTIVITIES.map((a, i) => {
              const s = scored[0]?.scores[i];
              if (!s) return null;
              return (
                <li key={a.id} className={styles.tile}>
                  <h3>{a.name}</h3>
                  <p className={styles.inline}>
                    <span className={styles.big}>{s.score}</span>
                    <span className={styles.muted}>/ 10</span>
                    <span className={scoreClass(s)}>{s.label}</span>
                  </p>
                  <p className={styles.muted}>
                    {s.factors.length
                      ? s.factors
                          .slice(0, 3)
                          .map((f) => factorText(f, units))
                          .join(' · ')
                      : 'Nothing holding you back'}
                  </p>
                </li>
              );
            })}
          </ul>
        ) : (
          <p role="status">No hourly forecast for this place.</p>
        )}
      </section>
      <section className={styles.card} aria-labelledby="outdoor-hours-heading">
        <h2 id="outdoor-hours-heading">Next {hours.length} hours</h2>
        <ScrollRegion label="Outdoor activity forecast, scrollable">
          <table className={styles.table}>
            <caption className="visually-hidden">Outdoor activity forecast</caption>
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Weather</th>
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
                            {hour.precipitationProbabilityPercent ?? 0}% ·{' '}
                            {units.wind(hour.windSpeedMs)}
                          </span>
                        </span>
                      </span>
                    </td>
                    {scores.map((s, j) => (
                      <td key={OUTDOOR_ACTIVITIES[j]?.id ?? j} className={styles.nowrap}>
                        <span className={scoreClass(s)}>
                          {s.score} {s.label}
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
        <p>
          Each score, 0 to 10, is calculated from the hourly forecast for that activity. An hour
          starts at 10 and loses points for what would spoil it:
        </p>
        <ul>
          <li>
            <strong>Comfort</strong>: a feels-like temperature outside the activity&apos;s
            comfortable range (
            {OUTDOOR_ACTIVITIES.map((a) => (
              <Fragment key={a.id}>
                {a.name.toLowerCase()} {units.temperature(a.comfortC[0])}–
                {units.temperature(a.comfortC[1])}
                {a.id === OUTDOOR_ACTIVITIES[OUTDOOR_ACTIVITIES.length - 1]?.id ? '' : ', '}
              </Fragment>
            ))}
            ).
          </li>
          <li>
            <strong>Rain or snow</strong>: the chance and amount of precipitation; tennis courts and
            bikes suffer most, anglers least.
          </li>
          <li>
            <strong>Wind and gusts</strong> above what the activity tolerates (tennis and cycling
            first).
          </li>
          <li>
            <strong>Sun</strong>: a UV index of 6 or more in daylight.
          </li>
          <li>
            <strong>Darkness</strong>: night rules out golf and tennis, weighs on hiking, cycling
            and running, and costs fishing nothing.
          </li>
          <li>
            <strong>Thunder</strong>: any thunderstorm caps the score at 1: get off fields, courses
            and water.
          </li>
        </ul>
        <p>0–2 Poor, 3–4 Fair, 5–6 Good, 7–8 Great, 9–10 Excellent.</p>
      </HowDerived>
    </>
  );
}

import { DataUnavailable, SourceNote } from '@/components/DataSource';
import { WeatherIcon } from '@/components/WeatherIcon';
import { formatDayChange, formatHour, isNewDay } from '@/lib/time';
import { compassPoint } from '@/lib/units';
import type { AirportConditions, AirportWeather, CurrentWeather, DelayRisk } from '@/types/weather';
import { translator } from '@/lib/i18n';
import { messages as lifeMessages } from '@/lib/i18n/en-US/life';
import { messages } from '@/lib/i18n/en-US/lifeTravel';

import { useLifeUnits, type LifeUnits } from '../useLifeUnits';
import { TRIP_HOURS, type TripHours } from '../lib/tripHours';
import { HowDerived } from './HowDerived';
import styles from './Life.module.css';
import { ScrollRegion } from './ScrollRegion';
import { levelClass, levelText } from './levels';
import travel from './TravelSections.module.css';

const t = translator('lifeTravel', messages);
const tLife = translator('life', lifeMessages);

const DELAY_RANK: Record<DelayRisk, number> = { Low: 1, Moderate: 2, High: 3 };

/**
 * The delay reason in the visitor's units: the provider's reason carries metric visibility and
 * gust values, which are restated from the airport's own readings.
 */
export function delayReasonText(airport: AirportWeather, u: LifeUnits): string | null {
  if (!airport.delayReason) return null;
  const gust = Math.max(airport.current.windGustMs ?? 0, airport.current.windSpeedMs);
  return airport.delayReason
    .split(', ')
    .map((part) => {
      if (part.startsWith('Visibility'))
        return t('travel.visibility', { distance: u.visibility(airport.current.visibilityKm) });
      if (part.startsWith('Gusts')) return t('travel.gusts', { speed: u.wind(gust) });
      return part;
    })
    .join(', ');
}

function AirportCard({ airport, units }: { airport: AirportWeather; units: LifeUnits }) {
  const now = airport.current;
  const id = `airport-${airport.icao}`;
  const reason = delayReasonText(airport, units);
  return (
    <li className={styles.tile}>
      <article aria-labelledby={id} className={travel.airport}>
        <h3 id={id}>{airport.name}</h3>
        <p className={styles.muted}>
          {[airport.iata, airport.icao].filter(Boolean).join(' / ')} · {airport.city} ·{' '}
          {t('travel.away', { distance: units.distanceMiles(airport.distanceMiles) })}
        </p>
        <p className={styles.inline}>
          <WeatherIcon icon={now.condition.icon} size={44} />
          <span className={styles.big}>{units.temperature(now.temperatureC)}</span>
          <span>{now.condition.text}</span>
        </p>
        <dl className={styles.definitions}>
          <div>
            <dt>{t('travel.wind')}</dt>
            <dd>
              {compassPoint(now.windDirectionDeg)} {units.wind(now.windSpeedMs)}
              {now.windGustMs !== null
                ? t('travel.gustsSuffix', { speed: units.wind(now.windGustMs) })
                : ''}
            </dd>
          </div>
          <div>
            <dt>{t('travel.visibilityTerm')}</dt>
            <dd>{units.visibility(now.visibilityKm)}</dd>
          </div>
        </dl>
        <p className={travel.delay}>
          <span>{t('travel.delayRisk')}</span>{' '}
          <span className={levelClass(DELAY_RANK[airport.delayRisk])}>
            {levelText(airport.delayRisk)}
          </span>
        </p>
        <p className={styles.muted}>{reason ?? t('travel.noDelay')}</p>
      </article>
    </li>
  );
}

/** Weather at the nearest major airports, with each one's weather delay risk and its reason. */
export function AirportsSection({ airports }: { airports: AirportConditions }) {
  const units = useLifeUnits();
  return (
    <section className={styles.card} aria-labelledby="airports-heading">
      <h2 id="airports-heading">{t('travel.airports')}</h2>
      {airports.airports.length ? (
        <ul className={`${styles.tiles} ${travel.airports}`}>
          {airports.airports.map((a) => (
            <AirportCard key={a.icao} airport={a} units={units} />
          ))}
        </ul>
      ) : (
        <p role="status">{t('travel.noAirport')}</p>
      )}
      <SourceNote data={airports} />
    </section>
  );
}

/** The place's own weather for the trip: now and the next hours (each part degrades alone). */
export function TripWeatherSection({
  placeName,
  current,
  hourly,
}: {
  placeName: string;
  current: CurrentWeather | null;
  /** The trip's hours (`tripHours`). */
  hourly: TripHours | null;
}) {
  const units = useLifeUnits();
  const hours = hourly?.hours.slice(0, TRIP_HOURS) ?? [];
  const source = current ?? hourly;
  return (
    <section className={styles.card} aria-labelledby="trip-heading">
      <h2 id="trip-heading">{t('travel.weatherIn', { place: placeName })}</h2>
      {current ? (
        <div className={travel.now}>
          <p className={styles.inline}>
            <WeatherIcon icon={current.current.condition.icon} size={56} />
            <span className={styles.big}>{units.temperature(current.current.temperatureC)}</span>
            <span>
              {current.current.condition.text}
              <br />
              <span className={styles.muted}>
                {t('travel.feelsLike', {
                  temperature: units.temperature(current.current.feelsLikeC),
                })}
              </span>
            </span>
          </p>
          <dl className={styles.definitions}>
            <div>
              <dt>{t('travel.wind')}</dt>
              <dd>
                {compassPoint(current.current.windDirectionDeg)}{' '}
                {units.wind(current.current.windSpeedMs)}
              </dd>
            </div>
            <div>
              <dt>{t('travel.visibilityTerm')}</dt>
              <dd>{units.visibility(current.current.visibilityKm)}</dd>
            </div>
            <div>
              <dt>{t('travel.humidity')}</dt>
              <dd>{t('travel.percent', { value: Math.round(current.current.humidityPercent) })}</dd>
            </div>
          </dl>
        </div>
      ) : (
        <DataUnavailable />
      )}
      <h3 className={travel.subheading}>{t('travel.nextHours', { count: TRIP_HOURS })}</h3>
      {hourly ? (
        <ScrollRegion label={tLife('scrollable', { name: t('travel.nextHoursTable') })}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t('travel.nextHoursTable')}</caption>
            <thead>
              <tr>
                <th scope="col">{tLife('table.time')}</th>
                <th scope="col">{tLife('table.conditions')}</th>
                <th scope="col">{tLife('table.temperature')}</th>
                <th scope="col">{tLife('table.precipitation')}</th>
                <th scope="col">{tLife('table.wind')}</th>
              </tr>
            </thead>
            <tbody>
              {hours.map((h, i) => {
                const newDay = isNewDay(h.time, hours[i - 1]?.time);
                return (
                  <tr key={h.time} className={newDay ? styles.newDay : undefined}>
                    <th scope="row" className={styles.nowrap}>
                      {newDay ? formatDayChange(h.time) : formatHour(h.time)}
                    </th>
                    <td>
                      <span className={styles.inline}>
                        <WeatherIcon icon={h.condition.icon} size={28} />
                        {h.condition.text}
                      </span>
                    </td>
                    <td className={styles.nowrap}>{units.temperature(h.temperatureC)}</td>
                    <td className={styles.nowrap}>
                      {t('travel.chance', { chance: h.precipitationProbabilityPercent ?? 0 })}{' '}
                      {units.precipitation(h.precipitationMm)}
                    </td>
                    <td className={styles.nowrap}>
                      {compassPoint(h.windDirectionDeg)} {units.wind(h.windSpeedMs)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      ) : (
        <DataUnavailable />
      )}
      {source && <SourceNote data={source} />}
    </section>
  );
}

/** How the delay risk is set, with its thresholds in the visitor's units. */
export function DelayRiskExplained() {
  const units = useLifeUnits();
  return (
    <HowDerived id="travel-how-heading">
      <p>{t('travel.how.intro')}</p>
      <ul>
        <li>
          <strong>{t('travel.how.high')}</strong>
          {t('travel.how.highText', { visibility: units.visibility(0.8), gusts: units.wind(20) })}
        </li>
        <li>
          <strong>{t('travel.how.moderate')}</strong>
          {t('travel.how.moderateText', {
            visibility: units.visibility(4.8),
            gusts: units.wind(13),
          })}
        </li>
        <li>
          <strong>{t('travel.how.low')}</strong>
          {t('travel.how.lowText')}
        </li>
      </ul>
    </HowDerived>
  );
}

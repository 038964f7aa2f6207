import { DataUnavailable, SourceNote } from '@/components/DataSource';
import { WeatherIcon } from '@/components/WeatherIcon';
import { formatDayChange, formatHour, isNewDay } from '@/lib/time';
import { compassPoint } from '@/lib/units';
import type {
  AirportConditions,
  AirportWeather,
  CurrentWeather,
  DelayRisk,
  HourlyForecast,
} from '@/types/weather';

import { useLifeUnits, type LifeUnits } from '../useLifeUnits';
import { HowDerived } from './HowDerived';
import styles from './Life.module.css';
import { ScrollRegion } from './ScrollRegion';
import { levelClass } from './levels';
import travel from './TravelSections.module.css';

const DELAY_RANK: Record<DelayRisk, number> = { Low: 1, Moderate: 2, High: 3 };

/** Hours of the place's own forecast for the trip. */
export const TRIP_HOURS = 12;

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
        return `Visibility ${u.distanceKm(airport.current.visibilityKm)}`;
      if (part.startsWith('Gusts')) return `Gusts ${u.wind(gust)}`;
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
          {units.distanceMiles(airport.distanceMiles)} away
        </p>
        <p className={styles.inline}>
          <WeatherIcon icon={now.condition.icon} size={44} />
          <span className={styles.big}>{units.temperature(now.temperatureC)}</span>
          <span>{now.condition.text}</span>
        </p>
        <dl className={styles.definitions}>
          <div>
            <dt>Wind</dt>
            <dd>
              {compassPoint(now.windDirectionDeg)} {units.wind(now.windSpeedMs)}
              {now.windGustMs !== null ? `, gusts ${units.wind(now.windGustMs)}` : ''}
            </dd>
          </div>
          <div>
            <dt>Visibility</dt>
            <dd>{units.distanceKm(now.visibilityKm)}</dd>
          </div>
        </dl>
        <p className={travel.delay}>
          <span>Weather delay risk</span>{' '}
          <span className={levelClass(DELAY_RANK[airport.delayRisk])}>{airport.delayRisk}</span>
        </p>
        <p className={styles.muted}>{reason ?? 'No weather likely to hold up flights'}</p>
      </article>
    </li>
  );
}

/** Weather at the nearest major airports, with each one's weather delay risk and its reason. */
export function AirportsSection({ airports }: { airports: AirportConditions }) {
  const units = useLifeUnits();
  return (
    <section className={styles.card} aria-labelledby="airports-heading">
      <h2 id="airports-heading">Nearby airports</h2>
      {airports.airports.length ? (
        <ul className={`${styles.tiles} ${travel.airports}`}>
          {airports.airports.map((a) => (
            <AirportCard key={a.icao} airport={a} units={units} />
          ))}
        </ul>
      ) : (
        <p role="status">No major airport near this place.</p>
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
  hourly: HourlyForecast | null;
}) {
  const units = useLifeUnits();
  const hours = hourly?.hours.slice(0, TRIP_HOURS) ?? [];
  const source = current ?? hourly;
  return (
    <section className={styles.card} aria-labelledby="trip-heading">
      <h2 id="trip-heading">Weather in {placeName}</h2>
      {current ? (
        <div className={travel.now}>
          <p className={styles.inline}>
            <WeatherIcon icon={current.current.condition.icon} size={56} />
            <span className={styles.big}>{units.temperature(current.current.temperatureC)}</span>
            <span>
              {current.current.condition.text}
              <br />
              <span className={styles.muted}>
                Feels like {units.temperature(current.current.feelsLikeC)}
              </span>
            </span>
          </p>
          <dl className={styles.definitions}>
            <div>
              <dt>Wind</dt>
              <dd>
                {compassPoint(current.current.windDirectionDeg)}{' '}
                {units.wind(current.current.windSpeedMs)}
              </dd>
            </div>
            <div>
              <dt>Visibility</dt>
              <dd>{units.distanceKm(current.current.visibilityKm)}</dd>
            </div>
            <div>
              <dt>Humidity</dt>
              <dd>{Math.round(current.current.humidityPercent)}%</dd>
            </div>
          </dl>
        </div>
      ) : (
        <DataUnavailable />
      )}
      <h3 className={travel.subheading}>Next {TRIP_HOURS} hours</h3>
      {hourly ? (
        <ScrollRegion label="Next hours, scrollable">
          <table className={styles.table}>
            <caption className="visually-hidden">Next hours</caption>
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Conditions</th>
                <th scope="col">Temperature</th>
                <th scope="col">Precipitation</th>
                <th scope="col">Wind</th>
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
                      {h.precipitationProbabilityPercent ?? 0}% ·{' '}
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
      <p>
        The weather delay risk is worked out from each airport&apos;s current weather, not from
        flight schedules or airline notices; check with your airline before you travel.
      </p>
      <ul>
        <li>
          <strong>High</strong>: a thunderstorm, freezing rain or drizzle, heavy snow, visibility
          under {units.distanceKm(0.8)}, or gusts of {units.wind(20)} or more.
        </li>
        <li>
          <strong>Moderate</strong>: other snow, visibility under {units.distanceKm(4.8)}, or gusts
          of {units.wind(13)} or more.
        </li>
        <li>
          <strong>Low</strong>: none of these.
        </li>
      </ul>
    </HowDerived>
  );
}

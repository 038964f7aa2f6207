import { useAppSelector } from '@/store/hooks';
import {
  selectPressureUnit,
  selectRainUnit,
  selectTempUnit,
  selectUnitSystem,
  selectWindUnit,
} from '@/features/units/unitsSlice';
import {
  formatLongDistance,
  formatPrecipitation,
  formatPressure,
  formatTemperature,
  formatWindSpeed,
} from '@/lib/units';
import type { CurrentWeather } from '@/types/weather';
import { SourceNote } from '@/components/DataSource';

import styles from './CurrentConditions.module.css';

const compass = [
  'N',
  'NNE',
  'NE',
  'ENE',
  'E',
  'ESE',
  'SE',
  'SSE',
  'S',
  'SSW',
  'SW',
  'WSW',
  'W',
  'WNW',
  'NW',
  'NNW',
];
const direction = (deg: number) =>
  compass[Math.round((((deg % 360) + 360) % 360) / 22.5) % 16] ?? 'N';

/** Current conditions, every value converted to and labelled with the visitor's units. */
export function CurrentConditions({ weather }: { weather: CurrentWeather | null }) {
  const tempUnit = useAppSelector(selectTempUnit);
  const windUnit = useAppSelector(selectWindUnit);
  const pressureUnit = useAppSelector(selectPressureUnit);
  const rainUnit = useAppSelector(selectRainUnit);
  const distanceUnit = useAppSelector(selectUnitSystem) === 1 ? 1 : 2;
  if (!weather) {
    return (
      <section className={styles.card} aria-labelledby="current-heading">
        <h2 id="current-heading">Current conditions</h2>
        <p role="status">Data not available. Try again later.</p>
      </section>
    );
  }
  const now = weather.current;
  return (
    <section className={styles.card} aria-labelledby="current-heading">
      <h2 id="current-heading">Current conditions</h2>
      <div className={styles.now}>
        <p
          className={styles.temperature}
          aria-label={`Temperature ${formatTemperature(now.temperatureC, tempUnit)}`}
        >
          {formatTemperature(now.temperatureC, tempUnit)}
        </p>
        <p>
          <strong>{now.condition.text}</strong>
          <br />
          Feels like {formatTemperature(now.feelsLikeC, tempUnit)}
        </p>
      </div>
      <dl className={styles.details}>
        <div>
          <dt>Wind</dt>
          <dd>
            {direction(now.windDirectionDeg)} {formatWindSpeed(now.windSpeedMs, windUnit)}
          </dd>
        </div>
        <div>
          <dt>Gusts</dt>
          <dd>{formatWindSpeed(now.windGustMs, windUnit)}</dd>
        </div>
        <div>
          <dt>Pressure</dt>
          <dd>{formatPressure(now.pressureHpa, pressureUnit)}</dd>
        </div>
        <div>
          <dt>Humidity</dt>
          <dd>{Math.round(now.humidityPercent)}%</dd>
        </div>
        <div>
          <dt>Dew point</dt>
          <dd>{formatTemperature(now.dewPointC, tempUnit)}</dd>
        </div>
        <div>
          <dt>Precipitation (last hour)</dt>
          <dd>{formatPrecipitation(now.precipitationMm, rainUnit)}</dd>
        </div>
        <div>
          <dt>Visibility</dt>
          <dd>{formatLongDistance(now.visibilityKm, distanceUnit)}</dd>
        </div>
        <div>
          <dt>UV index</dt>
          <dd>{now.uvIndex ?? '--'}</dd>
        </div>
      </dl>
      <SourceNote data={weather} />
    </section>
  );
}

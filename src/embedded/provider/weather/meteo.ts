/** Meteorological formulas shared by the demo model and the alert rules. */

const MAGNUS_A = 17.625;
const MAGNUS_B = 243.04;

/** Relative humidity (%) from temperature and dew point (Magnus formula), 0–100. */
export function relativeHumidity(temperatureC: number, dewPointC: number): number {
  const gamma =
    (MAGNUS_A * dewPointC) / (MAGNUS_B + dewPointC) -
    (MAGNUS_A * temperatureC) / (MAGNUS_B + temperatureC);
  return Math.min(100, Math.max(0, 100 * Math.exp(gamma)));
}

/** NWS wind chill (°C) for temperature ≤ 10 °C and wind > 1.34 m/s; else the temperature. */
export function windChill(temperatureC: number, windSpeedMs: number): number {
  const kmh = windSpeedMs * 3.6;
  if (temperatureC > 10 || kmh <= 4.8) return temperatureC;
  const v = kmh ** 0.16;
  return Math.min(
    temperatureC,
    13.12 + 0.6215 * temperatureC - 11.37 * v + 0.3965 * temperatureC * v,
  );
}

/** NWS heat index (°C, Rothfusz regression) for temperature ≥ 27 °C; else the temperature. */
export function heatIndex(temperatureC: number, humidityPercent: number): number {
  if (temperatureC < 27) return temperatureC;
  const t = temperatureC * 1.8 + 32;
  const r = humidityPercent;
  const hiF =
    -42.379 +
    2.04901523 * t +
    10.14333127 * r -
    0.22475541 * t * r -
    0.00683783 * t * t -
    0.05481717 * r * r +
    0.00122874 * t * t * r +
    0.00085282 * t * r * r -
    0.00000199 * t * t * r * r;
  return Math.max(temperatureC, (hiF - 32) / 1.8);
}

/** Feels-like temperature: wind chill when cold, heat index when hot, else the air temperature. */
export function feelsLike(
  temperatureC: number,
  humidityPercent: number,
  windSpeedMs: number,
): number {
  if (temperatureC <= 10) return windChill(temperatureC, windSpeedMs);
  if (temperatureC >= 27) return heatIndex(temperatureC, humidityPercent);
  return temperatureC;
}

/** Vector-mean direction (degrees) of weighted wind directions; null for no wind. */
export function dominantDirection(
  items: Array<{ directionDeg: number; weight: number }>,
): number | null {
  let x = 0;
  let y = 0;
  for (const { directionDeg, weight } of items) {
    const rad = (directionDeg * Math.PI) / 180;
    x += Math.sin(rad) * weight;
    y += Math.cos(rad) * weight;
  }
  if (x === 0 && y === 0) return null;
  return Math.round(((Math.atan2(x, y) * 180) / Math.PI + 360) % 360) % 360;
}

/** Dew point (°C) from temperature and relative humidity (inverse Magnus formula). */
export function dewPointFrom(temperatureC: number, humidityPercent: number): number {
  const gamma =
    Math.log(Math.max(1, humidityPercent) / 100) +
    (MAGNUS_A * temperatureC) / (MAGNUS_B + temperatureC);
  return (MAGNUS_B * gamma) / (MAGNUS_A - gamma);
}

import { cloudCode } from '../conditions';
import { feelsLike, relativeHumidity } from '../meteo';
import type { HourSample } from '../sample';
import { fieldNoise, hashInts, uniform } from './random';
import { dayLengthHours, diurnalShape, solarHour, SUNRISE_ELEVATION, sunElevation } from './solar';

/**
 * A place as the demo model keys it: latitude and longitude rounded to 2 decimals, and their seed
 * (which only decides the hour-to-hour jitter of a few small details: see `modelHour`).
 */
export interface ModelPlace {
  latitude: number;
  longitude: number;
  elevationMeters: number;
  seed: number;
}

/** Noise channels, one per modelled variable. */
const Ch = {
  Temp: 1,
  Temp2: 2,
  Pressure: 3,
  Pressure2: 4,
  Pressure3: 5,
  Moisture: 6,
  Moisture2: 7,
  Cloud: 8,
  Wind: 9,
  Direction: 10,
  Direction2: 11,
  Jitter: 12,
  Gust: 13,
  Rain: 14,
  Fog: 15,
  Lift: 16,
} as const;

/**
 * Each noise channel's lattice spacing (degrees) and period (hours): weather systems (pressure,
 * temperature anomaly, moisture) span ~1,000 km and days, clouds and showers ~100 km and hours.
 * Places inside one cell share their weather, as real neighbours do; a station a few kilometres
 * from a town reads nearly what the town's forecast says.
 */
const SCALES = {
  [Ch.Pressure]: [10, 84],
  [Ch.Pressure2]: [5, 20],
  [Ch.Pressure3]: [2, 9],
  [Ch.Moisture]: [6, 60],
  [Ch.Moisture2]: [3, 16],
  [Ch.Cloud]: [1, 7],
  [Ch.Lift]: [1.5, 10],
  [Ch.Temp]: [10, 96],
  [Ch.Temp2]: [4, 30],
  [Ch.Wind]: [5, 36],
  [Ch.Direction]: [10, 48],
  [Ch.Direction2]: [3, 12],
  [Ch.Rain]: [0.5, 3],
} as const satisfies Record<number, readonly [spacingDegrees: number, periodHours: number]>;

const RAD = Math.PI / 180;
const YEAR_DAYS = 365.2422;
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The model's key of a point: same rounded place, same seed, same values. */
export function modelPlace(point: {
  latitude: number;
  longitude: number;
  elevationMeters?: number;
}): ModelPlace {
  const latKey = Math.round(point.latitude * 100);
  const lonKey = Math.round(point.longitude * 100);
  return {
    latitude: latKey / 100,
    longitude: lonKey / 100,
    elevationMeters: point.elevationMeters ?? 0,
    seed: hashInts(latKey, lonKey),
  };
}

/**
 * Climatological daily-mean temperature (°C) at sea level: warm at the equator, colder poleward,
 * with a seasonal swing that grows with latitude, peaking late July north and late January south.
 */
export function climateMeanC(latitude: number, epochDays: number): number {
  const absLat = Math.abs(latitude);
  const annual = 28 - 0.15 * absLat - 0.0045 * latitude * latitude;
  const swing = 1 + 17 * Math.sin(absLat * RAD) ** 1.5;
  const dayOfYear = (((epochDays - 10_957) % YEAR_DAYS) + YEAR_DAYS) % YEAR_DAYS;
  const season = Math.cos((2 * Math.PI * (dayOfYear - 201)) / YEAR_DAYS) * (latitude >= 0 ? 1 : -1);
  return annual + swing * season;
}

/** Weather code of modelled values (precipitation type and amount, fog, cloud cover). */
function weatherCode(t: number, precip: number, fog: boolean, cloud: number): number {
  if (precip >= 0.1) {
    if (t <= 0.5) return precip < 1 ? 71 : precip < 3 ? 73 : 75;
    if (t >= 22 && precip >= 4) return 95;
    return precip < 0.5 ? 51 : precip < 2.5 ? 61 : precip < 7.6 ? 63 : 65;
  }
  if (fog) return t < 0 ? 48 : 45;
  return cloudCode(cloud);
}

/**
 * The modelled weather of one UTC hour (`epochHour` = hours since the Unix epoch) at a place.
 * Deterministic: noise that is slow over days and smooth over ~1,000 km makes weather systems
 * (pressure, moisture, temperature anomaly, wind), finer and faster noise makes clouds and showers
 * (SCALES), the sun makes the diurnal cycle, elevation cools at 6.5 °C/km.
 */
export function modelHour(place: ModelPlace, epochHour: number): HourSample {
  const { latitude: lat, longitude: lon, seed } = place;
  const eh = epochHour;
  const noise = (channel: keyof typeof SCALES) => {
    const [spacing, period] = SCALES[channel];
    return fieldNoise(channel, lat, lon, spacing, eh, period);
  };
  const days = eh / 24;
  const variability = 0.35 + 0.65 * Math.sin(Math.abs(lat) * RAD);

  const p = 0.8 * noise(Ch.Pressure) + 0.2 * noise(Ch.Pressure2);
  const m = 0.65 * noise(Ch.Moisture) + 0.35 * noise(Ch.Moisture2);
  const cloud = clamp(0.48 - 0.4 * p + 0.45 * m + 0.12 * noise(Ch.Cloud), 0, 1);
  const wet = cloud - 0.8 + 0.25 * noise(Ch.Lift);

  const dayLength = dayLengthHours(lat, days);
  const sunrise = clamp(12 - dayLength / 2, 3, 9);
  const shape = diurnalShape(solarHour(eh, lon), sunrise);
  const amplitude = (2 + 4.5 * (1 - cloud)) * clamp(dayLength / 12, 0.15, 1.2);
  const anomaly = variability * (4.5 * noise(Ch.Temp) + 1.5 * noise(Ch.Temp2));
  const meanT = climateMeanC(lat, days) - 0.0065 * place.elevationMeters + anomaly;
  const t = meanT + amplitude * shape + 0.3 * (uniform(seed, Ch.Jitter, eh) - 0.5);

  const absLat = Math.abs(lat);
  const aridity = 7 * Math.exp(-(((absLat - 25) / 9) ** 2));
  const wetness = clamp((wet + 0.1) / 0.2, 0, 1);
  const depression = clamp(1.5 + 6 * (1 - (m + 1) / 2) + aridity - 3 * wetness, 0.3, 30);
  const dewPoint = Math.min(t, meanT - 0.4 * amplitude - depression);
  const humidity = relativeHumidity(t, dewPoint);

  const precip =
    wet > 0 ? wet * (8 + 10 * clamp((t - 15) / 15, 0, 1)) * (1 + 0.5 * noise(Ch.Rain)) : 0;
  const snowfall = t <= 0.5 ? precip * 0.7 : 0;
  const storm = clamp(-p - 0.25, 0, 1);
  const w = (noise(Ch.Wind) + 1) / 2;
  const mixing = ((shape + 1) / 2) * clamp(dayLength / 12, 0, 1);
  const wind = 1 + 4 * w + 9 * storm ** 1.2 * variability + 1.2 * mixing;
  const gust = wind * (1.35 + 0.3 * uniform(seed, Ch.Gust, eh)) + 0.5;
  const direction = (200 + 160 * noise(Ch.Direction) + 45 * noise(Ch.Direction2) + 720) % 360;
  const pressure = clamp(1013 + 17 * p + 3 * noise(Ch.Pressure3), 960, 1050);

  const fog = precip < 0.1 && humidity >= 97 && wind < 3;
  const visibility = fog
    ? 0.2 + 0.6 * uniform(seed, Ch.Fog, eh)
    : Math.min(
        30 - 20 * clamp((humidity - 60) / 40, 0, 1),
        precip > 0 ? 12 / (1 + precip * (snowfall > 0 ? 3 : 1)) : 30,
      );
  const elevation = sunElevation(lat, lon, eh);
  const uv =
    elevation > 0
      ? 12.5 *
        Math.sin(elevation * RAD) ** 2.5 *
        (1 + (0.06 * place.elevationMeters) / 1000) *
        (1 - 0.7 * cloud ** 2)
      : 0;

  return {
    timeMs: eh * 3_600_000,
    isDay: elevation > SUNRISE_ELEVATION,
    weatherCode: weatherCode(t, precip, fog, cloud * 100),
    temperatureC: t,
    feelsLikeC: feelsLike(t, humidity, wind),
    dewPointC: dewPoint,
    humidityPercent: humidity,
    windSpeedMs: wind,
    windGustMs: gust,
    windDirectionDeg: direction,
    pressureHpa: pressure,
    precipitationProbabilityPercent: clamp(((wet + 0.3) / 0.4) * 100, 0, 100),
    precipitationMm: precip,
    snowfallCm: snowfall,
    uvIndex: Math.max(0, uv),
    cloudCoverPercent: cloud * 100,
    visibilityKm: visibility,
  };
}

import type {
  ActiveAlerts,
  AirportConditions,
  AirQuality,
  AirQualityForecast,
  Almanac,
  CurrentWeather,
  DailyForecast,
  HourlyForecast,
  PollenForecast,
  SnowForecast,
  UvForecast,
} from './types';

/** A place to get weather for. `timeZone` (IANA) sets local days; without it the offset is round(longitude / 15) h. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
  elevationMeters?: number;
  timeZone?: string;
}

/** Options every upstream takes: `now` is the clock (injectable for tests). */
export interface UpstreamOptions {
  now?: () => Date;
}

/** Default number of forecast hours. */
export const DEFAULT_HOURS = 48;
/** Default number of forecast days. */
export const DEFAULT_DAYS = 10;
/** Most forecast hours an upstream serves. */
export const MAX_HOURS = 168;
/** Most forecast days an upstream serves. */
export const MAX_DAYS = 16;

/** Defaults and limits of the forecast-page reads (defaults and most of `WeatherUpstream`'s counts). */
export const FORECAST_PAGE_LIMITS = {
  airQualityHours: { default: 24, max: 120 },
  pollenDays: { default: 4, max: 7 },
  uvHours: { default: 24, max: 168 },
  almanacDays: { default: 10, max: 16 },
  snowDays: { default: 10, max: 16 },
  airports: { default: 3, max: 10 },
} as const;

/** One weather upstream (the demo model or Open-Meteo); every method answers a marked payload. */
export interface WeatherUpstream {
  /** Current conditions. */
  current(point: GeoPoint): Promise<CurrentWeather>;
  /** `hours` forecast hours from the current hour (default 48, at most 168). */
  hourly(point: GeoPoint, hours?: number): Promise<HourlyForecast>;
  /** `days` local days from today (default 10, at most 16). */
  daily(point: GeoPoint, days?: number): Promise<DailyForecast>;
  /** Alerts in force or expected within 48 hours. */
  alerts(point: GeoPoint): Promise<ActiveAlerts>;
  /** Current air quality. */
  airQuality(point: GeoPoint): Promise<AirQuality>;
  /** Air quality by hour from the current hour (default 24, at most 120). */
  airQualityHourly(point: GeoPoint, hours?: number): Promise<AirQualityForecast>;
  /** Pollen by group (tree, grass, weed) for `days` local days from today (default 4, at most 7). */
  pollen(point: GeoPoint, days?: number): Promise<PollenForecast>;
  /** UV index by hour from the current hour (default 24) and each day's maximum. */
  uv(point: GeoPoint, hours?: number): Promise<UvForecast>;
  /** Sun and moon for `days` local days from today (default 10, at most 16). */
  almanac(point: GeoPoint, days?: number): Promise<Almanac>;
  /** Snow depth now and snowfall by day (default 10 days, at most 16). */
  snow(point: GeoPoint, days?: number): Promise<SnowForecast>;
  /** Current weather at the `count` nearest major airports (default 3, at most 10). */
  airports(point: GeoPoint, count?: number): Promise<AirportConditions>;
}

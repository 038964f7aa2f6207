/**
 * Payloads of the provider's weather paths (docs/provider-api.md), shared by server and pages. Every value is
 * in a metric base unit named in the field (°C, m/s, hPa, mm, cm, km, %); times are ISO 8601 with
 * the place's UTC offset (`2026-06-21T05:25:00-04:00`).
 */

import type { MultiPolygon as GeoJSONMultiPolygon, Polygon as GeoJSONPolygon } from 'geojson';

/** Which upstream made a payload, and the attribution to show with it. */
export interface WeatherSource {
  /**
   * `nws`: the US National Weather Service; `meteoalarm`: a European national service through
   * MeteoAlarm (EUMETNET); `eccc`: Environment and Climate Change Canada (alerts).
   */
  kind: 'demo' | 'open-meteo' | 'nws' | 'meteoalarm' | 'eccc';
  attribution: string;
  /** True when the alerts were derived from the forecast by this site's rules (no service issued them). */
  alertsDerived?: boolean;
}

/** Marking carried by every payload: its source, and `demo: true` with a note when the demo model made it. */
export interface SourceMarking {
  source: WeatherSource;
  /** Present (true) only when every value of the payload was made by the demo model. */
  demo?: true;
  /** Human-readable note on the values' origin (always present on demo payloads). */
  note?: string;
}

/** Where a payload is for, as the upstream resolved it. */
export interface WeatherPlace {
  latitude: number;
  longitude: number;
  elevationMeters: number | null;
  /** IANA time zone, or null when the offset was derived from the longitude. */
  timeZone: string | null;
  /** UTC offset at the time of the answer, in seconds. */
  utcOffsetSeconds: number;
}

/** A weather condition: WMO weather code (as Open-Meteo uses it), its text, and an icon key. */
export interface WeatherCondition {
  code: number;
  text: string;
  /** Icon key, e.g. `clear-day`, `partly-cloudy-night`, `rain`, `snow`, `thunderstorm`. */
  icon: string;
}

/** The weather at one time (current conditions and each forecast hour). */
export interface WeatherConditions {
  time: string;
  isDay: boolean;
  condition: WeatherCondition;
  temperatureC: number;
  feelsLikeC: number;
  dewPointC: number;
  humidityPercent: number;
  windSpeedMs: number;
  windGustMs: number | null;
  /** Direction the wind blows from, degrees clockwise from north. */
  windDirectionDeg: number;
  /** Mean sea-level pressure. */
  pressureHpa: number;
  precipitationProbabilityPercent: number | null;
  /** Precipitation (rain + snow water equivalent) over the preceding hour. */
  precipitationMm: number;
  /** Snowfall over the preceding hour. */
  snowfallCm: number | null;
  uvIndex: number | null;
  cloudCoverPercent: number;
  visibilityKm: number | null;
}

/** Current conditions at a place. */
export interface CurrentWeather extends SourceMarking {
  place: WeatherPlace;
  current: WeatherConditions;
}

/** Hourly forecast from the current hour. */
export interface HourlyForecast extends SourceMarking {
  place: WeatherPlace;
  hours: WeatherConditions[];
}

/** Moon phase: one of the eight names, the illuminated percentage and the phase fraction (0 new, 0.5 full). */
export interface MoonPhase {
  name: string;
  illuminationPercent: number;
  phase: number;
}

/** One local day of the daily forecast. */
export interface DailyWeather {
  /** Local date, `YYYY-MM-DD`. */
  date: string;
  /** Local midnight that starts the day. */
  startTime: string;
  condition: WeatherCondition;
  temperatureHighC: number;
  temperatureLowC: number;
  feelsLikeHighC: number | null;
  feelsLikeLowC: number | null;
  precipitationProbabilityPercent: number | null;
  precipitationMm: number;
  snowfallCm: number | null;
  windSpeedMaxMs: number | null;
  windGustMaxMs: number | null;
  windDirectionDominantDeg: number | null;
  uvIndexMax: number | null;
  /** Null when the sun does not rise or set that day (polar day or night). */
  sunrise: string | null;
  sunset: string | null;
  sunAlwaysUp: boolean;
  sunAlwaysDown: boolean;
  /** Null when the moon does not rise or set within the local day. */
  moonrise: string | null;
  moonset: string | null;
  moonPhase: MoonPhase;
}

/** Daily forecast from the local today. */
export interface DailyForecast extends SourceMarking {
  place: WeatherPlace;
  days: DailyWeather[];
}

/** CAP severity of an alert. */
export type AlertSeverity = 'Extreme' | 'Severe' | 'Moderate' | 'Minor' | 'Unknown';
/** CAP urgency of an alert. */
export type AlertUrgency = 'Immediate' | 'Expected' | 'Future' | 'Past' | 'Unknown';
/** CAP certainty of an alert. */
export type AlertCertainty = 'Observed' | 'Likely' | 'Possible' | 'Unlikely' | 'Unknown';

/**
 * The official level/colour scheme of an alert's service: `meteoalarm` awareness levels (green,
 * yellow, orange, red), `eccc` alert types (warning, watch, advisory, statement), or
 * `cap-severity` (the CAP severity, for the NWS and derived alerts).
 */
export type AlertScheme = 'meteoalarm' | 'eccc' | 'cap-severity';

/** The service that issued a place's alerts: its name, its public site, and its scheme. */
export interface AlertIssuer {
  name: string;
  /** The service's public site; absent for the demo model. */
  url?: string;
  scheme: AlertScheme;
}

/** An alert's level in its service's scheme: `code` is e.g. `yellow` or `warning`. */
export interface AlertLevel {
  scheme: AlertScheme;
  code: string;
}

/** One weather alert, shaped after CAP. `event` comes from the data (e.g. `Heat Advisory`). */
export interface WeatherAlert {
  id: string;
  event: string;
  severity: AlertSeverity;
  urgency: AlertUrgency;
  certainty: AlertCertainty;
  headline: string;
  description: string;
  instruction: string | null;
  onset: string;
  expires: string;
  areaDesc: string;
  /** The issuing office, when a weather service issued the alert (e.g. `NWS Miami FL`). */
  sender?: string;
  /**
   * The area the alert covers, when the issuer drew one (NWS storm-based warnings); absent or
   * null for alerts issued by zone or county (maps draw those approximately).
   */
  geometry?: GeoJSONPolygon | GeoJSONMultiPolygon | null;
  /** Its level in the issuing service's scheme (absent: the CAP severity is the level). */
  level?: AlertLevel;
  /** The kind of hazard as the service names it (MeteoAlarm awareness type, e.g. `Wind`). */
  hazard?: string;
  /** BCP 47 language of its texts (e.g. `en-CA`), when the feed says. */
  language?: string;
}

/** Alerts in force or expected at a place (onset within the next 48 hours, not yet expired). */
export interface ActiveAlerts extends SourceMarking {
  place: WeatherPlace;
  alerts: WeatherAlert[];
  /**
   * False when the alerts come from a service that does not cover this place (real alerts come
   * from the NWS, MeteoAlarm's European services and ECCC): `alerts` is then empty and means nothing, and
   * `coverageNote` says what is covered. Absent or true: `alerts` is the full answer.
   */
  covered?: boolean;
  coverageNote?: string;
  /**
   * The service whose alerts these are (or, for demo alerts, whose scheme they are drawn in), so
   * the page can name and link it and explain its levels.
   */
  issuer?: AlertIssuer;
}

/** Pollutants of the US EPA AQI. */
export type PollutantCode = 'pm2_5' | 'pm10' | 'o3' | 'no2' | 'so2' | 'co';

/** One pollutant: concentration in µg/m³ and its US EPA sub-index. */
export interface PollutantReading {
  code: PollutantCode;
  name: string;
  concentrationUgM3: number | null;
  aqi: number | null;
}

/** Current air quality (US EPA AQI, 0–500). */
export interface AirQuality extends SourceMarking {
  place: WeatherPlace;
  time: string;
  aqi: number | null;
  aqiScale: 'US EPA';
  /** EPA category, e.g. `Good`, `Unhealthy for Sensitive Groups`; null when the AQI is unknown. */
  category: string | null;
  dominantPollutant: PollutantCode | null;
  pollutants: PollutantReading[];
}

/** Hourly air quality (US EPA AQI) from the current hour. */
export interface AirQualityHour {
  time: string;
  aqi: number | null;
  category: string | null;
  dominantPollutant: PollutantCode | null;
}

/** Air quality forecast by hour (`GET /data/airquality/v1/hourly`). */
export interface AirQualityForecast extends SourceMarking {
  place: WeatherPlace;
  aqiScale: 'US EPA';
  hours: AirQualityHour[];
}

/** Pollen groups shown to visitors. */
export type PollenType = 'tree' | 'grass' | 'weed';
/** Pollen level of a group on a day. */
export type PollenLevel = 'None' | 'Low' | 'Moderate' | 'High' | 'Very High';

/** One pollen group on one day: the day's peak count (grains/m³) and its level. */
export interface PollenReading {
  type: PollenType;
  /** Display name, e.g. `Tree pollen`. */
  name: string;
  /** The species the count covers, e.g. `['Birch', 'Alder', 'Olive']`. */
  species: string[];
  grainsPerM3: number | null;
  level: PollenLevel | null;
}

/** Pollen on one local day. */
export interface PollenDay {
  date: string;
  readings: PollenReading[];
}

/** Pollen forecast from the local today (`GET /data/pollen/v1/forecast`). */
export interface PollenForecast extends SourceMarking {
  place: WeatherPlace;
  days: PollenDay[];
}

/** WHO UV risk category. */
export type UvRisk = 'Low' | 'Moderate' | 'High' | 'Very High' | 'Extreme';

/** UV index at one hour. */
export interface UvHour {
  time: string;
  uvIndex: number | null;
  risk: UvRisk | null;
}

/** UV index by hour from the current hour, and each day's maximum (`GET /data/uv/v1/forecast`). */
export interface UvForecast extends SourceMarking {
  place: WeatherPlace;
  hours: UvHour[];
  days: { date: string; uvIndexMax: number | null; risk: UvRisk | null }[];
}

/** Sun and moon on one local day. */
export interface AlmanacDay {
  date: string;
  sunrise: string | null;
  sunset: string | null;
  sunAlwaysUp: boolean;
  sunAlwaysDown: boolean;
  /** Minutes between sunrise and sunset (1440 in polar day, 0 in polar night). */
  dayLengthMinutes: number;
  moonrise: string | null;
  moonset: string | null;
  moonPhase: MoonPhase;
}

/** Sun and moon from the local today (`GET /data/almanac/v1/daily`). */
export interface Almanac extends SourceMarking {
  place: WeatherPlace;
  days: AlmanacDay[];
}

/** Snow on one local day. */
export interface SnowDay {
  date: string;
  snowfallCm: number;
  /** Snow depth at the end of the day, null when unknown. */
  snowDepthCm: number | null;
  temperatureHighC: number;
  temperatureLowC: number;
  condition: WeatherCondition;
}

/** Snowfall forecast and snow depth (`GET /data/snow/v1/forecast`). */
export interface SnowForecast extends SourceMarking {
  place: WeatherPlace;
  /** Snow on the ground now, null when unknown. */
  snowDepthCm: number | null;
  days: SnowDay[];
}

/** Likelihood that the weather delays flights at an airport. */
export type DelayRisk = 'Low' | 'Moderate' | 'High';

/** Current weather at one airport near a place. */
export interface AirportWeather {
  icao: string;
  iata: string | null;
  name: string;
  city: string;
  distanceMiles: number;
  latitude: number;
  longitude: number;
  current: WeatherConditions;
  /** Weather delay risk from visibility, wind, thunderstorms and snow (how: `delayReason`). */
  delayRisk: DelayRisk;
  delayReason: string | null;
}

/** Weather at the nearest major airports (`GET /data/airports/v1/conditions`). */
export interface AirportConditions extends SourceMarking {
  place: WeatherPlace;
  airports: AirportWeather[];
}

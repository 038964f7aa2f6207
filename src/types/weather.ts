/**
 * Payloads of the provider's weather paths (docs/provider-api.md), shared by server and pages. Every value is
 * in a metric base unit named in the field (°C, m/s, hPa, mm, cm, km, %); times are ISO 8601 with
 * the place's UTC offset (`2026-06-21T05:25:00-04:00`).
 */

/** Which upstream made a payload, and the attribution to show with it. */
export interface WeatherSource {
  kind: 'demo' | 'open-meteo';
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
}

/** Alerts in force or expected at a place (onset within the next 48 hours, not yet expired). */
export interface ActiveAlerts extends SourceMarking {
  place: WeatherPlace;
  alerts: WeatherAlert[];
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

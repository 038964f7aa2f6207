import { createHttpClient, type HttpClient } from '@/lib/http/createHttpClient';
import { HttpError } from '@/server/http/httpError';
import { upstreamDeadline } from '@/server/http/upstreamBudget';
import { nearestMajorAirports } from '@/embedded/provider/airports/majorAirports';

import { summarizeAirQuality } from '../airQualityIndex';
import { ALERT_ISSUE_HOURS, ALERT_SAMPLE_HOURS, deriveAlerts } from '../alertRules';
import { almanacDays } from '../almanac';
import { DemoWeatherUpstream } from '../demo/demoUpstream';
import { formatLocalIso, HOUR, offsetMinutesAt, zoneFor, type Zone } from '../localTime';
import { toConditions } from '../sample';
import { DEMO_NOTE, openMeteoMarking, SUNCALC_ATTRIBUTION } from '../source';
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
  WeatherPlace,
} from '../types';
import {
  DEFAULT_DAYS,
  DEFAULT_HOURS,
  FORECAST_PAGE_LIMITS,
  MAX_DAYS,
  MAX_HOURS,
  type GeoPoint,
  type UpstreamOptions,
  type WeatherUpstream,
} from '../upstream';
import {
  airportWeather,
  airQualityHours,
  hasPollen,
  pollenDays,
  snowSeries,
  uvSeries,
} from './forecastPages';
import {
  currentSampleOf,
  dailyEntries,
  hourlySamples,
  parseLocal,
  placeOf,
  zoneOf,
} from './mapping';
import {
  AIR_QUALITY_HOURLY_VARIABLES,
  AIR_QUALITY_VARIABLES,
  baseParams,
  CURRENT_FROM_HOURLY,
  CURRENT_VARIABLES,
  DAILY_VARIABLES,
  HOURLY_VARIABLES,
  POLLEN_VARIABLES,
  SNOW_DAILY_VARIABLES,
} from './request';
import {
  airQualityResponseSchema,
  checkUnits,
  forecastListSchema,
  forecastResponseSchema,
  parseUpstream,
  type ForecastResponse,
} from './schema';

/** The note of a pollen payload the demo model made because Open-Meteo has no pollen for the place. */
export const POLLEN_FALLBACK_NOTE = `${DEMO_NOTE} (Open-Meteo forecasts pollen for Europe only)`;

/** Options of the Open-Meteo upstream; the bases are without the `/v1/...` path. */
export interface OpenMeteoOptions extends UpstreamOptions {
  /** Forecast API base, default `https://api.open-meteo.com` (env OPEN_METEO_BASE_URL). */
  baseUrl?: string;
  /** Air-quality API base, default `https://air-quality-api.open-meteo.com`. */
  airQualityBaseUrl?: string;
  /**
   * Test seam: the HTTP client (default: createHttpClient, 2 exponential retries, every call and
   * its retries within the upstream budget, UPSTREAM_BUDGET_MS).
   */
  http?: HttpClient;
}

const clampCount = (n: number, max: number) => Math.min(max, Math.max(1, Math.floor(n)));
const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Open-Meteo upstream: real forecasts from `/v1/forecast` (wind in m/s, metric defaults) and air
 * quality from `/v1/air-quality`. Open-Meteo has no alerts, so alerts are derived from its hourly
 * forecast with the demo model's rules, and the payload says so. Upstream failures answer 502,
 * an Open-Meteo that does not answer within the upstream budget included.
 */
export class OpenMeteoWeatherUpstream implements WeatherUpstream {
  private readonly now: () => Date;
  private readonly forecastUrl: string;
  private readonly airQualityUrl: string;
  private readonly http: HttpClient;

  constructor(options: OpenMeteoOptions = {}) {
    this.now = options.now ?? (() => new Date());
    this.forecastUrl = `${trimSlash(options.baseUrl ?? 'https://api.open-meteo.com')}/v1/forecast`;
    this.airQualityUrl = `${trimSlash(options.airQualityBaseUrl ?? 'https://air-quality-api.open-meteo.com')}/v1/air-quality`;
    this.http =
      options.http ??
      createHttpClient({
        deadline: upstreamDeadline,
        retry: { enableRetry: true, retryCount: 2, delay: 'exponential' },
      });
  }

  private async get(url: string, params: Record<string, string | number>): Promise<unknown> {
    try {
      return (await this.http.get<unknown>(url, { params })).data;
    } catch (err) {
      throw new HttpError(502, 'Weather upstream unavailable', { cause: err });
    }
  }

  private async forecast(
    point: GeoPoint,
    params: Record<string, string | number>,
  ): Promise<ForecastResponse> {
    const res = parseUpstream(
      forecastResponseSchema,
      await this.get(this.forecastUrl, { ...baseParams(point), ...params }),
    );
    for (const block of [res.current_units, res.hourly_units, res.daily_units]) checkUnits(block);
    return res;
  }

  /** Current conditions (`current=`), with dew point, precipitation probability, UV and visibility of the current hour. */
  async current(point: GeoPoint): Promise<CurrentWeather> {
    const res = await this.forecast(point, {
      current: CURRENT_VARIABLES.join(','),
      hourly: CURRENT_FROM_HOURLY.join(','),
      forecast_hours: 1,
    });
    const zone = zoneOf(res);
    const sample = currentSampleOf(res, zone);
    return {
      ...openMeteoMarking(),
      place: placeOf(res, zone, this.now().getTime()),
      current: toConditions(sample, zone),
    };
  }

  private async hourSamples(point: GeoPoint, hours: number) {
    const res = await this.forecast(point, {
      hourly: HOURLY_VARIABLES.join(','),
      forecast_hours: hours,
    });
    const zone = zoneOf(res);
    const nowMs = this.now().getTime();
    const samples = hourlySamples(res, zone)
      .filter((s) => s.timeMs > nowMs - HOUR)
      .slice(0, hours);
    return { res, zone, nowMs, samples };
  }

  /** Forecast hours from the current hour (`hourly=`, `forecast_hours=`). */
  async hourly(point: GeoPoint, hours = DEFAULT_HOURS): Promise<HourlyForecast> {
    const { res, zone, nowMs, samples } = await this.hourSamples(
      point,
      clampCount(hours, MAX_HOURS),
    );
    return {
      ...openMeteoMarking(),
      place: placeOf(res, zone, nowMs),
      hours: samples.map((s) => toConditions(s, zone)),
    };
  }

  /** Local days from today (`daily=`, `forecast_days=`); sun and moon from suncalc. */
  async daily(point: GeoPoint, days = DEFAULT_DAYS): Promise<DailyForecast> {
    const res = await this.forecast(point, {
      daily: DAILY_VARIABLES.join(','),
      forecast_days: clampCount(days, MAX_DAYS),
    });
    const zone = zoneOf(res);
    return {
      ...openMeteoMarking(),
      place: placeOf(res, zone, this.now().getTime()),
      days: dailyEntries(res, zone),
    };
  }

  /**
   * Alerts issued for the next 48 forecast hours (running on to the end of their event) with the
   * site's rules (Open-Meteo issues none).
   */
  async alerts(point: GeoPoint): Promise<ActiveAlerts> {
    const { res, zone, nowMs, samples } = await this.hourSamples(point, ALERT_SAMPLE_HOURS);
    const alerts = deriveAlerts(samples, {
      issueHours: ALERT_ISSUE_HOURS,
      nowMs,
      zone,
      latitude: res.latitude,
      longitude: res.longitude,
      idPrefix: 'open-meteo',
    });
    return { ...openMeteoMarking(true), place: placeOf(res, zone, nowMs), alerts };
  }

  /** Current air quality: Open-Meteo's US AQI and sub-indices, concentrations in µg/m³. */
  async airQuality(point: GeoPoint): Promise<AirQuality> {
    const params = {
      latitude: point.latitude,
      longitude: point.longitude,
      timezone: point.timeZone ?? 'auto',
      current: AIR_QUALITY_VARIABLES.join(','),
    };
    const res = parseUpstream(airQualityResponseSchema, await this.get(this.airQualityUrl, params));
    const zone = zoneOf(res);
    const c = res.current;
    const at = (key: string) => c[key] ?? null;
    const summary = summarizeAirQuality(
      {
        pm2_5: at('pm2_5'),
        pm10: at('pm10'),
        o3: at('ozone'),
        no2: at('nitrogen_dioxide'),
        so2: at('sulphur_dioxide'),
        co: at('carbon_monoxide'),
      },
      {
        pm2_5: at('us_aqi_pm2_5'),
        pm10: at('us_aqi_pm10'),
        o3: at('us_aqi_ozone'),
        no2: at('us_aqi_nitrogen_dioxide'),
        so2: at('us_aqi_sulphur_dioxide'),
        co: at('us_aqi_carbon_monoxide'),
      },
      at('us_aqi'),
    );
    return {
      ...openMeteoMarking(),
      place: placeOf(res, zone, this.now().getTime()),
      time: formatLocalIso(parseLocal(c.time, zone), zone),
      aqiScale: 'US EPA',
      ...summary,
    };
  }

  /** An air-quality API call with `hourly=` variables, its answer parsed and its units checked. */
  private async airQualitySeries(
    point: GeoPoint,
    params: Record<string, string | number>,
  ): Promise<ForecastResponse> {
    const res = parseUpstream(
      forecastResponseSchema,
      await this.get(this.airQualityUrl, {
        latitude: point.latitude,
        longitude: point.longitude,
        timezone: point.timeZone ?? 'auto',
        ...params,
      }),
    );
    checkUnits(res.hourly_units);
    return res;
  }

  /** The place of a payload computed without an upstream answer: the point itself, in its zone. */
  private pointPlace(point: GeoPoint, nowMs: number): { zone: Zone; place: WeatherPlace } {
    const zone = zoneFor(point);
    return {
      zone,
      place: {
        latitude: point.latitude,
        longitude: point.longitude,
        elevationMeters: point.elevationMeters ?? null,
        timeZone: zone.timeZone,
        utcOffsetSeconds: offsetMinutesAt(zone, nowMs) * 60,
      },
    };
  }

  /** Hourly US AQI from the current hour (air-quality API `hourly=us_aqi,…`, `forecast_hours=`). */
  async airQualityHourly(
    point: GeoPoint,
    hours: number = FORECAST_PAGE_LIMITS.airQualityHours.default,
  ): Promise<AirQualityForecast> {
    const count = clampCount(hours, FORECAST_PAGE_LIMITS.airQualityHours.max);
    const res = await this.airQualitySeries(point, {
      hourly: AIR_QUALITY_HOURLY_VARIABLES.join(','),
      forecast_hours: count,
    });
    const zone = zoneOf(res);
    const nowMs = this.now().getTime();
    return {
      ...openMeteoMarking(),
      place: placeOf(res, zone, nowMs),
      aqiScale: 'US EPA',
      hours: airQualityHours(res, zone, nowMs, count),
    };
  }

  /**
   * Pollen by group and local day (air-quality API `hourly=alder_pollen,…`). Open-Meteo models
   * pollen for Europe only and answers null elsewhere: then the demo model makes the payload,
   * marked demo.
   */
  async pollen(
    point: GeoPoint,
    days: number = FORECAST_PAGE_LIMITS.pollenDays.default,
  ): Promise<PollenForecast> {
    const count = clampCount(days, FORECAST_PAGE_LIMITS.pollenDays.max);
    const res = await this.airQualitySeries(point, {
      hourly: POLLEN_VARIABLES.join(','),
      forecast_days: count,
    });
    const zone = zoneOf(res);
    const nowMs = this.now().getTime();
    if (!hasPollen(res)) {
      const demo = new DemoWeatherUpstream({ now: this.now });
      const timeZone = point.timeZone ?? zone.timeZone ?? undefined;
      const fallback = await demo.pollen({ ...point, ...(timeZone ? { timeZone } : {}) }, count);
      return { ...fallback, note: POLLEN_FALLBACK_NOTE };
    }
    return {
      ...openMeteoMarking(),
      place: placeOf(res, zone, nowMs),
      days: pollenDays(res, zone, nowMs, count),
    };
  }

  /** UV by hour from the current hour (`hourly=uv_index`) and each touched day's `uv_index_max`. */
  async uv(
    point: GeoPoint,
    hours: number = FORECAST_PAGE_LIMITS.uvHours.default,
  ): Promise<UvForecast> {
    const count = clampCount(hours, FORECAST_PAGE_LIMITS.uvHours.max);
    const res = await this.forecast(point, {
      hourly: 'uv_index',
      daily: 'uv_index_max',
      forecast_days: Math.min(MAX_DAYS, Math.ceil(count / 24) + 1),
    });
    const zone = zoneOf(res);
    const nowMs = this.now().getTime();
    return {
      ...openMeteoMarking(),
      place: placeOf(res, zone, nowMs),
      ...uvSeries(res, zone, nowMs, count),
    };
  }

  /** Sun and moon computed with SunCalc in the point's zone (no Open-Meteo call). */
  async almanac(
    point: GeoPoint,
    days: number = FORECAST_PAGE_LIMITS.almanacDays.default,
  ): Promise<Almanac> {
    const nowMs = this.now().getTime();
    const { zone, place } = this.pointPlace(point, nowMs);
    const count = clampCount(days, FORECAST_PAGE_LIMITS.almanacDays.max);
    return {
      source: { kind: 'open-meteo', attribution: SUNCALC_ATTRIBUTION },
      place,
      days: almanacDays(point.latitude, point.longitude, zone, nowMs, count),
    };
  }

  /**
   * Snow depth now (`hourly=snow_depth`, m → cm) and snowfall by day (`daily=snowfall_sum,…`),
   * today's from its hours still to come (`hourly=snowfall`).
   */
  async snow(
    point: GeoPoint,
    days: number = FORECAST_PAGE_LIMITS.snowDays.default,
  ): Promise<SnowForecast> {
    const res = await this.forecast(point, {
      hourly: 'snow_depth,snowfall',
      daily: SNOW_DAILY_VARIABLES.join(','),
      forecast_days: clampCount(days, FORECAST_PAGE_LIMITS.snowDays.max),
    });
    const zone = zoneOf(res);
    const nowMs = this.now().getTime();
    return {
      ...openMeteoMarking(),
      place: placeOf(res, zone, nowMs),
      ...snowSeries(res, zone, nowMs),
    };
  }

  /**
   * Current conditions at the nearest major airports: one forecast call with the airports'
   * comma-separated latitudes and longitudes (Open-Meteo answers an array, in the same order);
   * no call where no airport is near.
   */
  async airports(
    point: GeoPoint,
    count: number = FORECAST_PAGE_LIMITS.airports.default,
  ): Promise<AirportConditions> {
    const nowMs = this.now().getTime();
    const { place } = this.pointPlace(point, nowMs);
    const nearby = nearestMajorAirports(
      point.latitude,
      point.longitude,
      clampCount(count, FORECAST_PAGE_LIMITS.airports.max),
    );
    if (!nearby.length) return { ...openMeteoMarking(), place, airports: [] };
    const answers = parseUpstream(
      forecastListSchema,
      await this.get(this.forecastUrl, {
        latitude: nearby.map((n) => n.airport.latitude).join(','),
        longitude: nearby.map((n) => n.airport.longitude).join(','),
        timezone: 'auto',
        wind_speed_unit: 'ms',
        current: CURRENT_VARIABLES.join(','),
        hourly: CURRENT_FROM_HOURLY.join(','),
        forecast_hours: 1,
      }),
    );
    for (const res of answers)
      for (const block of [res.current_units, res.hourly_units]) checkUnits(block);
    return { ...openMeteoMarking(), place, airports: airportWeather(nearby, answers) };
  }
}

import '@/server/serverOnly';

import { createHttpClient } from '@/lib/http/createHttpClient';
import { CACHE_TTL_MS, getServerCache, type ServerCache } from '@/server/cache';
import { upstreamDeadline } from '@/server/http/upstreamBudget';

import {
  ALERTS_COVERAGE_NOTE,
  alertServiceAt,
  inRegionalScheme,
  NWS_ISSUER,
  type AlertService,
} from '../cap/alertServices';
import { EcccAlerts } from '../cap/ecccAlerts';
import { MeteoAlarmAlerts } from '../cap/meteoAlarm';
import { DemoWeatherUpstream } from '../demo/demoUpstream';
import { isNwsOutage, NwsAlerts, uncoveredAlerts } from '../nws/nwsAlerts';
import { OpenMeteoWeatherUpstream } from '../openMeteo/openMeteoUpstream';
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
} from '../types';
import type { GeoPoint, UpstreamOptions, WeatherUpstream } from '../upstream';
import { callDeadline, withCallTimeout } from './callTimeout';
import {
  CircuitBreaker,
  DEFAULT_FAILURE_THRESHOLD,
  DEFAULT_OPEN_MS,
  type BreakerState,
} from './circuitBreaker';

/** Default time one upstream read may take, retries included (inside the request's budget). */
export const DEFAULT_CALL_TIMEOUT_MS = 2500;

/** Options of the auto upstream; the bases are without their `/v1/...` or `/alerts` paths. */
export interface AutoWeatherOptions extends UpstreamOptions {
  /** Open-Meteo forecast API base (env OPEN_METEO_BASE_URL). */
  openMeteoBaseUrl?: string;
  /** Open-Meteo air-quality API base (env OPEN_METEO_AIR_QUALITY_BASE_URL). */
  openMeteoAirQualityBaseUrl?: string;
  /** National Weather Service API base (env NWS_BASE_URL). */
  nwsBaseUrl?: string;
  /** User-Agent sent to the NWS: the app and a contact (env NWS_USER_AGENT). */
  nwsUserAgent: string;
  /** Time one read may spend on its upstream, retries included; default 2500 ms. */
  callTimeoutMs?: number;
  /** Consecutive failures that open an upstream's breaker; default 3. */
  failureThreshold?: number;
  /** How long an open breaker refuses calls before one trial; default 30 s. */
  breakerOpenMs?: number;
  /** Where real answers are kept; default the server cache (`getServerCache()`). */
  cache?: ServerCache;
  /** MeteoAlarm feeds base (env METEOALARM_BASE_URL). */
  meteoAlarmBaseUrl?: string;
  /** ECCC MSC Datamart base (env ECCC_BASE_URL). */
  ecccBaseUrl?: string;
  /**
   * The service issuing alerts at a point; default by the nearest gazetteer place's country: the
   * NWS (US and territories), ECCC (Canada), MeteoAlarm (its members), else none.
   */
  alertServiceAt?: (point: GeoPoint) => AlertService | null;
}

/** Rounding of the point for the cache key and the upstream call (3 decimals, about 100 m). */
const round3 = (n: number) => Math.round(n * 1000) / 1000;

function roundedPoint(point: GeoPoint): GeoPoint {
  return { ...point, latitude: round3(point.latitude), longitude: round3(point.longitude) };
}

function keyOf(read: string, point: GeoPoint, count?: number): string {
  const { latitude, longitude, elevationMeters, timeZone } = roundedPoint(point);
  return `weather:auto:${read}:${latitude},${longitude}:${elevationMeters ?? ''}:${timeZone ?? ''}:${count ?? ''}`;
}

/** A read that failed because the request's upstream budget ran out, not because of the upstream. */
class BudgetSpentError extends Error {
  constructor(cause?: unknown) {
    super('Upstream budget spent', cause === undefined ? undefined : { cause });
    this.name = 'BudgetSpentError';
  }
}

function logStateChange(state: BreakerState, name: string, err?: unknown): void {
  if (state === 'open') {
    const reason = err instanceof Error ? ` (${err.message})` : '';
    console.warn(
      `${name} unavailable${reason}: its reads are answered by the demo model for a while`,
    );
  } else console.warn(`${name} answers again`);
}

interface ReadPlan<T> {
  breaker: CircuitBreaker;
  key: string;
  ttlMs: number;
  real: () => Promise<T>;
  demo: () => Promise<T>;
}

/**
 * `WEATHER_UPSTREAM=auto` (the default): real weather when its upstreams answer, the demo model
 * for any read they do not.
 *
 * - Forecasts, UV, snow, airports: Open-Meteo's forecast API; air quality and pollen: its
 *   air-quality API (its adapter answers the demo model's pollen where Open-Meteo has none). Sun
 *   and moon: computed with SunCalc, no call. Alerts: the National Weather Service (US and
 *   territories), Environment and Climate Change Canada, the European services through
 *   MeteoAlarm; elsewhere no alerts, with `covered: false` and a note.
 * - Each read may take `callTimeoutMs` (2.5 s, retries included, within the request's upstream
 *   budget). Each upstream has a circuit breaker: after 3 consecutive failures it is skipped for
 *   30 s, then one trial call decides.
 * - A read that fails, times out or meets an open breaker is answered by the demo model, whose
 *   payload is marked `demo: true` with its note.
 * - Real answers are kept in the server cache per place: forecasts 10 minutes, alerts 2 minutes.
 *   Failures and demo stand-ins are never kept.
 */
export class AutoWeatherUpstream implements WeatherUpstream {
  private readonly now: () => Date;
  private readonly demo: WeatherUpstream;
  private readonly openMeteo: WeatherUpstream;
  private readonly nws: NwsAlerts;
  private readonly meteoAlarm: MeteoAlarmAlerts;
  private readonly eccc: EcccAlerts;
  private readonly callTimeoutMs: number;
  private readonly serviceAt: (point: GeoPoint) => AlertService | null;
  private readonly cacheOption: ServerCache | undefined;
  /** Open-Meteo's forecast API. */
  readonly forecastBreaker: CircuitBreaker;
  /** Open-Meteo's air-quality API. */
  readonly airQualityBreaker: CircuitBreaker;
  /** The National Weather Service. */
  readonly alertsBreaker: CircuitBreaker;
  /** MeteoAlarm's feeds. */
  readonly meteoAlarmBreaker: CircuitBreaker;
  /** ECCC's Datamart. */
  readonly ecccBreaker: CircuitBreaker;

  constructor(options: AutoWeatherOptions) {
    this.now = options.now ?? (() => new Date());
    this.callTimeoutMs = options.callTimeoutMs ?? DEFAULT_CALL_TIMEOUT_MS;
    this.serviceAt = options.alertServiceAt ?? alertServiceAt;
    this.cacheOption = options.cache;
    this.demo = new DemoWeatherUpstream({ now: this.now });
    // One retry of network errors and 5xx; every attempt within the read's time and the budget.
    const http = () =>
      createHttpClient({
        deadline: callDeadline,
        retry: { enableRetry: true, retryCount: 1, delay: 'exponential' },
      });
    this.openMeteo = new OpenMeteoWeatherUpstream({
      baseUrl: options.openMeteoBaseUrl,
      airQualityBaseUrl: options.openMeteoAirQualityBaseUrl,
      http: http(),
      now: this.now,
    });
    this.nws = new NwsAlerts({
      baseUrl: options.nwsBaseUrl,
      userAgent: options.nwsUserAgent,
      http: http(),
      now: this.now,
    });
    this.meteoAlarm = new MeteoAlarmAlerts({
      baseUrl: options.meteoAlarmBaseUrl,
      http: http(),
      now: this.now,
    });
    this.eccc = new EcccAlerts({ baseUrl: options.ecccBaseUrl, http: http(), now: this.now });
    const breaker = (name: string, isFailure?: (err: unknown) => boolean) =>
      new CircuitBreaker({
        name,
        failureThreshold: options.failureThreshold ?? DEFAULT_FAILURE_THRESHOLD,
        openMs: options.breakerOpenMs ?? DEFAULT_OPEN_MS,
        now: () => this.now().getTime(),
        isFailure,
        ignore: (err) => err instanceof BudgetSpentError,
        onStateChange: logStateChange,
      });
    this.forecastBreaker = breaker('Open-Meteo forecast');
    this.airQualityBreaker = breaker('Open-Meteo air quality');
    this.alertsBreaker = breaker('National Weather Service alerts', isNwsOutage);
    this.meteoAlarmBreaker = breaker('MeteoAlarm warnings');
    this.ecccBreaker = breaker('ECCC alerts');
  }

  private get cache(): ServerCache {
    return this.cacheOption ?? getServerCache();
  }

  /**
   * The upstream's answer through its breaker and the read's time limit. A read that starts with
   * the request's budget already spent is not made, and one that fails because the budget ran
   * out does not count against the upstream.
   */
  private async guarded<T>(breaker: CircuitBreaker, work: () => Promise<T>): Promise<T> {
    const budget = upstreamDeadline();
    if (budget.signal.aborted || budget.timeoutMs <= 0) throw new BudgetSpentError();
    return breaker.run(async () => {
      try {
        return await withCallTimeout(this.callTimeoutMs, work);
      } catch (err) {
        if (budget.signal.aborted) throw new BudgetSpentError(err);
        throw err;
      }
    });
  }

  /** The cached or fresh real answer, else the demo model's (never cached). */
  private async read<T>(plan: ReadPlan<T>): Promise<T> {
    try {
      return await this.cache.read({
        key: plan.key,
        ttlMs: plan.ttlMs,
        load: () => this.guarded(plan.breaker, plan.real),
      });
    } catch {
      return plan.demo();
    }
  }

  private forecastRead<T>(
    read: string,
    point: GeoPoint,
    count: number | undefined,
    real: (p: GeoPoint) => Promise<T>,
    demo: () => Promise<T>,
  ): Promise<T> {
    return this.read({
      breaker: this.forecastBreaker,
      key: keyOf(read, point, count),
      ttlMs: CACHE_TTL_MS.forecast,
      real: () => real(roundedPoint(point)),
      demo,
    });
  }

  private airQualityRead<T>(
    read: string,
    point: GeoPoint,
    count: number | undefined,
    real: (p: GeoPoint) => Promise<T>,
    demo: () => Promise<T>,
  ): Promise<T> {
    return this.read({
      breaker: this.airQualityBreaker,
      key: keyOf(read, point, count),
      ttlMs: CACHE_TTL_MS.forecast,
      real: () => real(roundedPoint(point)),
      demo,
    });
  }

  current(point: GeoPoint): Promise<CurrentWeather> {
    return this.forecastRead(
      'current',
      point,
      undefined,
      (p) => this.openMeteo.current(p),
      () => this.demo.current(point),
    );
  }

  hourly(point: GeoPoint, hours?: number): Promise<HourlyForecast> {
    return this.forecastRead(
      'hourly',
      point,
      hours,
      (p) => this.openMeteo.hourly(p, hours),
      () => this.demo.hourly(point, hours),
    );
  }

  daily(point: GeoPoint, days?: number): Promise<DailyForecast> {
    return this.forecastRead(
      'daily',
      point,
      days,
      (p) => this.openMeteo.daily(p, days),
      () => this.demo.daily(point, days),
    );
  }

  uv(point: GeoPoint, hours?: number): Promise<UvForecast> {
    return this.forecastRead(
      'uv',
      point,
      hours,
      (p) => this.openMeteo.uv(p, hours),
      () => this.demo.uv(point, hours),
    );
  }

  /** Sun and moon: computed here (the Open-Meteo adapter makes no call for them), so no breaker. */
  almanac(point: GeoPoint, days?: number): Promise<Almanac> {
    return this.openMeteo.almanac(point, days).catch(() => this.demo.almanac(point, days));
  }

  snow(point: GeoPoint, days?: number): Promise<SnowForecast> {
    return this.forecastRead(
      'snow',
      point,
      days,
      (p) => this.openMeteo.snow(p, days),
      () => this.demo.snow(point, days),
    );
  }

  airports(point: GeoPoint, count?: number): Promise<AirportConditions> {
    return this.forecastRead(
      'airports',
      point,
      count,
      (p) => this.openMeteo.airports(p, count),
      () => this.demo.airports(point, count),
    );
  }

  airQuality(point: GeoPoint): Promise<AirQuality> {
    return this.airQualityRead(
      'air-quality',
      point,
      undefined,
      (p) => this.openMeteo.airQuality(p),
      () => this.demo.airQuality(point),
    );
  }

  airQualityHourly(point: GeoPoint, hours?: number): Promise<AirQualityForecast> {
    return this.airQualityRead(
      'air-quality-hourly',
      point,
      hours,
      (p) => this.openMeteo.airQualityHourly(p, hours),
      () => this.demo.airQualityHourly(point, hours),
    );
  }

  pollen(point: GeoPoint, days?: number): Promise<PollenForecast> {
    return this.airQualityRead(
      'pollen',
      point,
      days,
      (p) => this.openMeteo.pollen(p, days),
      () => this.demo.pollen(point, days),
    );
  }

  /**
   * The official alerts of the service covering the place: the NWS (US), ECCC (Canada) or the
   * national service through MeteoAlarm (Europe), each behind its own breaker; the demo model's
   * (in that service's scheme) when it fails. Elsewhere none, with `covered: false` and a note.
   */
  alerts(point: GeoPoint): Promise<ActiveAlerts> {
    const rounded = roundedPoint(point);
    const service = this.serviceAt(rounded);
    if (!service)
      return Promise.resolve({
        ...uncoveredAlerts(rounded, this.now().getTime()),
        coverageNote: ALERTS_COVERAGE_NOTE,
      });
    const [breaker, real] =
      service.kind === 'nws'
        ? [
            this.alertsBreaker,
            async () => ({ ...(await this.nws.active(rounded)), issuer: NWS_ISSUER }),
          ]
        : service.kind === 'eccc'
          ? [this.ecccBreaker, () => this.eccc.active(rounded)]
          : [
              this.meteoAlarmBreaker,
              () => this.meteoAlarm.active(rounded, service.country, service.names),
            ];
    return this.read<ActiveAlerts>({
      breaker,
      key: keyOf(`alerts-${service.kind}`, point),
      ttlMs: CACHE_TTL_MS.alerts,
      real,
      demo: async () => inRegionalScheme(await this.demo.alerts(point), service),
    });
  }
}

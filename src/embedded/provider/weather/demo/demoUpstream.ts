import { summarizeAirQuality } from '../airQualityIndex';
import { deriveAlerts } from '../alertRules';
import { aggregateDay } from '../dailyAggregate';
import {
  formatLocalIso,
  HOUR,
  localDayStart,
  nextLocalDayStart,
  offsetMinutesAt,
  zoneFor,
  type Zone,
} from '../localTime';
import { toConditions, type HourSample } from '../sample';
import { demoMarking } from '../source';
import type {
  ActiveAlerts,
  AirQuality,
  CurrentWeather,
  DailyForecast,
  HourlyForecast,
  WeatherPlace,
} from '../types';
import {
  DEFAULT_DAYS,
  DEFAULT_HOURS,
  MAX_DAYS,
  MAX_HOURS,
  type GeoPoint,
  type UpstreamOptions,
  type WeatherUpstream,
} from '../upstream';
import { modelConcentrations } from './demoAirQuality';
import { modelHour, modelPlace, type ModelPlace } from './model';

const clampCount = (n: number, max: number) => Math.min(max, Math.max(1, Math.floor(n)));

/** Context of one call: the model's place, the zone, the current UTC hour. */
interface Call {
  model: ModelPlace;
  zone: Zone;
  nowMs: number;
  nowHour: number;
  place: WeatherPlace;
}

/**
 * The demo upstream (default): every value comes from the deterministic model in
 * `model.ts` (same place rounded to 2 decimals and same hour → same values), sun and moon from
 * suncalc; every payload is marked `demo: true` with a note.
 */
export class DemoWeatherUpstream implements WeatherUpstream {
  private readonly now: () => Date;

  constructor(options: UpstreamOptions = {}) {
    this.now = options.now ?? (() => new Date());
  }

  private call(point: GeoPoint): Call {
    const model = modelPlace(point);
    const zone = zoneFor(point);
    const nowMs = this.now().getTime();
    const place: WeatherPlace = {
      latitude: model.latitude,
      longitude: model.longitude,
      elevationMeters: point.elevationMeters ?? null,
      timeZone: zone.timeZone,
      utcOffsetSeconds: offsetMinutesAt(zone, nowMs) * 60,
    };
    return { model, zone, nowMs, nowHour: Math.floor(nowMs / HOUR), place };
  }

  private samples(call: Call, fromHour: number, count: number): HourSample[] {
    return Array.from({ length: count }, (_, i) => modelHour(call.model, fromHour + i));
  }

  /** Current conditions: the model's values of the current hour. */
  async current(point: GeoPoint): Promise<CurrentWeather> {
    const c = this.call(point);
    return {
      ...demoMarking(),
      place: c.place,
      current: toConditions(modelHour(c.model, c.nowHour), c.zone),
    };
  }

  /** Forecast hours from the current hour. */
  async hourly(point: GeoPoint, hours = DEFAULT_HOURS): Promise<HourlyForecast> {
    const c = this.call(point);
    const samples = this.samples(c, c.nowHour, clampCount(hours, MAX_HOURS));
    return { ...demoMarking(), place: c.place, hours: samples.map((s) => toConditions(s, c.zone)) };
  }

  /** Local days from today; high/low are the extremes of the same hourly values `hourly` answers. */
  async daily(point: GeoPoint, days = DEFAULT_DAYS): Promise<DailyForecast> {
    const c = this.call(point);
    const out = [];
    let start = localDayStart(c.nowMs, c.zone);
    for (let d = 0; d < clampCount(days, MAX_DAYS); d++) {
      const end = nextLocalDayStart(start, c.zone);
      const first = Math.ceil(start / HOUR);
      const samples = this.samples(c, first, Math.ceil(end / HOUR) - first);
      out.push(aggregateDay(samples, start, end, c.model.latitude, c.model.longitude, c.zone));
      start = end;
    }
    return { ...demoMarking(), place: c.place, days: out };
  }

  /** Alerts derived from the next 48 modelled hours. */
  async alerts(point: GeoPoint): Promise<ActiveAlerts> {
    const c = this.call(point);
    const alerts = deriveAlerts(this.samples(c, c.nowHour, 48), {
      nowMs: c.nowMs,
      zone: c.zone,
      latitude: c.model.latitude,
      longitude: c.model.longitude,
      idPrefix: 'demo',
    });
    return { ...demoMarking(true), place: c.place, alerts };
  }

  /** Air quality of the current hour (US EPA AQI computed from modelled concentrations). */
  async airQuality(point: GeoPoint): Promise<AirQuality> {
    const c = this.call(point);
    const hour = modelHour(c.model, c.nowHour);
    const summary = summarizeAirQuality(modelConcentrations(c.model, c.nowHour, hour));
    return {
      ...demoMarking(),
      place: c.place,
      time: formatLocalIso(c.nowHour * HOUR, c.zone),
      aqiScale: 'US EPA',
      ...summary,
    };
  }
}

import {
  airportElevationMeters,
  nearestMajorAirports,
} from '@/embedded/provider/airports/majorAirports';

import { summarizeAirQuality } from '../airQualityIndex';
import { ALERT_ISSUE_HOURS, ALERT_SAMPLE_HOURS, deriveAlerts } from '../alertRules';
import { alertServiceAt, inRegionalScheme } from '../cap/alertServices';
import { almanacDays } from '../almanac';
import { conditionFor } from '../conditions';
import { airportWeather } from '../airportWeather';
import { aggregateDay, dailyCode } from '../dailyAggregate';
import { POLLEN_GROUPS, pollenLevel, uvRisk } from '../levels';
import {
  formatLocalIso,
  HOUR,
  localDateString,
  localDayStart,
  nextLocalDayStart,
  offsetMinutesAt,
  zoneFor,
  type Zone,
} from '../localTime';
import { round, toConditions, type HourSample } from '../sample';
import { demoMarking } from '../source';
import type {
  ActiveAlerts,
  AirportConditions,
  AirQuality,
  AirQualityForecast,
  Almanac,
  CurrentWeather,
  DailyForecast,
  HourlyForecast,
  PollenDay,
  PollenForecast,
  SnowDay,
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
import { modelConcentrations } from './demoAirQuality';
import { demoPollenSpecies, modelPollen } from './demoPollen';
import { depthAt, samplesOf, simulateSnow, snowAnchorHour } from './demoSnow';
import { modelHour, modelPlace, type ModelPlace } from './model';

const clampCount = (n: number, max: number) => Math.min(max, Math.max(1, Math.floor(n)));
const DAY_MS = 86_400_000;

/** One local day of a call: its bounds and the first and end UTC hours it covers. */
interface LocalDay {
  start: number;
  end: number;
  firstHour: number;
  endHour: number;
}

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

  /** `days` local days from today. */
  private localDays(call: Call, days: number): LocalDay[] {
    const out: LocalDay[] = [];
    let start = localDayStart(call.nowMs, call.zone);
    for (let d = 0; d < days; d++) {
      const end = nextLocalDayStart(start, call.zone);
      out.push({ start, end, firstHour: Math.ceil(start / HOUR), endHour: Math.ceil(end / HOUR) });
      start = end;
    }
    return out;
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
    const out = this.localDays(c, clampCount(days, MAX_DAYS)).map((day) =>
      aggregateDay(
        this.samples(c, day.firstHour, day.endHour - day.firstHour),
        day.start,
        day.end,
        c.model.latitude,
        c.model.longitude,
        c.zone,
      ),
    );
    return { ...demoMarking(), place: c.place, days: out };
  }

  /**
   * Alerts issued for the next 48 modelled hours (running on to the end of their event), anywhere
   * in the world, drawn in the level scheme of the service covering the place (marked demo).
   */
  async alerts(point: GeoPoint): Promise<ActiveAlerts> {
    const c = this.call(point);
    const alerts = deriveAlerts(this.samples(c, c.nowHour, ALERT_SAMPLE_HOURS), {
      issueHours: ALERT_ISSUE_HOURS,
      nowMs: c.nowMs,
      zone: c.zone,
      latitude: c.model.latitude,
      longitude: c.model.longitude,
      idPrefix: 'demo',
    });
    return inRegionalScheme(
      { ...demoMarking(true), place: c.place, alerts },
      alertServiceAt(point),
    );
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

  /** Air quality by hour from the current hour (US EPA AQI of modelled concentrations). */
  async airQualityHourly(
    point: GeoPoint,
    hours: number = FORECAST_PAGE_LIMITS.airQualityHours.default,
  ): Promise<AirQualityForecast> {
    const c = this.call(point);
    const count = clampCount(hours, FORECAST_PAGE_LIMITS.airQualityHours.max);
    return {
      ...demoMarking(),
      place: c.place,
      aqiScale: 'US EPA',
      hours: this.samples(c, c.nowHour, count).map((sample, i) => {
        const hour = c.nowHour + i;
        const { aqi, category, dominantPollutant } = summarizeAirQuality(
          modelConcentrations(c.model, hour, sample),
        );
        return { time: formatLocalIso(hour * HOUR, c.zone), aqi, category, dominantPollutant };
      }),
    };
  }

  /**
   * Pollen by group for local days from today: each day's modelled peak count (see
   * `demoPollen.ts`), from the season at the place's latitude and hemisphere and the day's
   * modelled temperature, rain and snow cover; the species named are those of the place's region
   * (continent and climate band, `pollenRegion`).
   */
  async pollen(
    point: GeoPoint,
    days: number = FORECAST_PAGE_LIMITS.pollenDays.default,
  ): Promise<PollenForecast> {
    const c = this.call(point);
    const localDays = this.localDays(c, clampCount(days, FORECAST_PAGE_LIMITS.pollenDays.max));
    const last = localDays[localDays.length - 1];
    const run = simulateSnow(c.model, snowAnchorHour(c.nowHour), last ? last.endHour : c.nowHour);
    const species = demoPollenSpecies(c.model, point.timeZone);
    const out = localDays.map((day): PollenDay => {
      const samples = samplesOf(run, day.firstHour, day.endHour);
      const date = localDateString(day.start, c.zone);
      const weather = {
        meanTemperatureC:
          samples.reduce((acc, s) => acc + s.temperatureC, 0) / Math.max(1, samples.length),
        precipitationMm: samples.reduce((acc, s) => acc + s.precipitationMm, 0),
        snowDepthCm: depthAt(run, day.endHour - 1),
      };
      const epochDay = Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
      return {
        date,
        readings: POLLEN_GROUPS.map((group) => {
          const grains = modelPollen(c.model, group.type, epochDay, weather);
          return {
            type: group.type,
            name: group.name,
            species: [...species[group.type]],
            grainsPerM3: grains,
            level: pollenLevel(group.type, grains),
          };
        }),
      };
    });
    return { ...demoMarking(), place: c.place, days: out };
  }

  /** UV index by hour from the current hour, and each local day's maximum over the days those hours touch. */
  async uv(
    point: GeoPoint,
    hours: number = FORECAST_PAGE_LIMITS.uvHours.default,
  ): Promise<UvForecast> {
    const c = this.call(point);
    const count = clampCount(hours, FORECAST_PAGE_LIMITS.uvHours.max);
    const hourly = this.samples(c, c.nowHour, count).map((s) => {
      const uvIndex = round(s.uvIndex ?? 0);
      return { time: formatLocalIso(s.timeMs, c.zone), uvIndex, risk: uvRisk(uvIndex) };
    });
    const lastMs = (c.nowHour + count - 1) * HOUR;
    const days = [];
    for (const day of this.localDays(c, MAX_DAYS + 1)) {
      if (day.start > lastMs) break;
      const max = Math.max(
        ...this.samples(c, day.firstHour, day.endHour - day.firstHour).map((s) =>
          round(s.uvIndex ?? 0),
        ),
      );
      days.push({ date: localDateString(day.start, c.zone), uvIndexMax: max, risk: uvRisk(max) });
    }
    return { ...demoMarking(), place: c.place, hours: hourly, days };
  }

  /** Sun and moon (SunCalc) for local days from today. */
  async almanac(
    point: GeoPoint,
    days: number = FORECAST_PAGE_LIMITS.almanacDays.default,
  ): Promise<Almanac> {
    const c = this.call(point);
    const count = clampCount(days, FORECAST_PAGE_LIMITS.almanacDays.max);
    return {
      ...demoMarking(),
      place: c.place,
      days: almanacDays(c.model.latitude, c.model.longitude, c.zone, c.nowMs, count),
    };
  }

  /**
   * Snow on the ground now and snowfall by local day (today's from the hours still to come; each
   * day's high, low and sky its whole day's, as `daily` gives them): the
   * snowpack is simulated from the modelled snowfall and melt (see `demoSnow.ts`), so the depth
   * follows the same hours `hourly` answers.
   */
  async snow(
    point: GeoPoint,
    days: number = FORECAST_PAGE_LIMITS.snowDays.default,
  ): Promise<SnowForecast> {
    const c = this.call(point);
    const localDays = this.localDays(c, clampCount(days, FORECAST_PAGE_LIMITS.snowDays.max));
    const last = localDays[localDays.length - 1];
    const run = simulateSnow(
      c.model,
      snowAnchorHour(c.nowHour),
      Math.max(c.nowHour + 1, last ? last.endHour : 0),
    );
    const out = localDays.map((day, d): SnowDay => {
      // The whole day's high, low and sky, as `daily` gives them; today's snowfall only from the
      // hour still to come (an hour's amount fell in the hour before its time).
      const from =
        d === 0 ? Math.min(Math.max(day.firstHour, c.nowHour + 1), day.endHour - 1) : day.firstHour;
      const samples = samplesOf(run, day.firstHour, day.endHour);
      const toCome = samplesOf(run, from, day.endHour);
      const temps = samples.map((s) => round(s.temperatureC));
      return {
        date: localDateString(day.start, c.zone),
        snowfallCm: round(toCome.reduce((acc, s) => acc + (s.snowfallCm ?? 0), 0)),
        snowDepthCm: round(depthAt(run, day.endHour - 1)),
        temperatureHighC: temps.length ? Math.max(...temps) : 0,
        temperatureLowC: temps.length ? Math.min(...temps) : 0,
        condition: conditionFor(dailyCode(samples), true),
      };
    });
    return {
      ...demoMarking(),
      place: c.place,
      snowDepthCm: round(depthAt(run, c.nowHour)),
      days: out,
    };
  }

  /** The modelled current weather at the nearest major airports, with its delay risk. */
  async airports(
    point: GeoPoint,
    count: number = FORECAST_PAGE_LIMITS.airports.default,
  ): Promise<AirportConditions> {
    const c = this.call(point);
    const nearby = nearestMajorAirports(
      point.latitude,
      point.longitude,
      clampCount(count, FORECAST_PAGE_LIMITS.airports.max),
    );
    return {
      ...demoMarking(),
      place: c.place,
      airports: nearby.map((near) => {
        const { airport } = near;
        const elevation = airportElevationMeters(airport);
        const model = modelPlace({
          latitude: airport.latitude,
          longitude: airport.longitude,
          ...(elevation === null ? {} : { elevationMeters: elevation }),
        });
        const sample = modelHour(model, c.nowHour);
        const zone = zoneFor({ longitude: airport.longitude, timeZone: airport.tz });
        return airportWeather(near, sample, zone);
      }),
    };
  }
}

import { http, HttpResponse } from 'msw';

import { server } from '@tests/msw/server';

import { DEMO_NOTE } from '../source';
import airQualityHourlyFixture from './fixtures/air-quality-hourly.json';
import airportsFixture from './fixtures/forecast-airports.json';
import snowFixture from './fixtures/forecast-snow.json';
import uvFixture from './fixtures/forecast-uv.json';
import pollenNoneFixture from './fixtures/pollen-none.json';
import pollenFixture from './fixtures/pollen.json';
import { OpenMeteoWeatherUpstream, POLLEN_FALLBACK_NOTE } from './openMeteoUpstream';

const BASE = 'https://open-meteo.test';
const AQ_BASE = 'https://air-quality.open-meteo.test';
const NYC = { latitude: 40.7128, longitude: -74.006 };
const BERLIN = { latitude: 52.52, longitude: 13.405 };
const upstream = (now = '2026-06-21T18:20:00Z') =>
  new OpenMeteoWeatherUpstream({
    baseUrl: BASE,
    airQualityBaseUrl: AQ_BASE,
    now: () => new Date(now),
  });

/** Serves one fixture at an Open-Meteo path and records each query. */
function serve(url: string, body: unknown): URLSearchParams[] {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(url, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json(body as Record<string, unknown>);
    }),
  );
  return queries;
}

describe('Open-Meteo upstream: forecast-page reads', () => {
  it('maps hourly US AQI from the current hour', async () => {
    const queries = serve(`${AQ_BASE}/v1/air-quality`, airQualityHourlyFixture);
    const res = await upstream().airQualityHourly(NYC, 36);
    const q = queries[0];
    expect(q?.get('hourly')?.split(',')).toEqual(
      expect.arrayContaining(['us_aqi', 'us_aqi_ozone']),
    );
    expect(q?.get('forecast_hours')).toBe('36');
    expect(q?.get('timezone')).toBe('auto');
    expect(res).toMatchObject({ source: { kind: 'open-meteo' }, aqiScale: 'US EPA' });
    expect(res.demo).toBeUndefined();
    expect(res.hours).toHaveLength(36);
    expect(res.hours[0]).toEqual({
      time: '2026-06-21T14:00:00-04:00',
      aqi: 68,
      category: 'Moderate',
      dominantPollutant: 'o3',
    });
    expect(res.hours[30]).toEqual({
      time: '2026-06-22T20:00:00-04:00',
      aqi: null,
      category: null,
      dominantPollutant: null,
    });
    expect(res.place.timeZone).toBe('America/New_York');
  });

  it('maps pollen by group: the day’s peak of the summed species, with NAB levels', async () => {
    const queries = serve(`${AQ_BASE}/v1/air-quality`, pollenFixture);
    const res = await upstream('2026-06-21T10:00:00Z').pollen(BERLIN, 4);
    expect(queries[0]?.get('hourly')).toBe(
      'alder_pollen,birch_pollen,olive_pollen,grass_pollen,mugwort_pollen,ragweed_pollen',
    );
    expect(queries[0]?.get('forecast_days')).toBe('4');
    expect(res.demo).toBeUndefined();
    expect(res.source.kind).toBe('open-meteo');
    expect(res.days.map((d) => d.date)).toEqual([
      '2026-06-21',
      '2026-06-22',
      '2026-06-23',
      '2026-06-24',
    ]);
    const day = (i: number) =>
      Object.fromEntries(
        (res.days[i]?.readings ?? []).map((r) => [r.type, [r.grainsPerM3, r.level]]),
      );
    expect(day(0)).toEqual({ tree: [1, 'Low'], grass: [64, 'High'], weed: [1, 'Low'] });
    expect(day(1)).toEqual({ tree: [0, 'None'], grass: [48, 'High'], weed: [1, 'Low'] });
    expect(day(2)).toEqual({ tree: [0, 'None'], grass: [6, 'Moderate'], weed: [0, 'None'] });
    expect(day(3)).toEqual({ tree: [null, null], grass: [null, null], weed: [null, null] });
    expect(res.days[0]?.readings[2]).toMatchObject({
      name: 'Weed pollen',
      species: ['Mugwort', 'Ragweed'],
    });
  });

  it('falls back to the demo model, marked demo, where Open-Meteo has no pollen', async () => {
    serve(`${AQ_BASE}/v1/air-quality`, pollenNoneFixture);
    const res = await upstream().pollen(NYC, 3);
    expect(res).toMatchObject({ demo: true, source: { kind: 'demo' } });
    expect(res.note).toBe(POLLEN_FALLBACK_NOTE);
    expect(res.note?.startsWith(DEMO_NOTE)).toBe(true);
    expect(res.days).toHaveLength(3);
    expect(res.place.timeZone).toBe('America/New_York');
    expect(res.days[0]?.date).toBe('2026-06-21');
  });

  it('maps UV by hour with WHO risk and the daily maxima of the days touched', async () => {
    const queries = serve(`${BASE}/v1/forecast`, uvFixture);
    const res = await upstream().uv(NYC, 24);
    expect(queries[0]?.get('hourly')).toBe('uv_index');
    expect(queries[0]?.get('daily')).toBe('uv_index_max');
    expect(queries[0]?.get('forecast_days')).toBe('2');
    expect(res.hours).toHaveLength(24);
    expect(res.hours[0]).toEqual({
      time: '2026-06-21T14:00:00-04:00',
      uvIndex: expect.any(Number),
      risk: 'Very High',
    });
    expect(res.hours.find((h) => h.time === '2026-06-22T02:00:00-04:00')).toEqual({
      time: '2026-06-22T02:00:00-04:00',
      uvIndex: 0,
      risk: 'Low',
    });
    expect(res.days).toEqual([
      { date: '2026-06-21', uvIndexMax: 8.5, risk: 'Very High' },
      { date: '2026-06-22', uvIndexMax: 6.1, risk: 'High' },
    ]);
  });

  it('maps snow depth (m → cm) now and at the end of each day, and daily snowfall', async () => {
    const queries = serve(`${BASE}/v1/forecast`, snowFixture);
    const denver = { latitude: 39.74, longitude: -104.98, timeZone: 'America/Denver' };
    const res = await upstream('2026-01-15T15:30:00Z').snow(denver, 3);
    expect(queries[0]?.get('hourly')).toBe('snow_depth,snowfall');
    expect(queries[0]?.get('daily')?.split(',')).toContain('snowfall_sum');
    expect(queries[0]?.get('forecast_days')).toBe('3');
    expect(queries[0]?.get('timezone')).toBe('America/Denver');
    // 08:00 local: the 08:00 value, 0.12 m.
    expect(res.snowDepthCm).toBe(12);
    expect(res.days.map((d) => [d.date, d.snowfallCm, d.snowDepthCm, d.condition.text])).toEqual([
      ['2026-01-15', 6.3, 16.8, 'Moderate snow fall'],
      ['2026-01-16', 11.2, 28.8, 'Heavy snow fall'],
      ['2026-01-17', 0, 26.8, 'Mainly clear'],
    ]);
    expect(res.days[1]).toMatchObject({ temperatureHighC: -4.5, temperatureLowC: -12.1 });
  });

  it("counts today's snowfall from the hours still to come", async () => {
    // 0.5 cm in each hour of the 15th; the answer read at 08:30 local (15:30Z).
    serve(`${BASE}/v1/forecast`, {
      ...snowFixture,
      hourly_units: { ...snowFixture.hourly_units, snowfall: 'cm' },
      hourly: {
        ...snowFixture.hourly,
        snowfall: snowFixture.hourly.time.map((t) => (t.startsWith('2026-01-15') ? 0.5 : 0)),
      },
    });
    const denver = { latitude: 39.74, longitude: -104.98, timeZone: 'America/Denver' };
    const res = await upstream('2026-01-15T15:30:00Z').snow(denver, 3);
    // The hours ending at 09:00 … 23:00: 15 of them (the 08:00 value fell before 08:00).
    expect(res.days.map((d) => [d.date, d.snowfallCm])).toEqual([
      ['2026-01-15', 7.5],
      ['2026-01-16', 11.2],
      ['2026-01-17', 0],
    ]);
  });

  it('refuses a snow depth in another unit with 502', async () => {
    serve(`${BASE}/v1/forecast`, {
      ...snowFixture,
      hourly_units: { time: 'iso8601', snow_depth: 'ft' },
    });
    await expect(upstream().snow(NYC, 3)).rejects.toMatchObject({ status: 502 });
  });

  it('computes the almanac with SunCalc, without calling Open-Meteo', async () => {
    const queries = serve(`${BASE}/v1/forecast`, uvFixture);
    const res = await upstream('2026-06-21T12:00:00Z').almanac(
      { ...NYC, timeZone: 'America/New_York' },
      2,
    );
    expect(queries).toHaveLength(0);
    expect(res.source).toEqual({
      kind: 'open-meteo',
      attribution: expect.stringMatching(/SunCalc/),
    });
    expect(res.demo).toBeUndefined();
    expect(res.days.map((d) => d.date)).toEqual(['2026-06-21', '2026-06-22']);
    expect(res.days[0]?.sunrise).toMatch(/^2026-06-21T05:2\d:\d\d-04:00$/);
    expect(res.place).toMatchObject({ timeZone: 'America/New_York', utcOffsetSeconds: -14400 });
  });

  it('asks for every airport in one multi-coordinate call and maps each with its delay risk', async () => {
    const queries = serve(`${BASE}/v1/forecast`, airportsFixture);
    const res = await upstream().airports(NYC, 3);
    expect(queries).toHaveLength(1);
    const lats = queries[0]?.get('latitude')?.split(',') ?? [];
    expect(lats).toHaveLength(3);
    expect(queries[0]?.get('longitude')?.split(',')).toHaveLength(3);
    expect(queries[0]?.get('wind_speed_unit')).toBe('ms');
    expect(res.source.kind).toBe('open-meteo');
    expect(res.place).toMatchObject({ latitude: 40.7128, longitude: -74.006 });
    expect(res.airports.map((a) => [a.iata, a.delayRisk, a.delayReason])).toEqual([
      ['LGA', 'Low', null],
      ['EWR', 'High', 'Thunderstorm, Gusts 21 m/s'],
      ['JFK', 'Moderate', 'Gusts 14 m/s'],
    ]);
    expect(res.airports[1]).toMatchObject({
      icao: 'KEWR',
      city: 'Newark',
      current: {
        time: '2026-06-21T14:15:00-04:00',
        condition: { code: 95, text: 'Thunderstorm' },
        temperatureC: 25.1,
        visibilityKm: 4.2,
      },
    });
    expect(res.airports[0]?.distanceMiles).toBeGreaterThan(5);
  });

  it('reads a single-airport answer (an object, not an array)', async () => {
    serve(`${BASE}/v1/forecast`, airportsFixture[0]);
    const res = await upstream().airports(NYC, 1);
    expect(res.airports).toHaveLength(1);
    expect(res.airports[0]?.iata).toBe('LGA');
  });

  it('answers no airport, without a call, where none is near', async () => {
    const queries = serve(`${BASE}/v1/forecast`, airportsFixture);
    const res = await upstream().airports({ latitude: 0, longitude: -150 }, 3);
    expect(res.airports).toEqual([]);
    expect(res.source.kind).toBe('open-meteo');
    expect(queries).toHaveLength(0);
  });

  it('answers 502 when the multi-coordinate answer has fewer places than asked', async () => {
    serve(`${BASE}/v1/forecast`, airportsFixture.slice(0, 2));
    await expect(upstream().airports(NYC, 3)).rejects.toMatchObject({ status: 502 });
  });
});

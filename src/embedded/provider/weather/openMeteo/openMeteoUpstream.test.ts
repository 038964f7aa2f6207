import { http, HttpResponse } from 'msw';

import { resetConfigForTests } from '@/server/config';
import { HttpError } from '@/server/http/httpError';

import { server } from '@tests/msw/server';

import airQualityFixture from './fixtures/air-quality.json';
import currentFixture from './fixtures/forecast-current.json';
import dailyFixture from './fixtures/forecast-daily.json';
import hourlyFixture from './fixtures/forecast-hourly.json';
import { OpenMeteoWeatherUpstream } from './openMeteoUpstream';

const BASE = 'https://open-meteo.test';
const AQ_BASE = 'https://air-quality.open-meteo.test';
const NYC = { latitude: 40.7128, longitude: -74.006 };
const upstream = () =>
  new OpenMeteoWeatherUpstream({
    baseUrl: BASE,
    airQualityBaseUrl: AQ_BASE,
    now: () => new Date('2026-06-21T18:20:00Z'),
  });

/** Answers the forecast fixture matching the call (current, daily or hourly) and records each query. */
function serveForecast(queries: URLSearchParams[]) {
  server.use(
    http.get(`${BASE}/v1/forecast`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      queries.push(q);
      if (q.has('current')) return HttpResponse.json(currentFixture);
      if (q.has('daily')) return HttpResponse.json(dailyFixture);
      return HttpResponse.json(hourlyFixture);
    }),
  );
}

describe('Open-Meteo upstream', () => {
  it('asks for metric units with wind in m/s and maps current conditions', async () => {
    const queries: URLSearchParams[] = [];
    serveForecast(queries);
    const res = await upstream().current({ ...NYC, elevationMeters: 10 });
    const q = queries[0];
    expect(q?.get('wind_speed_unit')).toBe('ms');
    expect(q?.get('timezone')).toBe('auto');
    expect(q?.get('latitude')).toBe('40.7128');
    expect(q?.get('elevation')).toBe('10');
    expect(q?.get('current')?.split(',')).toEqual(
      expect.arrayContaining(['temperature_2m', 'weather_code', 'wind_gusts_10m']),
    );
    expect(res.source).toEqual({
      kind: 'open-meteo',
      attribution: expect.stringContaining('Open-Meteo'),
    });
    expect(res.demo).toBeUndefined();
    expect(res.place).toEqual({
      latitude: 40.710335,
      longitude: -73.99307,
      elevationMeters: 32,
      timeZone: 'America/New_York',
      utcOffsetSeconds: -14400,
    });
    expect(res.current).toEqual({
      time: '2026-06-21T14:15:00-04:00',
      isDay: true,
      condition: { code: 2, text: 'Partly cloudy', icon: 'partly-cloudy-day' },
      temperatureC: 27.4,
      feelsLikeC: 29.1,
      dewPointC: 18.6,
      humidityPercent: 58,
      windSpeedMs: 4.3,
      windGustMs: 9.1,
      windDirectionDeg: 212,
      pressureHpa: 1014.2,
      precipitationProbabilityPercent: 12,
      precipitationMm: 0,
      snowfallCm: 0,
      uvIndex: 7.4,
      cloudCoverPercent: 46,
      visibilityKm: 24.1,
    });
  });

  it('maps hourly series from the current hour, with WMO code text', async () => {
    const queries: URLSearchParams[] = [];
    serveForecast(queries);
    const res = await upstream().hourly(NYC, 24);
    expect(queries[0]?.get('forecast_hours')).toBe('24');
    expect(res.hours).toHaveLength(24);
    expect(res.hours[0]?.time).toBe('2026-06-21T14:00:00-04:00');
    const storm = res.hours.find((h) => h.time === '2026-06-22T18:00:00-04:00');
    expect(storm).toBeUndefined(); // beyond 24 hours
    const all = await upstream().hourly(NYC, 48);
    const thunder = all.hours.find((h) => h.time === '2026-06-22T18:00:00-04:00');
    expect(thunder?.condition).toEqual({ code: 95, text: 'Thunderstorm', icon: 'thunderstorm' });
    expect(thunder).toMatchObject({ windGustMs: 21.6, precipitationMm: 6.2, visibilityKm: 6 });
    expect(all.hours.find((h) => h.time.endsWith('T02:00:00-04:00'))?.condition.icon).toBe(
      'clear-night',
    );
  });

  it('maps daily values, with sun and moon from suncalc', async () => {
    const queries: URLSearchParams[] = [];
    serveForecast(queries);
    const res = await upstream().daily(NYC, 3);
    expect(queries[0]?.get('forecast_days')).toBe('3');
    expect(
      res.days.map((d) => [d.date, d.temperatureHighC, d.temperatureLowC, d.condition.text]),
    ).toEqual([
      ['2026-06-21', 28.1, 17.2, 'Partly cloudy'],
      ['2026-06-22', 29.4, 19, 'Thunderstorm'],
      ['2026-06-23', 24, 16.5, 'Slight rain'],
    ]);
    expect(res.days[1]).toMatchObject({
      precipitationMm: 18.6,
      precipitationProbabilityPercent: 85,
      windGustMaxMs: 21.6,
      uvIndexMax: 6.1,
    });
    expect(res.days[0]?.sunrise).toMatch(/^2026-06-21T05:2\d:\d\d-04:00$/);
    expect(res.days[0]?.startTime).toBe('2026-06-21T00:00:00-04:00');
  });

  it('derives alerts from the forecast and says so in the source', async () => {
    serveForecast([]);
    const res = await upstream().alerts(NYC);
    expect(res.source).toMatchObject({ kind: 'open-meteo', alertsDerived: true });
    expect(res.note).toMatch(/derived/);
    expect(res.alerts).toHaveLength(1);
    expect(res.alerts[0]).toMatchObject({
      event: 'Wind Advisory',
      severity: 'Moderate',
      onset: '2026-06-22T18:00:00-04:00',
      expires: '2026-06-22T21:00:00-04:00',
    });
    expect(res.alerts[0]?.id).toMatch(/^open-meteo-wind-advisory-/);
  });

  it('maps air quality from the configurable air-quality base', async () => {
    let query: URLSearchParams | undefined;
    server.use(
      http.get(`${AQ_BASE}/v1/air-quality`, ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json(airQualityFixture);
      }),
    );
    const res = await upstream().airQuality(NYC);
    expect(query?.get('current')).toContain('us_aqi');
    expect(res).toMatchObject({
      aqi: 68,
      category: 'Moderate',
      dominantPollutant: 'o3',
      aqiScale: 'US EPA',
      time: '2026-06-21T14:00:00-04:00',
    });
    expect(res.pollutants.find((p) => p.code === 'pm2_5')).toEqual({
      code: 'pm2_5',
      name: 'Fine particles (PM2.5)',
      concentrationUgM3: 8.1,
      aqi: 45,
    });
  });

  it('answers 502 "Weather upstream unavailable" after retrying an upstream 500', async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/v1/forecast`, () => {
        calls++;
        return HttpResponse.json({ error: true, reason: 'boom' }, { status: 500 });
      }),
    );
    const err = await upstream()
      .current(NYC)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ status: 502, message: 'Weather upstream unavailable' });
    expect(calls).toBe(3);
  });

  it('answers 502 for an answer of the wrong shape or units', async () => {
    server.use(http.get(`${BASE}/v1/forecast`, () => HttpResponse.json({ hello: 'world' })));
    await expect(upstream().daily(NYC)).rejects.toMatchObject({ status: 502 });
    const fahrenheit = {
      ...dailyFixture,
      daily_units: { ...dailyFixture.daily_units, temperature_2m_max: '°F' },
    };
    server.use(http.get(`${BASE}/v1/forecast`, () => HttpResponse.json(fahrenheit)));
    await expect(upstream().daily(NYC)).rejects.toMatchObject({
      status: 502,
      message: expect.stringContaining('°F'),
    });
  });

  it('answers 502 within the upstream budget when Open-Meteo never answers', async () => {
    const before = process.env.UPSTREAM_BUDGET_MS;
    process.env.UPSTREAM_BUDGET_MS = '200';
    resetConfigForTests();
    try {
      server.use(http.get(`${BASE}/v1/forecast`, () => new Promise<never>(() => undefined)));
      await expect(upstream().current(NYC)).rejects.toMatchObject({
        status: 502,
        message: 'Weather upstream unavailable',
      });
    } finally {
      if (before === undefined) delete process.env.UPSTREAM_BUDGET_MS;
      else process.env.UPSTREAM_BUDGET_MS = before;
      resetConfigForTests();
    }
  }, 2_000);
});

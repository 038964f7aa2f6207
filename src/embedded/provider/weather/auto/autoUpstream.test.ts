import { delay, http, HttpResponse, type JsonBodyType } from 'msw';

import { createServerCache, createServerStorageBackend, type ServerCache } from '@/server/cache';
import { resetConfigForTests } from '@/server/config';
import { withUpstreamBudget } from '@/server/http/upstreamBudget';

import { server } from '@tests/msw/server';

import buffaloAlerts from '../nws/fixtures/alerts-active-buffalo.json';
import { NWS_ATTRIBUTION } from '../nws/nwsAlerts';
import airQualityFixture from '../openMeteo/fixtures/air-quality.json';
import currentFixture from '../openMeteo/fixtures/forecast-current.json';
import { DEMO_NOTE } from '../source';
import type { GeoPoint } from '../upstream';
import { AutoWeatherUpstream, type AutoWeatherOptions } from './autoUpstream';

const FORECAST = 'https://open-meteo.test';
const AIR = 'https://air-quality.open-meteo.test';
const NWS = 'https://nws.test';
const NYC: GeoPoint = { latitude: 40.71284, longitude: -74.00601 };
const PARIS: GeoPoint = { latitude: 48.8534, longitude: 2.3488, timeZone: 'Europe/Paris' };

/** What a test's fake upstreams were asked, by path. */
interface Calls {
  forecast: URL[];
  airQuality: URL[];
  alerts: URL[];
  /** The User-Agent of each alerts call. */
  userAgents: (string | null)[];
}

type Reply = () => Promise<Response> | Response;
const json = (body: JsonBodyType) => () => HttpResponse.json(body);
const failing = () => HttpResponse.json({ error: true, reason: 'down' }, { status: 500 });

/** An upstream that does not answer (until the caller gives up). */
const hanging: Reply = () => new Promise<Response>(() => undefined);

/** Serves the three upstreams; each answers through its current `reply`, which a test may swap. */
function serveUpstreams(replies: { forecast?: Reply; airQuality?: Reply; alerts?: Reply } = {}) {
  const calls: Calls = { forecast: [], airQuality: [], alerts: [], userAgents: [] };
  const current = {
    forecast: replies.forecast ?? json(currentFixture),
    airQuality: replies.airQuality ?? json(airQualityFixture),
    alerts: replies.alerts ?? json(buffaloAlerts),
  };
  server.use(
    http.get(`${FORECAST}/v1/forecast`, ({ request }) => {
      calls.forecast.push(new URL(request.url));
      return current.forecast();
    }),
    http.get(`${AIR}/v1/air-quality`, ({ request }) => {
      calls.airQuality.push(new URL(request.url));
      return current.airQuality();
    }),
    http.get(`${NWS}/alerts/active`, ({ request }) => {
      calls.alerts.push(new URL(request.url));
      calls.userAgents.push(request.headers.get('user-agent'));
      return current.alerts();
    }),
  );
  return { calls, set: (next: Partial<typeof current>) => Object.assign(current, next) };
}

let cache: ServerCache;
let nowMs: number;

let warn: jest.SpyInstance;

beforeEach(() => {
  nowMs = Date.parse('2026-06-21T18:20:00Z');
  // The cache runs on the test's clock too, so lifetimes can be stepped through.
  cache = createServerCache(createServerStorageBackend(), { now: () => nowMs });
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

const auto = (options: Partial<AutoWeatherOptions> = {}) =>
  new AutoWeatherUpstream({
    openMeteoBaseUrl: FORECAST,
    openMeteoAirQualityBaseUrl: AIR,
    nwsBaseUrl: NWS,
    nwsUserAgent: 'Test Weather (ops@example.com)',
    cache,
    now: () => new Date(nowMs),
    alertServiceAt: (p) => (p.longitude < -60 ? { kind: 'nws' } : null),
    ...options,
  });

describe('auto weather upstream: Open-Meteo with the demo model as stand-in', () => {
  it('answers Open-Meteo’s values for a place rounded to 3 decimals', async () => {
    const { calls } = serveUpstreams();
    const res = await auto().current(NYC);
    expect(res.source.kind).toBe('open-meteo');
    expect(res.demo).toBeUndefined();
    expect(res.current.temperatureC).toBe(27.4);
    expect(calls.forecast[0]?.searchParams.get('latitude')).toBe('40.713');
    expect(calls.forecast[0]?.searchParams.get('longitude')).toBe('-74.006');
  });

  it('answers the demo model’s values, marked demo, when Open-Meteo answers 500', async () => {
    const { calls } = serveUpstreams({ forecast: failing });
    const res = await auto().current(NYC);
    expect(res).toMatchObject({ demo: true, note: DEMO_NOTE, source: { kind: 'demo' } });
    // The first call and its one retry.
    expect(calls.forecast).toHaveLength(2);
  });

  it('answers the demo model when Open-Meteo does not answer within the read’s time limit', async () => {
    serveUpstreams({
      forecast: hanging,
    });
    const started = Date.now();
    const res = await auto({ callTimeoutMs: 300 }).current(NYC);
    expect(res.demo).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('answers the demo model when Open-Meteo answers an unexpected shape', async () => {
    serveUpstreams({ forecast: json({ latitude: 'north' }) });
    expect((await auto().current(NYC)).demo).toBe(true);
  });

  it('keeps real answers per place for 10 minutes: a second read makes no call', async () => {
    const { calls } = serveUpstreams();
    const upstream = auto();
    const first = await upstream.current(NYC);
    // Another point within the same 3-decimal place shares the entry.
    nowMs += 10 * 60_000 - 1;
    const second = await upstream.current({ ...NYC, latitude: 40.7128 });
    expect(second).toEqual(first);
    expect(calls.forecast).toHaveLength(1);
    await upstream.current(PARIS);
    expect(calls.forecast).toHaveLength(2);
    nowMs += 1;
    await upstream.current(NYC);
    expect(calls.forecast).toHaveLength(3);
  });

  it('shares one call between concurrent reads of a place', async () => {
    const { calls } = serveUpstreams();
    const upstream = auto();
    const answers = await Promise.all([upstream.current(NYC), upstream.current(NYC)]);
    expect(answers[0]).toEqual(answers[1]);
    expect(calls.forecast).toHaveLength(1);
  });

  it('never keeps a failure or the demo stand-in: the next read asks again and gets real values', async () => {
    const { calls, set } = serveUpstreams({ forecast: failing });
    const upstream = auto();
    expect((await upstream.current(NYC)).demo).toBe(true);
    set({ forecast: json(currentFixture) });
    const res = await upstream.current(NYC);
    expect(res.demo).toBeUndefined();
    expect(res.source.kind).toBe('open-meteo');
    expect(calls.forecast).toHaveLength(3);
  });

  it('opens the breaker after 3 failed reads, skips Open-Meteo for 30 s, then closes on a good trial', async () => {
    const { calls, set } = serveUpstreams({ forecast: failing });
    const upstream = auto();
    for (let i = 0; i < 3; i++) expect((await upstream.current(NYC)).demo).toBe(true);
    expect(upstream.forecastBreaker.state).toBe('open');
    const made = calls.forecast.length;

    // Open: answered by the demo model without a call, even once Open-Meteo is back.
    set({ forecast: json(currentFixture) });
    expect((await upstream.current(NYC)).demo).toBe(true);
    nowMs += 29_000;
    expect((await upstream.current(NYC)).demo).toBe(true);
    expect(calls.forecast).toHaveLength(made);

    // Half-open after 30 s: one trial call; it answers, the breaker closes.
    nowMs += 1_000;
    const trial = await upstream.current(NYC);
    expect(trial.source.kind).toBe('open-meteo');
    expect(calls.forecast).toHaveLength(made + 1);
    expect(upstream.forecastBreaker.state).toBe('closed');
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      'Open-Meteo forecast unavailable (Weather upstream unavailable): its reads are answered by the demo model for a while',
      'Open-Meteo forecast answers again',
    ]);
  });

  it('reopens the breaker when the trial fails', async () => {
    const { calls } = serveUpstreams({ forecast: failing });
    const upstream = auto();
    for (let i = 0; i < 3; i++) await upstream.current(NYC);
    nowMs += 30_000;
    const made = calls.forecast.length;
    expect((await upstream.current(NYC)).demo).toBe(true);
    expect(calls.forecast.length).toBeGreaterThan(made);
    expect(upstream.forecastBreaker.state).toBe('open');
  });

  it('still answers a kept real value while the breaker is open', async () => {
    const { set } = serveUpstreams();
    const upstream = auto();
    await upstream.current(NYC);
    set({ forecast: failing });
    for (let i = 0; i < 3; i++) await upstream.current(PARIS);
    expect(upstream.forecastBreaker.state).toBe('open');
    expect((await upstream.current(NYC)).source.kind).toBe('open-meteo');
  });

  it('has one breaker per upstream: a failing forecast API leaves air quality real', async () => {
    serveUpstreams({ forecast: failing });
    const upstream = auto();
    for (let i = 0; i < 3; i++) await upstream.current(NYC);
    expect(upstream.forecastBreaker.state).toBe('open');
    const air = await upstream.airQuality(NYC);
    expect(air.source.kind).toBe('open-meteo');
    expect(air.demo).toBeUndefined();
    expect(upstream.airQualityBreaker.state).toBe('closed');
  });

  it('asks each read of its own API and answers every one from the demo model when that fails', async () => {
    const { calls } = serveUpstreams({ forecast: failing, airQuality: failing });
    const upstream = auto({ failureThreshold: 100 });
    const reads = {
      forecast: [
        () => upstream.hourly(NYC, 12),
        () => upstream.daily(NYC, 5),
        () => upstream.uv(NYC),
        () => upstream.snow(NYC),
        () => upstream.airports(NYC, 2),
      ],
      airQuality: [() => upstream.airQualityHourly(NYC, 12), () => upstream.pollen(NYC)],
    };
    for (const api of ['forecast', 'airQuality'] as const) {
      for (const read of reads[api]) {
        const before = { forecast: calls.forecast.length, airQuality: calls.airQuality.length };
        const res = await read();
        expect(res).toMatchObject({ demo: true, note: DEMO_NOTE });
        expect(calls[api].length).toBeGreaterThan(before[api]);
        const other = api === 'forecast' ? 'airQuality' : 'forecast';
        expect(calls[other]).toHaveLength(before[other]);
      }
    }
  });

  it('computes sun and moon without a call, real even while the forecast breaker is open', async () => {
    const { calls } = serveUpstreams({ forecast: failing });
    const upstream = auto();
    for (let i = 0; i < 3; i++) await upstream.current(NYC);
    expect(upstream.forecastBreaker.state).toBe('open');
    const made = calls.forecast.length;
    const almanac = await upstream.almanac(NYC, 3);
    expect(almanac.demo).toBeUndefined();
    expect(almanac.days).toHaveLength(3);
    expect(calls.forecast).toHaveLength(made);
  });

  it('does not call, nor blame the upstream, when the request’s budget is already spent', async () => {
    process.env.UPSTREAM_BUDGET_MS = '50';
    resetConfigForTests();
    try {
      const { calls } = serveUpstreams();
      const upstream = auto();
      for (let i = 0; i < 3; i++) {
        const res = await withUpstreamBudget(async () => {
          await delay(80);
          return upstream.current(NYC);
        });
        expect(res.demo).toBe(true);
      }
      expect(calls.forecast).toHaveLength(0);
      expect(upstream.forecastBreaker.state).toBe('closed');
    } finally {
      delete process.env.UPSTREAM_BUDGET_MS;
      resetConfigForTests();
    }
  });
});

describe('auto weather upstream: alerts', () => {
  beforeEach(() => {
    nowMs = Date.parse('2026-11-23T15:00:00Z');
  });

  it('answers the NWS’s alerts for a US place, with the User-Agent, kept 2 minutes', async () => {
    const { calls } = serveUpstreams();
    const upstream = auto();
    const res = await upstream.alerts({ ...NYC, timeZone: 'America/New_York' });
    expect(res.source).toEqual({ kind: 'nws', attribution: NWS_ATTRIBUTION });
    expect(res.demo).toBeUndefined();
    expect(res.covered).toBe(true);
    expect(res.alerts.map((a) => a.event)).toEqual(['Lake Effect Snow Warning', 'Wind Advisory']);
    expect(res.alerts[0]?.sender).toBe('NWS Buffalo NY');
    expect(calls.alerts[0]?.searchParams.get('point')).toBe('40.7130,-74.0060');
    expect(calls.userAgents).toEqual(['Test Weather (ops@example.com)']);

    nowMs += 2 * 60_000 - 1;
    await upstream.alerts({ ...NYC, timeZone: 'America/New_York' });
    expect(calls.alerts).toHaveLength(1);
    nowMs += 1;
    await upstream.alerts({ ...NYC, timeZone: 'America/New_York' });
    expect(calls.alerts).toHaveLength(2);
  });

  it('answers no alerts with the coverage note where no service covers the place, without a call', async () => {
    const { calls } = serveUpstreams();
    const res = await auto().alerts(PARIS);
    expect(res).toMatchObject({
      alerts: [],
      covered: false,
      coverageNote:
        'Official weather alerts cover the United States, Canada and the MeteoAlarm countries of Europe.',
    });
    expect(calls.alerts).toHaveLength(0);
  });

  it('answers the demo model’s derived alerts, marked demo, when the NWS fails, and opens its breaker', async () => {
    const { calls } = serveUpstreams({ alerts: failing });
    const upstream = auto();
    const res = await upstream.alerts(NYC);
    expect(res).toMatchObject({
      demo: true,
      note: DEMO_NOTE,
      source: { kind: 'demo', alertsDerived: true },
    });
    expect(res.covered).toBeUndefined();
    await upstream.alerts(NYC);
    await upstream.alerts(NYC);
    expect(upstream.alertsBreaker.state).toBe('open');
    const made = calls.alerts.length;
    expect((await upstream.alerts(NYC)).demo).toBe(true);
    expect(calls.alerts).toHaveLength(made);
  });

  it('does not open the NWS breaker for a 4xx about the request', async () => {
    serveUpstreams({ alerts: () => HttpResponse.json({ title: 'Bad point' }, { status: 400 }) });
    const upstream = auto();
    for (let i = 0; i < 4; i++) expect((await upstream.alerts(NYC)).demo).toBe(true);
    expect(upstream.alertsBreaker.state).toBe('closed');
  });
});

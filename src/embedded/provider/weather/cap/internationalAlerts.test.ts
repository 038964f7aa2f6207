import { readFileSync } from 'node:fs';
import path from 'node:path';

import { http, HttpResponse } from 'msw';

import { createServerCache, createServerStorageBackend, type ServerCache } from '@/server/cache';

import { server } from '@tests/msw/server';

import { AutoWeatherUpstream, type AutoWeatherOptions } from '../auto/autoUpstream';
import { DemoWeatherUpstream } from '../demo/demoUpstream';
import { DEMO_NOTE } from '../source';
import type { GeoPoint } from '../upstream';
import { parseCapAlert, pickInfo, pointInPolygon } from './capDocument';

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');

const METEOALARM = 'https://feeds.meteoalarm.test';
const ECCC = 'https://dd.eccc.test';
const BERLIN: GeoPoint = { latitude: 52.52437, longitude: 13.41053, timeZone: 'Europe/Berlin' };
const TORONTO: GeoPoint = { latitude: 43.70011, longitude: -79.4163, timeZone: 'America/Toronto' };
const TOKYO: GeoPoint = { latitude: 35.6895, longitude: 139.69171, timeZone: 'Asia/Tokyo' };

const xml = (body: string) => () =>
  new HttpResponse(body, { headers: { 'Content-Type': 'application/xml' } });
const html = (body: string) => () =>
  new HttpResponse(body, { headers: { 'Content-Type': 'text/html' } });
const EMPTY_LISTING = '<html><body><a href="?C=N;O=D">Name</a></body></html>';
const down = () => HttpResponse.text('down', { status: 503 });

/** Serves MeteoAlarm's German feed and its linked CAP documents; counts the calls. */
function serveMeteoAlarm(
  feed: () => Response = xml(fixture('meteoalarm-legacy-atom-germany.xml')),
) {
  const calls: string[] = [];
  const docs: Record<string, string> = {
    '11111111-aaaa-4bbb-8ccc-000000000001': fixture('meteoalarm-cap-berlin-wind.xml'),
    '11111111-aaaa-4bbb-8ccc-000000000002': fixture('meteoalarm-cap-berlin-thunder.xml'),
  };
  server.use(
    http.get(`${METEOALARM}/feeds/meteoalarm-legacy-atom-germany`, ({ request }) => {
      calls.push(request.url);
      return feed();
    }),
    http.get(`${METEOALARM}/api/v1/warnings/feeds-germany/:id`, ({ params, request }) => {
      calls.push(request.url);
      const doc = docs[String(params.id)];
      return doc ? xml(doc)() : HttpResponse.text('not found', { status: 404 });
    }),
  );
  return calls;
}

/** Serves the Datamart: the 23rd lists CWTO and CWUL, CWTO's 14 h holds three CAP files. */
function serveEccc(day: () => Response = html(fixture('eccc-listing-day.html'))) {
  const calls: string[] = [];
  server.use(
    http.get(`${ECCC}/alerts/cap/:day/`, ({ params, request }) => {
      calls.push(request.url);
      return params.day === '20261123' ? day() : html(EMPTY_LISTING)();
    }),
    http.get(`${ECCC}/alerts/cap/:day/:office/:hour/`, ({ params, request }) => {
      calls.push(request.url);
      return params.office === 'CWTO' && params.hour === '14' && params.day === '20261123'
        ? html(fixture('eccc-listing-cwto-14.html'))()
        : html(EMPTY_LISTING)();
    }),
    http.get(`${ECCC}/alerts/cap/20261123/CWTO/14/:file`, ({ params, request }) => {
      calls.push(request.url);
      const id = /_(\d+)\.cap$/.exec(String(params.file))?.[1];
      const name = {
        '1794000001': 'eccc-cap-toronto-watch.cap',
        '1794000002': 'eccc-cap-toronto-warning.cap',
        '1794000003': 'eccc-cap-ottawa-statement.cap',
      }[id ?? ''];
      return name ? xml(fixture(name))() : HttpResponse.text('not found', { status: 404 });
    }),
  );
  return calls;
}

let cache: ServerCache;
let nowMs: number;
let warn: jest.SpyInstance;

beforeEach(() => {
  nowMs = Date.parse('2026-11-23T15:00:00Z');
  cache = createServerCache(createServerStorageBackend(), { now: () => nowMs });
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

const auto = (options: Partial<AutoWeatherOptions> = {}) =>
  new AutoWeatherUpstream({
    nwsUserAgent: 'Test Weather (ops@example.com)',
    meteoAlarmBaseUrl: METEOALARM,
    ecccBaseUrl: ECCC,
    cache,
    now: () => new Date(nowMs),
    ...options,
  });

describe('alerts beyond the United States (auto mode, recorded feeds)', () => {
  it('gives a German place its service’s warnings through MeteoAlarm, with awareness levels', async () => {
    const calls = serveMeteoAlarm();
    const res = await auto().alerts(BERLIN);
    expect(res.demo).toBeUndefined();
    expect(res.covered).toBe(true);
    expect(res.source.kind).toBe('meteoalarm');
    expect(res.issuer).toEqual({
      name: 'Deutscher Wetterdienst via MeteoAlarm',
      url: 'https://www.dwd.de/',
      scheme: 'meteoalarm',
    });
    // Most severe first; English where the service sent it, else its own language.
    expect(res.alerts.map((a) => [a.event, a.level?.code, a.hazard, a.language])).toEqual([
      ['SCHWERES GEWITTER', 'orange', 'Thunderstorm', 'de-DE'],
      ['wind gusts', 'yellow', 'Wind', 'en-GB'],
    ]);
    expect(res.alerts[1]).toMatchObject({
      headline: 'Official WARNING of WIND GUSTS',
      instruction: 'Take care of falling branches.',
      sender: 'Deutscher Wetterdienst',
      onset: '2026-11-23T14:00:00+01:00',
      expires: '2026-11-24T06:00:00+01:00',
      areaDesc: 'Berlin',
    });
    // The polygon the service drew is kept for the map.
    expect(res.alerts[0]?.geometry?.type).toBe('Polygon');
    // Only the documents of entries naming the place were read (not Kreis Stormarn's).
    expect(calls.filter((c) => c.includes('/api/v1/warnings/'))).toHaveLength(2);
  });

  it('gives a Canadian place ECCC’s alerts by point-in-polygon, updates replacing what they update', async () => {
    const calls = serveEccc();
    const upstream = auto();
    const res = await upstream.alerts(TORONTO);
    expect(res.demo).toBeUndefined();
    expect(res.source.kind).toBe('eccc');
    expect(res.issuer).toEqual({
      name: 'Environment and Climate Change Canada',
      url: 'https://weather.gc.ca/',
      scheme: 'eccc',
    });
    expect(res.alerts).toHaveLength(1);
    expect(res.alerts[0]).toMatchObject({
      event: 'snow squall warning',
      level: { scheme: 'eccc', code: 'warning' },
      language: 'en-CA',
      areaDesc: 'City of Toronto',
      onset: '2026-11-23T09:50:00-05:00',
      expires: '2026-11-24T00:00:00-05:00',
    });
    // Kept for 2 minutes; CAP files are read once.
    const made = calls.length;
    await upstream.alerts(TORONTO);
    expect(calls).toHaveLength(made);
  });

  it('answers demo alerts in the service’s scheme when its feed fails, and opens that breaker', async () => {
    const calls = serveMeteoAlarm(down);
    const upstream = auto();
    for (let i = 0; i < 3; i++) {
      const res = await upstream.alerts(BERLIN);
      expect(res).toMatchObject({ demo: true, note: DEMO_NOTE, source: { kind: 'demo' } });
      expect(res.issuer).toEqual({ name: 'Demo weather model of this site', scheme: 'meteoalarm' });
    }
    expect(upstream.meteoAlarmBreaker.state).toBe('open');
    expect(upstream.alertsBreaker.state).toBe('closed');
    const made = calls.length;
    await upstream.alerts(BERLIN);
    expect(calls).toHaveLength(made);
  });

  it('gives up on a feed that does not answer within the call’s time limit', async () => {
    serveEccc(() => new Promise<Response>(() => undefined) as unknown as Response);
    const started = Date.now();
    const res = await auto({ callTimeoutMs: 150 }).alerts(TORONTO);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(res).toMatchObject({ demo: true, issuer: { scheme: 'eccc' } });
  });

  it('says which places official alerts cover where no service issues them, without a call', async () => {
    const res = await auto().alerts(TOKYO);
    expect(res).toMatchObject({
      alerts: [],
      covered: false,
      coverageNote:
        'Official weather alerts cover the United States, Canada and the MeteoAlarm countries of Europe.',
    });
  });
});

describe('demo model alerts (offline)', () => {
  it('covers places worldwide, marked demo, in the scheme of the place’s service', async () => {
    const demo = new DemoWeatherUpstream({ now: () => new Date(nowMs) });
    for (const [point, scheme] of [
      [BERLIN, 'meteoalarm'],
      [TORONTO, 'eccc'],
      [TOKYO, 'cap-severity'],
    ] as const) {
      const res = await demo.alerts(point);
      expect(res).toMatchObject({ demo: true, issuer: { scheme } });
      expect(res.covered).toBeUndefined();
      for (const alert of res.alerts) expect(alert.level?.scheme ?? 'cap-severity').toBe(scheme);
    }
  });
});

describe('CAP documents', () => {
  it('reads a bilingual CAP-CP file and picks English first, else the visitor’s language', () => {
    const cap = parseCapAlert(fixture('eccc-cap-toronto-warning.cap'));
    expect(cap.references).toHaveLength(1);
    expect(pickInfo(cap.infos)?.language).toBe('en-CA');
    expect(pickInfo(cap.infos, ['fr'])?.event).toBe('avertissement de bourrasques de neige');
    const polygon = cap.infos[0]?.areas[0]?.polygons[0] ?? [];
    expect(pointInPolygon(43.7, -79.42, polygon)).toBe(true);
    expect(pointInPolygon(45.42, -75.7, polygon)).toBe(false);
  });

  it('refuses a document that is not well-formed or not CAP', () => {
    expect(() => parseCapAlert('<alert><identifier>x</alert>')).toThrow();
    expect(() => parseCapAlert('<feed/>')).toThrow(/Not a CAP alert/);
  });
});

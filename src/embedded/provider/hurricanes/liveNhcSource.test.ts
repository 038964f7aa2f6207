import { readFileSync } from 'node:fs';
import path from 'node:path';

import { http, HttpResponse } from 'msw';

import { resetConfigForTests } from '@/server/config';

import { server } from '@tests/msw/server';

import live from './fixtures/currentStormsLive.json';
import { getActiveStorms, getOutlook } from './hurricanes.service';
import { createLiveNhcSource, NHC_CACHE_TTL_MS } from './liveNhcSource';
import { getHurricaneFeed } from './nhcSource';

const BASE = 'https://nhc.test';
const shtml = readFileSync(path.join(__dirname, 'fixtures', 'MIATWOAT.shtml'), 'utf8');
const quiet = readFileSync(path.join(__dirname, 'fixtures', 'quiet.txt'), 'utf8');

/** Serves CurrentStorms.json and the three outlook pages, counting the storm calls. */
function serveNhc(storms: object = live) {
  const calls = { storms: 0 };
  server.use(
    http.get(`${BASE}/CurrentStorms.json`, () => {
      calls.storms += 1;
      return HttpResponse.json(storms);
    }),
    http.get(`${BASE}/text/MIATWOAT.shtml`, () =>
      HttpResponse.text(shtml, { headers: { 'content-type': 'text/html' } }),
    ),
    http.get(`${BASE}/text/:product`, () => HttpResponse.text(quiet)),
  );
  return calls;
}

describe('live NHC source', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('fetches CurrentStorms.json and the outlook pages, parsing NHC string numbers and null watches', async () => {
    serveNhc();
    const { storms, outlookAreasOpen } = await getActiveStorms(
      createLiveNhcSource({ baseUrl: BASE }),
    );
    expect(storms.map((s) => [s.name, s.windKt, s.pressureMb, s.hasWatchesWarnings])).toEqual([
      ['Erin', 45, null, false],
      ['Iona', 115, 948, true],
    ]);
    expect(outlookAreasOpen).toBe(2);
  });

  it('treats an empty activeStorms list with open areas as not all clear', async () => {
    serveNhc({ activeStorms: [] });
    const source = createLiveNhcSource({ baseUrl: BASE });
    expect((await getActiveStorms(source)).storms).toEqual([]);
    expect(await getOutlook(source, 'at')).toMatchObject({ activeStorms: 0, allClear: false });
    expect(await getOutlook(source, 'cp')).toMatchObject({ areas: [], allClear: true });
  });

  it('reuses a document for 5 minutes, then fetches it again', async () => {
    const calls = serveNhc();
    let now = 1_000_000;
    const source = createLiveNhcSource({ baseUrl: BASE, now: () => now });
    await Promise.all([source.currentStorms(), source.currentStorms()]);
    now += NHC_CACHE_TTL_MS - 1;
    await source.currentStorms();
    expect(calls.storms).toBe(1);
    now += 1;
    await source.currentStorms();
    expect(calls.storms).toBe(2);
  });

  it('retries a 5xx, does not cache a failure, and answers 502 when NHC stays down', async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/CurrentStorms.json`, () =>
        ++calls === 1 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json(live),
      ),
    );
    const source = createLiveNhcSource({ baseUrl: BASE });
    expect((await source.currentStorms()) as unknown).toEqual(live);
    expect(calls).toBe(2);

    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(`${BASE}/CurrentStorms.json`, () => new HttpResponse(null, { status: 404 })),
    );
    const down = createLiveNhcSource({ baseUrl: BASE });
    await expect(getActiveStorms(down)).rejects.toMatchObject({ status: 502 });
    serveNhc();
    expect((await getActiveStorms(down)).storms).toHaveLength(2);
  });

  it('is the source with WEATHER_UPSTREAM=auto (at NHC_BASE_URL), the sample with demo', async () => {
    serveNhc();
    const env = { ...process.env };
    process.env.WEATHER_UPSTREAM = 'auto';
    process.env.NHC_BASE_URL = `${BASE}/`;
    resetConfigForTests();
    try {
      const live = await getHurricaneFeed().read(getActiveStorms);
      expect(live.storms[0]?.name).toBe('Erin');
      expect(live).toMatchObject({ source: { kind: 'nhc' } });
      expect(live).not.toHaveProperty('sample');
    } finally {
      process.env = env;
      resetConfigForTests();
    }
    const demo = await getHurricaneFeed().read(getActiveStorms);
    expect(demo.storms[0]?.name).toBe('Milton');
    expect(demo).toMatchObject({ sample: true, source: { kind: 'sample' } });
  });

  it('answers 502 within the upstream budget when NHC never answers, and keeps no failure', async () => {
    const before = process.env.UPSTREAM_BUDGET_MS;
    process.env.UPSTREAM_BUDGET_MS = '200';
    resetConfigForTests();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      server.use(http.get(`${BASE}/CurrentStorms.json`, () => new Promise<never>(() => undefined)));
      const source = createLiveNhcSource({ baseUrl: BASE });
      await expect(getActiveStorms(source)).rejects.toMatchObject({ status: 502 });
      serveNhc();
      expect((await getActiveStorms(source)).storms).toHaveLength(2);
    } finally {
      if (before === undefined) delete process.env.UPSTREAM_BUDGET_MS;
      else process.env.UPSTREAM_BUDGET_MS = before;
      resetConfigForTests();
    }
  }, 2_000);
});

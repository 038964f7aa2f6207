import { strToU8, zipSync } from 'fflate';
import { http, HttpResponse } from 'msw';

import { server } from '@tests/msw/server';

import live from './fixtures/currentStormsLive.json';
import {
  getActiveStorm,
  getActiveStorms,
  getStormAdvisory,
  getStormGis,
} from './hurricanes.service';
import { createLiveNhcSource } from './liveNhcSource';
import { createHurricaneFeed, createNhcBreaker } from './nhcSource';

const BASE = 'https://nhc.test';

/** A KMZ as NHC serves it: one KML document, zipped. */
const wwKmz = zipSync({
  'cp012026_021adv_ww.kml': strToU8(`<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document>
  <Placemark><name>Hurricane Warning</name>
    <LineString><coordinates>-155.9,19.1,0 -155.5,19.6,0 -155.0,19.7,0</coordinates></LineString></Placemark>
  <Placemark><name>Tropical Storm Watch</name>
    <LineString><coordinates>-156.5,20.6,0 -156.0,20.9,0</coordinates></LineString></Placemark>
</Document></kml>`),
});

const advisory = `<html><body><pre>
BULLETIN
Hurricane Iona Advisory Number  21
NWS Central Pacific Hurricane Center Honolulu HI   CP012026
1100 AM HST Thu Aug 20 2026

...IONA PASSING SOUTH OF THE BIG ISLAND...

SUMMARY OF 1100 AM HST...2100 UTC...INFORMATION
LOCATION...17.0N 155.0W
$$
</pre></body></html>`;

/** Serves NHC from the recorded CurrentStorms.json, Iona's watches KMZ and advisory page; counts calls. */
function serveNhc() {
  const calls = { storms: 0, products: 0 };
  server.use(
    http.get(`${BASE}/CurrentStorms.json`, () => {
      calls.storms += 1;
      return HttpResponse.json(live);
    }),
    http.get(`${BASE}/storm_graphics/api/CP012026_021adv_WW.kmz`, () => {
      calls.products += 1;
      return new HttpResponse(wwKmz, {
        headers: { 'content-type': 'application/vnd.google-earth.kmz' },
      });
    }),
    http.get(`${BASE}/text/HFOTCPCP1.shtml`, () => HttpResponse.text(advisory)),
  );
  return calls;
}

/** NHC answering 500 to everything, counting the calls. */
function nhcDown() {
  const calls = { count: 0 };
  server.use(
    http.get(`${BASE}/*`, () => {
      calls.count += 1;
      return new HttpResponse(null, { status: 500 });
    }),
  );
  return calls;
}

function liveFeed(callTimeoutMs = 2000) {
  return createHurricaneFeed({
    live: createLiveNhcSource({ baseUrl: BASE }),
    breaker: createNhcBreaker(),
    callTimeoutMs,
  });
}

describe('the hurricane feed: live NHC, falling back to the bundled sample', () => {
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('reads a storm GIS product from a live KMZ (at NHC_BASE_URL), marked as NHC data', async () => {
    const calls = serveNhc();
    const gis = await liveFeed().read((s) => getStormGis(s, 'IONA'));
    expect(gis).toMatchObject({
      stormId: 'cp012026',
      advisoryNumber: '21',
      source: { kind: 'nhc' },
      cone: null,
      forecastTrack: null,
      pastTrack: null,
      windRadii: null,
    });
    expect(gis).not.toHaveProperty('sample');
    expect(gis.watchesWarnings?.features.map((f) => f.properties.type)).toEqual([
      'Hurricane Warning',
      'Tropical Storm Watch',
    ]);
    expect(calls.products).toBe(1);

    // A storm whose products are all null answers nulls without fetching anything.
    const erin = await liveFeed().read((s) => getStormGis(s, 'Erin'));
    expect(erin).toMatchObject({ cone: null, watchesWarnings: null, source: { kind: 'nhc' } });
    expect(calls.products).toBe(1);
  });

  it('reads the live public advisory; no discussion means no key messages', async () => {
    serveNhc();
    expect(await liveFeed().read((s) => getStormAdvisory(s, 'iona'))).toMatchObject({
      number: '21',
      issuedAt: '2026-08-20T21:00:00.000Z',
      headline: 'IONA PASSING SOUTH OF THE BIG ISLAND',
      keyMessages: null,
      source: { kind: 'nhc' },
    });
  });

  it('answers the sample, marked sample, when NHC is down; a live storm the sample lacks is a 502', async () => {
    nhcDown();
    const feed = liveFeed();
    const active = await feed.read(getActiveStorms);
    expect(active.storms.map((s) => s.name)).toEqual(['Milton', 'Kristy']);
    expect(active).toMatchObject({
      sample: true,
      note: 'Sample data — not a live storm',
      source: { kind: 'sample' },
    });
    expect(await feed.read((s) => getStormGis(s, 'milton'))).toMatchObject({
      stormId: 'al142024',
      sample: true,
    });
    await expect(feed.read((s) => getStormGis(s, 'Iona'))).rejects.toMatchObject({ status: 502 });
  });

  it('takes NHC saying a storm is not active as the answer, not as a failure', async () => {
    serveNhc();
    // Milton is in the sample but not in NHC's list: 404, not the sample's Milton.
    await expect(liveFeed().read((s) => getActiveStorm(s, 'Milton'))).rejects.toMatchObject({
      status: 404,
    });
  });

  it('stops calling NHC once its breaker opens, answering the sample at once', async () => {
    const calls = nhcDown();
    const feed = liveFeed();
    for (let i = 0; i < 3; i += 1)
      expect(await feed.read(getActiveStorms)).toMatchObject({ sample: true });
    const before = calls.count;
    expect(before).toBeGreaterThan(0);
    expect(await feed.read(getActiveStorms)).toMatchObject({ sample: true });
    expect(calls.count).toBe(before);
  });

  it('falls back to the sample within the call timeout when NHC never answers', async () => {
    server.use(http.get(`${BASE}/*`, () => new Promise<never>(() => undefined)));
    const started = Date.now();
    expect(await liveFeed(300).read(getActiveStorms)).toMatchObject({ sample: true });
    expect(Date.now() - started).toBeLessThan(1500);
  }, 3000);

  it('reads only the sample with no live source (WEATHER_UPSTREAM=demo)', async () => {
    const calls = serveNhc();
    const feed = createHurricaneFeed({ live: null });
    expect(await feed.read(getActiveStorms)).toMatchObject({ sample: true });
    expect(calls.storms).toBe(0);
  });
});

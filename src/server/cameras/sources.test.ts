import { http, HttpResponse } from 'msw';

import { setServerCacheForTests } from '@/server/cache';
import { resetConfigForTests } from '@/server/config';

import { buildLocality } from '@tests/fixtures/localities';
import { server } from '@tests/msw/server';

import { districtFileUrl, parseCaltransFile } from './caltrans';
import { camerasNear, cameraNear } from './cameras.service';
import cctvD04 from './fixtures/cctvStatusD04.json';
import webcamTv from './fixtures/webcam-TV.geojson.json';
import { iemNetworkUrl, parseIemWebcams } from './iem';

const sanFrancisco = buildLocality({
  CityName: 'San Francisco',
  DisplayCompositeName: 'San Francisco, CA',
  SlugName: 'san-francisco-ca-us',
  CountryIso2Code: 'US',
  Latitude: 37.77493,
  Longitude: -122.41942,
  TimeZone: 'America/Los_Angeles',
});
const desMoines = buildLocality({
  CityName: 'Des Moines',
  DisplayCompositeName: 'Des Moines, IA',
  SlugName: 'des-moines-ia-us',
  CountryIso2Code: 'US',
  Latitude: 41.60054,
  Longitude: -93.60911,
  TimeZone: 'America/Chicago',
});

const envBefore = { ...process.env };

/** Real sources only (no demo stand-in), a fresh cache for each test. */
function online(mode: 'open-meteo' | 'auto' = 'open-meteo') {
  process.env.WEATHER_UPSTREAM = mode;
  resetConfigForTests();
  setServerCacheForTests(undefined);
}

afterEach(() => {
  process.env = { ...envBefore };
  resetConfigForTests();
  setServerCacheForTests(undefined);
});

describe('Caltrans CCTV status files', () => {
  it('reads cameras in service with a position and a still image on the portal', () => {
    const cameras = parseCaltransFile(cctvD04);
    expect(cameras.map((c) => c.id)).toEqual([
      'ct-d4-tv501i80tollplaza',
      'ct-d4-tv402us101cesarchavez',
    ]);
    expect(cameras[0]).toMatchObject({
      name: 'TV501 -- I-80 : Bay Bridge Toll Plaza',
      latitude: 37.82535,
      longitude: -122.30248,
      upstreamImageUrl:
        'https://cwwp2.dot.ca.gov/data/d4/cctv/image/tv501i80tollplaza/tv501i80tollplaza.jpg',
      // 08:05 Pacific Standard Time.
      imageTimeMs: Date.parse('2026-11-23T16:05:00Z'),
    });
  });

  it('refuses a file that is not the portal’s', () => {
    expect(() => parseCaltransFile({ cameras: [] })).toThrow(/not a CCTV status file/);
    expect(() => parseCaltransFile({ data: [{ nonsense: true }] })).toThrow(/no readable/);
  });

  it('names district files as the portal does', () => {
    expect(districtFileUrl(4)).toBe('https://cwwp2.dot.ca.gov/data/d4/cctv/cctvStatusD04.json');
    expect(districtFileUrl(12)).toBe('https://cwwp2.dot.ca.gov/data/d12/cctv/cctvStatusD12.json');
  });
});

describe('Iowa Environmental Mesonet webcams', () => {
  it('reads cameras with a position and an archived image of the mesonet', () => {
    const cameras = parseIemWebcams(webcamTv, 'TV');
    expect(cameras.map((c) => c.id)).toEqual(['iem-kcci-016', 'iem-kcci-027']);
    expect(cameras[0]).toMatchObject({
      name: 'Des Moines, IA',
      latitude: 41.5868,
      longitude: -93.6208,
      imageTimeMs: Date.parse('2026-11-23T16:05:00Z'),
    });
  });

  it('refuses an answer that is not a FeatureCollection', () => {
    expect(() => parseIemWebcams({ type: 'Feature' }, 'TV')).toThrow(/FeatureCollection/);
  });
});

describe('cameras near a place from the real sources', () => {
  it('lists Caltrans cameras nearest first with distance, direction and local image time', async () => {
    online();
    const asked: string[] = [];
    server.use(
      http.get('https://cwwp2.dot.ca.gov/data/:district/cctv/:file', ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return request.url === districtFileUrl(4)
          ? HttpResponse.json(cctvD04)
          : new HttpResponse(null, { status: 404 });
      }),
    );
    const list = await camerasNear('traffic', sanFrancisco);
    expect(asked).toHaveLength(12);
    expect(list.cameras.map((c) => [c.id, c.direction])).toEqual([
      ['ct-d4-tv402us101cesarchavez', 'S'],
      ['ct-d4-tv501i80tollplaza', 'NE'],
    ]);
    expect(list.cameras[0]).toMatchObject({
      distanceKm: 3.2,
      imageTime: '2026-11-23T08:04:00-08:00',
      imageUrl: `/web2/api/cameras/traffic/ct-d4-tv402us101cesarchavez/image?v=${Date.parse('2026-11-23T16:04:00Z') / 1000}`,
      demo: false,
    });
  });

  it('asks no source for a place far from its cameras, and says there is none', async () => {
    online();
    // Any request would be unhandled and fail the test.
    expect((await camerasNear('traffic', buildLocality())).cameras).toEqual([]);
    expect((await camerasNear('weather', buildLocality())).cameras).toEqual([]);
  });

  it('lists mesonet webcams for a place in Iowa; a network that fails is left out', async () => {
    online();
    server.use(
      http.get('https://mesonet.agron.iastate.edu/geojson/webcam.geojson', ({ request }) =>
        request.url === iemNetworkUrl('TV')
          ? HttpResponse.json(webcamTv)
          : new HttpResponse('down', { status: 503 }),
      ),
    );
    const list = await camerasNear('weather', desMoines);
    expect(list.cameras.map((c) => c.name)).toEqual(['Des Moines, IA', 'Ames, IA']);
    expect(list.cameras[0]?.imageTime).toBe('2026-11-23T10:05:00-06:00');
  });

  it('answers no camera when the source is down (real data only) and knows the camera is unavailable', async () => {
    online();
    server.use(
      http.get('https://cwwp2.dot.ca.gov/data/:district/cctv/:file', () => HttpResponse.error()),
    );
    expect((await camerasNear('traffic', sanFrancisco)).cameras).toEqual([]);
    expect(await cameraNear('traffic', sanFrancisco, 'ct-d4-tv501i80tollplaza')).toEqual({
      status: 'unavailable',
      others: [],
    });
  });

  it('finds a camera near the place and calls others unknown', async () => {
    online();
    server.use(
      http.get('https://cwwp2.dot.ca.gov/data/:district/cctv/:file', ({ request }) =>
        request.url === districtFileUrl(4)
          ? HttpResponse.json(cctvD04)
          : new HttpResponse(null, { status: 404 }),
      ),
    );
    const found = await cameraNear('traffic', sanFrancisco, 'ct-d4-tv501i80tollplaza');
    expect(found.status).toBe('found');
    if (found.status === 'found')
      expect(found.others.map((c) => c.id)).toEqual(['ct-d4-tv402us101cesarchavez']);
    expect(await cameraNear('traffic', sanFrancisco, 'ct-d4-tv999sr1')).toEqual({
      status: 'unknown',
    });
    // A Caltrans id is never a weather camera.
    expect(await cameraNear('weather', sanFrancisco, 'ct-d4-tv501i80tollplaza')).toEqual({
      status: 'unknown',
    });
  });
});

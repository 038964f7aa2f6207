import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { delay, http, HttpResponse } from 'msw';
import { PNG } from 'pngjs';

import { getServerCache } from '@/server/cache';
import { resetConfigForTests } from '@/server/config';
import type { RadarSummary } from '@/lib/maps/weatherLegends';

import { server } from '@tests/msw/server';

import weatherMaps from './fixtures/weather-maps.json';
import {
  FRAME_LIST_KEY,
  overzoom,
  RAINVIEWER_REQUESTS_PER_MINUTE,
  RainViewerSource,
} from './rainviewer';
import { rateFromDbz } from './rainviewerSummary';
import { handleTileRequest } from './service';
import { tileXToLon, tileYToLat } from './tileMath';

const API = 'https://api.rainviewer.test';
const HOST = 'https://tilecache.rainviewer.test';

/** A 256 px tile whose four quadrants are red, green, blue and white (top-left, clockwise). */
function quadrantTile(): Buffer {
  const png = new PNG({ width: 256, height: 256 });
  const colours = [
    [255, 0, 0],
    [0, 255, 0],
    [255, 255, 255],
    [0, 0, 255],
  ];
  for (let y = 0; y < 256; y++) {
    for (let x = 0; x < 256; x++) {
      const q = (y < 128 ? 0 : 2) + (x < 128 ? 0 : 1);
      const [r, g, b] = colours[q === 2 ? 3 : q === 3 ? 2 : q] ?? [0, 0, 0];
      png.data.set([r ?? 0, g ?? 0, b ?? 0, 200], (y * 256 + x) * 4);
    }
  }
  return PNG.sync.write(png);
}

const TINY = quadrantTile();

function serve(counter: { maps: number; tiles: string[] }) {
  server.use(
    http.get(`${API}/public/weather-maps.json`, () => {
      counter.maps += 1;
      return HttpResponse.json(weatherMaps);
    }),
    http.get(`${HOST}/v2/radar/:time/256/:z/:x/:y/2/1_1.png`, ({ params }) => {
      counter.tiles.push(
        `${String(params.time)}/${String(params.z)}/${String(params.x)}/${String(params.y)}`,
      );
      return new HttpResponse(new Uint8Array(TINY), { headers: { 'Content-Type': 'image/png' } });
    }),
  );
}

const newSource = (now = () => Date.parse('2026-11-20T10:00:00Z')) =>
  new RainViewerSource({
    baseUrl: API,
    cacheDir: mkdtempSync(path.join(tmpdir(), 'rainviewer-')),
    now,
  });

describe('RainViewer radar', () => {
  it('reads the past frames of weather-maps.json, oldest first', async () => {
    const counter = { maps: 0, tiles: [] as string[] };
    serve(counter);
    const source = newSource();
    const list = await source.frames();
    expect(list?.host).toBe(HOST);
    expect(list?.frames.map((f) => f.time)).toEqual([
      1795442400, 1795443000, 1795443600, 1795444200,
    ]);
    await source.frames();
    expect(counter.maps).toBe(1);
  });

  it('fetches a tile once, then serves it from memory and disk', async () => {
    const counter = { maps: 0, tiles: [] as string[] };
    serve(counter);
    const source = newSource();
    const bytes = await source.tile(1795444200, 5, 6, 12);
    expect(bytes?.equals(TINY)).toBe(true);
    await source.tile(1795444200, 5, 6, 12);
    expect(counter.tiles).toEqual(['1795444200/5/6/12']);
    const onDisk = await readFile(
      path.join((source as unknown as { cacheDir: string }).cacheDir, '1795444200/5/6/12.png'),
    );
    expect(onDisk.equals(TINY)).toBe(true);
  });

  it('overzooms above zoom 7 from the zoom-7 tile', async () => {
    const counter = { maps: 0, tiles: [] as string[] };
    serve(counter);
    const source = newSource();
    // Zoom 8, column 53 (odd: right half), row 96 (even: top half) of z7 tile 26/48.
    const bytes = await source.tile(1795444200, 8, 53, 96);
    expect(counter.tiles).toEqual(['1795444200/7/26/48']);
    const png = PNG.sync.read(bytes ?? Buffer.alloc(0));
    expect([png.width, png.height]).toEqual([256, 256]);
    expect([...png.data.subarray(0, 4)]).toEqual([0, 255, 0, 200]);
    const bottomLeft = overzoom(TINY, 1, 0, 1);
    expect([...PNG.sync.read(bottomLeft).data.subarray(0, 4)]).toEqual([0, 0, 255, 200]);
  });

  it('answers null on a timeout, an error or an unknown frame', async () => {
    server.use(
      http.get(`${API}/public/weather-maps.json`, async () => {
        await delay(3000);
        return HttpResponse.json(weatherMaps);
      }),
    );
    expect(await newSource().frames()).toBeNull();
    server.use(
      http.get(`${API}/public/weather-maps.json`, () => new HttpResponse(null, { status: 503 })),
    );
    expect(await newSource().frames()).toBeNull();
    serve({ maps: 0, tiles: [] });
    expect(await newSource().tile(1700000000, 3, 1, 1)).toBeNull();
  }, 10_000);

  it('keeps within 100 requests a minute', async () => {
    const counter = { maps: 0, tiles: [] as string[] };
    serve(counter);
    let now = Date.parse('2026-11-20T10:00:00Z');
    const source = newSource(() => now);
    await source.frames();
    for (let x = 0; x < RAINVIEWER_REQUESTS_PER_MINUTE - 1; x++) {
      expect(await source.tile(1795444200, 7, x, 0)).not.toBeNull();
    }
    expect(await source.tile(1795444200, 7, 120, 0)).toBeNull();
    expect(counter.tiles).toHaveLength(RAINVIEWER_REQUESTS_PER_MINUTE - 1);
    now += 60_001;
    expect(await source.tile(1795444200, 7, 120, 0)).not.toBeNull();
  });

  describe('through the tile service with real weather', () => {
    beforeEach(async () => {
      process.env.WEATHER_UPSTREAM = 'auto';
      process.env.RAINVIEWER_BASE_URL = API;
      resetConfigForTests();
      await getServerCache().delete(FRAME_LIST_KEY);
    });
    afterEach(() => {
      process.env.WEATHER_UPSTREAM = 'demo';
      delete process.env.RAINVIEWER_BASE_URL;
      resetConfigForTests();
    });

    it("lists RainViewer's frames and serves their tiles", async () => {
      serve({ maps: 0, tiles: [] });
      const frames = await handleTileRequest({ method: 'GET', path: '/radar/frames', query: {} });
      expect(frames.body).toMatchObject({
        layer: 'radar',
        maxNativeZoom: 7,
        source: { kind: 'rainviewer' },
      });
      const list = frames.body as { frames: Array<{ url: string }>; demo?: true };
      expect(list.demo).toBeUndefined();
      expect(list.frames.at(-1)?.url).toBe('/tiles/radar/rv-1795444200/{z}/{x}/{y}.png');
      const latest = await handleTileRequest({
        method: 'GET',
        path: '/radar/rv-1795444200/9/100/200.png',
        query: {},
      });
      expect(latest).toMatchObject({
        status: 200,
        type: 'png',
        cacheControl: 'public, max-age=120',
      });
      const past = await handleTileRequest({
        method: 'GET',
        path: '/radar/rv-1795443600/4/3/5.png',
        query: {},
      });
      expect(past.cacheControl).toBe('public, max-age=31536000, immutable');
      const gone = await handleTileRequest({
        method: 'GET',
        path: '/radar/rv-1700000000/4/3/5.png',
        query: {},
      });
      expect(gone.status).toBe(404);
    });

    it('counts a RainViewer tile not in memory once, queues its scaling, and not a tile in memory', async () => {
      serve({ maps: 0, tiles: [] });
      const calls = { misses: 0, renders: 0 };
      const limits = {
        onMiss: async () => {
          calls.misses += 1;
        },
        render: async <T>(draw: () => T) => {
          calls.renders += 1;
          return draw();
        },
      };
      const request = { method: 'GET', path: '/radar/rv-1795444200/9/101/201.png', query: {} };
      const first = await handleTileRequest({ ...request, limits });
      expect(first).toMatchObject({ status: 200, type: 'png' });
      // One miss: the zoom-7 parent fetched, the zoom-9 tile scaled from it in the queue.
      expect(calls).toEqual({ misses: 1, renders: 1 });
      await handleTileRequest({ ...request, limits });
      expect(calls).toEqual({ misses: 1, renders: 1 });
      // Refused, nothing is fetched or drawn.
      const refusal = new Error('over the limit');
      await expect(
        handleTileRequest({
          ...request,
          path: '/radar/rv-1795444200/9/103/201.png',
          limits: { onMiss: () => Promise.reject(refusal), render: limits.render },
        }),
      ).rejects.toBe(refusal);
      expect(calls.renders).toBe(1);
    });

    it('summarises the radar near a place from the reflectivity of the same frames', async () => {
      serve({ maps: 0, tiles: [] });
      // Rain of 40 dBZ (about 12 mm/h: heavy) some 20 km north of the centre of tile 7/26/48;
      // half an hour before, 20 pixels further west.
      const reflectivity = (west: number) => {
        const png = new PNG({ width: 256, height: 256 });
        for (let y = 100; y <= 110; y++) {
          for (let x = 120 - west; x <= 136 - west; x++) {
            png.data.set([32 + 40, 0, 0, 255], (y * 256 + x) * 4);
          }
        }
        return PNG.sync.write(png);
      };
      const empty = PNG.sync.write(new PNG({ width: 256, height: 256 }));
      server.use(
        http.get(`${HOST}/v2/radar/:time/256/7/:x/:y/0/0_1.png`, ({ params }) => {
          const own = params.x === '26' && params.y === '48';
          const body = !own ? empty : reflectivity(params.time === '1795442400' ? 20 : 0);
          return new HttpResponse(new Uint8Array(body), {
            headers: { 'Content-Type': 'image/png' },
          });
        }),
      );
      const answer = await handleTileRequest({
        method: 'GET',
        path: '/radar/summary',
        query: {
          latitude: String(tileYToLat(48.5, 7)),
          longitude: String(tileXToLon(26.5, 7)),
          name: 'Denver',
        },
      });
      expect(answer.status).toBe(200);
      const summary = answer.body as RadarSummary;
      expect(summary.demo).toBeUndefined();
      expect(summary.frameTime).toBe(new Date(1795444200 * 1000).toISOString());
      expect(summary.intensity).toBe('heavy');
      expect(summary.text).toMatch(/^Heavy rain (16|20) km north of Denver, moving east$/);
      expect(summary.movingToward).toBeGreaterThan(80);
      expect(summary.movingToward).toBeLessThan(100);
      expect(rateFromDbz(40)).toBeCloseTo(11.53, 2);
    });

    it('falls back to the demo frames when RainViewer is down', async () => {
      server.use(
        http.get(`${API}/public/weather-maps.json`, () => new HttpResponse(null, { status: 500 })),
      );
      const frames = await handleTileRequest({ method: 'GET', path: '/radar/frames', query: {} });
      expect(frames.body).toMatchObject({ source: { kind: 'demo' }, demo: true });
    });
  });
});

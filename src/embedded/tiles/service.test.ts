import { PNG } from 'pngjs';

import type { RadarSummary, TileFrameList } from '@/lib/maps/weatherLegends';

import { frameIdOf } from './frames';
import { handleTileRequest, type TileAnswer } from './service';

const NOW = Date.parse('2026-07-01T12:07:00Z');
const LATEST = Date.parse('2026-07-01T12:00:00Z');

const get = (path: string, query: Record<string, string> = {}, method = 'GET') =>
  handleTileRequest({ method, path, query }, NOW);

function expectJsonError(answer: TileAnswer, status: number) {
  expect(answer.status).toBe(status);
  expect(answer.type).toBe('json');
  expect(answer.body).toEqual({ error: expect.any(String) });
  expect(answer.cacheControl).toBe('no-store');
}

describe('the tile service (demo)', () => {
  it('lists 13 radar frames, 10 minutes apart, oldest first, with same-origin tile URLs', async () => {
    const answer = await get('/radar/frames');
    expect(answer.status).toBe(200);
    const list = answer.body as TileFrameList;
    expect(list).toMatchObject({ layer: 'radar', demo: true, source: { kind: 'demo' } });
    expect(list.maxNativeZoom).toBe(12);
    expect(list.frames).toHaveLength(13);
    expect(list.frames[12]).toEqual({
      time: '2026-07-01T12:00:00.000Z',
      url: `/tiles/radar/${frameIdOf(LATEST)}/{z}/{x}/{y}.png`,
    });
    expect(list.frames[0]?.time).toBe('2026-07-01T10:00:00.000Z');
  });

  it('lists the temperature hours', async () => {
    const list = (await get('/temperature/frames')).body as TileFrameList;
    expect(list.layer).toBe('temperature');
    expect(list.frames.map((f) => f.time.slice(11, 16))).toEqual([
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ]);
  });

  it('answers a PNG tile, immutable once its frame is past', async () => {
    const latest = await get(`/radar/${frameIdOf(LATEST)}/7/53/98.png`);
    expect(latest.type).toBe('png');
    expect(latest.cacheControl).toBe('public, max-age=120');
    const png = PNG.sync.read(latest.body as Buffer);
    expect([png.width, png.height]).toEqual([256, 256]);
    const past = await get(`/radar/${frameIdOf(LATEST - 600_000)}/7/53/98.png`);
    expect(past.cacheControl).toBe('public, max-age=31536000, immutable');
    const temperature = await get(`/temperature/${frameIdOf(LATEST)}/3/1/3.png`);
    expect(temperature).toMatchObject({
      status: 200,
      type: 'png',
      cacheControl: 'public, max-age=600',
    });
  });

  it('refuses bad tile requests with a JSON error', async () => {
    const frame = frameIdOf(LATEST);
    expectJsonError(await get(`/radar/${frame}/13/0/0.png`), 400);
    expectJsonError(await get(`/radar/${frame}/2/4/0.png`), 400);
    expectJsonError(await get(`/radar/${frame}/2/0/4.png`), 400);
    expectJsonError(await get(`/radar/${frame}/seven/0/0.png`), 400);
    expectJsonError(await get(`/radar/${frame}/2/-1/0.png`), 400);
    expectJsonError(await get(`/radar/${frame}/2/1.5/0.png`), 400);
    expectJsonError(await get('/radar/yesterday/2/0/0.png'), 400);
    expectJsonError(await get(`/radar/${frameIdOf(LATEST + 600_000)}/2/0/0.png`), 404);
    expectJsonError(await get(`/radar/${frameIdOf(LATEST - 60_000)}/2/0/0.png`), 404);
    expectJsonError(await get(`/snow/${frame}/2/0/0.png`), 404);
    expectJsonError(await get(`/radar/${frame}/2/0/0.jpg`), 404);
    expectJsonError(await get(`/radar/rv-1/2/0/0.png`), 404);
    expectJsonError(await get('/radar/frames', {}, 'POST'), 405);
  });

  it('summarises the radar near a place, and refuses a summary without a place', async () => {
    const answer = await get('/radar/summary', {
      latitude: '35',
      longitude: '-104.5',
      name: 'Dryville',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      text: 'Light rain 28 km south of Dryville, moving northwest',
      frameTime: '2026-07-01T12:00:00.000Z',
      demo: true,
    } satisfies Partial<RadarSummary>);
    const earlier = await get('/radar/summary', {
      latitude: '35',
      longitude: '-104.5',
      name: 'Dryville',
      frame: frameIdOf(LATEST - 600_000),
    });
    expect(earlier.body).toMatchObject({ frameTime: '2026-07-01T11:50:00.000Z' });
    expect(earlier.cacheControl).toBe('public, max-age=31536000, immutable');
    const future = { latitude: '1', longitude: '1', name: 'X', frame: frameIdOf(LATEST + 600_000) };
    expectJsonError(await get('/radar/summary', future), 404);
    expectJsonError(await get('/radar/summary', { latitude: '36.5', longitude: '-106.5' }), 400);
    expectJsonError(
      await get('/radar/summary', { latitude: '1', longitude: '1', name: 'X', elevation: 'high' }),
      400,
    );
    expectJsonError(
      await get('/radar/summary', { latitude: '95', longitude: '0', name: 'X' }),
      400,
    );
    expectJsonError(
      await get('/radar/summary', { latitude: 'north', longitude: '0', name: 'X' }),
      400,
    );
  });
});

describe('the tile service under limits', () => {
  const limitsThatCount = () => {
    const calls = { misses: 0, renders: 0 };
    return {
      calls,
      limits: {
        onMiss: async () => {
          calls.misses += 1;
        },
        render: async <T>(draw: () => T) => {
          calls.renders += 1;
          return draw();
        },
      },
    };
  };

  it('counts and queues a tile it must draw, once; a tile in memory touches neither', async () => {
    const { calls, limits } = limitsThatCount();
    const path = `/temperature/${frameIdOf(LATEST)}/6/17/22.png`;
    const first = await handleTileRequest({ method: 'GET', path, query: {}, limits }, NOW);
    expect(first).toMatchObject({ status: 200, type: 'png' });
    expect(calls).toEqual({ misses: 1, renders: 1 });
    const again = await handleTileRequest({ method: 'GET', path, query: {}, limits }, NOW);
    expect(again.body).toBe(first.body);
    expect(calls).toEqual({ misses: 1, renders: 1 });
  });

  it('passes a refusal on without drawing, and counts nothing for a request it refuses itself', async () => {
    const refusal = new Error('over the limit');
    const draw = jest.fn();
    const limits = { onMiss: () => Promise.reject(refusal), render: draw };
    const path = `/radar/${frameIdOf(LATEST)}/6/18/22.png`;
    await expect(handleTileRequest({ method: 'GET', path, query: {}, limits }, NOW)).rejects.toBe(
      refusal,
    );
    expect(draw).not.toHaveBeenCalled();
    const bad = `/radar/${frameIdOf(LATEST)}/6/99/22.png`;
    expectJsonError(
      await handleTileRequest({ method: 'GET', path: bad, query: {}, limits }, NOW),
      400,
    );
  });
});

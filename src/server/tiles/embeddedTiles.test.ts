import { handleTileRequest } from '@/embedded/tiles';

import { warmTiles } from './embeddedTiles';

jest.mock('@/embedded/tiles', () => ({ handleTileRequest: jest.fn() }));

const handle = jest.mocked(handleTileRequest);

describe('warmTiles', () => {
  beforeEach(() => handle.mockReset());

  it("renders each demo tile through the tile service, leaves RainViewer's frames to the browser, and outlives a failing tile", async () => {
    handle.mockRejectedValueOnce(new Error('tile failed'));
    handle.mockResolvedValue({ status: 200, type: 'png', body: Buffer.from(''), cacheControl: '' });
    await expect(
      warmTiles([
        '/tiles/radar/1795785000/8/129/87.png',
        '/tiles/radar/rv-1795785000/8/129/87.png',
        '/tiles/radar/1795785000/8/130/87.png',
      ]),
    ).resolves.toBeUndefined();
    expect(handle.mock.calls.map(([request]) => request)).toEqual([
      { method: 'GET', path: '/radar/1795785000/8/129/87.png', query: {} },
      { method: 'GET', path: '/radar/1795785000/8/130/87.png', query: {} },
    ]);
  });

  it("with the visitor's limits, counts each tile through them and stops at the first refusal", async () => {
    // The service calls onMiss for a tile it must draw; the limits refuse the second.
    handle.mockImplementation(async (request) => {
      await request.limits?.onMiss();
      return { status: 200, type: 'png', body: Buffer.from(''), cacheControl: '' };
    });
    const onMiss = jest
      .fn<Promise<void>, []>()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new Error('429'));
    const render = async <T>(draw: () => T): Promise<T> => draw();
    await expect(
      warmTiles(
        [
          '/tiles/radar/1795785000/8/129/87.png',
          '/tiles/radar/1795785000/8/130/87.png',
          '/tiles/radar/1795785000/8/131/87.png',
          '/tiles/radar/1795785000/8/132/87.png',
        ],
        { onMiss, render },
      ),
    ).resolves.toBeUndefined();
    expect(onMiss).toHaveBeenCalledTimes(2);
    expect(handle.mock.calls.map(([request]) => request.path)).toEqual([
      '/radar/1795785000/8/129/87.png',
      '/radar/1795785000/8/130/87.png',
    ]);
  });
});

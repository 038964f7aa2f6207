import { loadStaticWeatherMap } from './staticWeatherMap';

const drawn = { land: 'M0 0', lakes: '', borders: '', states: '' };

/** Limits that count what they are asked, and refuse once `allowed` misses are spent. */
function countingLimits(allowed: number) {
  const calls = { misses: 0, renders: 0 };
  return {
    calls,
    limits: {
      onMiss: async () => {
        calls.misses += 1;
        if (calls.misses > allowed) throw new Error('429');
      },
      render: async <T>(draw: () => T): Promise<T> => {
        calls.renders += 1;
        return draw();
      },
    },
  };
}

describe('loadStaticWeatherMap under the visitor’s render limits', () => {
  afterEach(() => jest.restoreAllMocks());

  it('counts the basemap and each radar tile it draws, once', async () => {
    // One moment for both loads: a new radar frame every 10 minutes would otherwise be new tiles.
    jest.spyOn(Date, 'now').mockReturnValue(Date.now());
    const { calls, limits } = countingLimits(1000);
    const view = { latitude: 39.7392, longitude: -104.9903, zoom: 6.5 };
    const map = await loadStaticWeatherMap(view, () => drawn, { limits });
    expect(map.basemap).toEqual(drawn);
    const tiles = map.radar?.tiles.length ?? 0;
    expect(tiles).toBeGreaterThan(3);
    expect(calls).toEqual({ misses: 1 + tiles, renders: 1 + tiles });
    // Drawn before: nothing is counted again.
    await loadStaticWeatherMap(view, () => drawn, { limits });
    expect(calls.misses).toBe(1 + tiles);
  }, 30_000);

  it('goes without its basemap and leaves the tiles to the browser once refused, and still answers', async () => {
    const { calls, limits } = countingLimits(0);
    const render = jest.fn(() => drawn);
    const map = await loadStaticWeatherMap({ latitude: 10.5, longitude: 20.5, zoom: 5 }, render, {
      limits,
    });
    expect(map.basemap).toBeNull();
    expect(render).not.toHaveBeenCalled();
    expect(map.radar?.tiles.length).toBeGreaterThan(3);
    // The basemap's refusal and the first tile's; the other tiles are not tried.
    expect(calls).toEqual({ misses: 2, renders: 0 });
  });
});

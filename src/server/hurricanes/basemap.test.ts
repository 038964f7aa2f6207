import { BASIN_EXTENTS } from '@/features/hurricanes/map/hurricaneMapData';
import { svgBasemap } from '@/features/hurricanes/map/svgMap';

import { loadSvgBasemap } from './basemap';

describe('loadSvgBasemap', () => {
  it('projects the land, lakes and borders of a basin into compact path data', async () => {
    const basemap = await loadSvgBasemap(BASIN_EXTENTS.at, svgBasemap);
    expect(basemap).not.toBeNull();
    const size = Object.values(basemap ?? {}).join('').length;
    expect(basemap?.land).toMatch(/^M/);
    expect(basemap?.borders).toMatch(/^M/);
    expect(size).toBeLessThan(60_000);
    // Read once, then answered from the cache.
    await expect(loadSvgBasemap(BASIN_EXTENTS.at, svgBasemap)).resolves.toBe(basemap);
  });

  it.each([
    ['a storm', [-92, 18, -74, 33]],
    ['all three basins', [-180, 3, -14, 38]],
  ] as const)('keeps the map of %s small', async (_name, box) => {
    const basemap = await loadSvgBasemap([...box], svgBasemap);
    expect(basemap?.land).toMatch(/^M/);
    expect(Object.values(basemap ?? {}).join('').length).toBeLessThan(60_000);
  });
});

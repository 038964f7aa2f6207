import { HttpError } from '@/server/http/httpError';

import type { NhcSource } from './nhcProducts';
import { createSampleNhcSource } from './nhcSource';
import { getActiveStorm, getActiveStorms, getOutlook } from './hurricanes.service';

describe('hurricane service over the bundled samples', () => {
  const source = createSampleNhcSource();

  it('lists the two sample storms in different basins and counts open outlook areas', async () => {
    const { storms, outlookAreasOpen } = await getActiveStorms(source);
    expect(storms.map((s) => [s.name, s.basin, s.windKt, s.pressureMb])).toEqual([
      ['Milton', 'at', 140, 917],
      ['Kristy', 'ep', 50, 999],
    ]);
    expect(storms[0]).toMatchObject({
      classificationText: 'Hurricane',
      hasWatchesWarnings: true,
      latitude: 22.6,
      longitude: -86.6,
    });
    expect(storms[1]?.hasWatchesWarnings).toBe(false);
    expect(outlookAreasOpen).toBe(2);
  });

  it('finds a storm by name whatever the case, and 404s for one not active', async () => {
    expect((await getActiveStorm(source, 'mILTON')).id).toBe('al142024');
    expect((await getActiveStorm(source, 'ep122024')).name).toBe('Kristy');
    await expect(getActiveStorm(source, 'Zeta')).rejects.toMatchObject({ status: 404 });
  });

  it('is all clear only with no storm and no area in the basin', async () => {
    expect(await getOutlook(source, 'at')).toMatchObject({
      basin: 'at',
      activeStorms: 1,
      allClear: false,
    });
    expect((await getOutlook(source, 'at')).areas).toHaveLength(2);
    expect(await getOutlook(source, 'ep')).toMatchObject({
      areas: [],
      activeStorms: 1,
      allClear: false,
    });
    expect(await getOutlook(source, 'cp')).toMatchObject({
      areas: [],
      activeStorms: 0,
      allClear: true,
      issuedAt: '2024-10-08T12:00:00.000Z',
    });
  });

  it('is not all clear when no storm is active but outlook areas are open', async () => {
    const quiet: NhcSource = {
      currentStorms: async () => ({ activeStorms: [] }),
      outlookText: source.outlookText,
      product: source.product,
    };
    expect(await getActiveStorms(quiet)).toEqual({ storms: [], outlookAreasOpen: 2 });
    expect(await getOutlook(quiet, 'at')).toMatchObject({ activeStorms: 0, allClear: false });
  });

  it('still answers the outlook, its areas unmapped, when the outlook GIS fails or is missing', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing: NhcSource = {
      ...source,
      product: async () => {
        throw new Error('NHC timeout');
      },
    };
    const outlook = await getOutlook(failing, 'at');
    expect(outlook.areas).toHaveLength(2);
    expect(outlook.areaShapes).toBeNull();
    expect(warn).toHaveBeenCalled();
    const missing: NhcSource = { ...source, product: async () => null };
    expect((await getOutlook(missing, 'at')).areaShapes).toBeNull();
    expect((await getOutlook(missing, 'cp')).areaShapes).toEqual({
      type: 'FeatureCollection',
      features: [],
    });
    warn.mockRestore();
  });

  it('answers 502 when a document is missing or unreadable', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = createSampleNhcSource('/nonexistent');
    await expect(getActiveStorms(broken)).rejects.toBeInstanceOf(HttpError);
    await expect(getActiveStorms(broken)).rejects.toMatchObject({ status: 502 });
    const garbled: NhcSource = {
      currentStorms: async () => 'not json',
      outlookText: source.outlookText,
      product: source.product,
    };
    await expect(getOutlook(garbled, 'cp')).rejects.toMatchObject({ status: 502 });
    jest.restoreAllMocks();
  });
});

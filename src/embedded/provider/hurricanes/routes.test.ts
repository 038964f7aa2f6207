import { getConfig } from '@/server/config';
import { signRequest } from '@/server/provider/signing';

import { handleProviderRequest } from '../dispatch';
import { providerRoutes } from '../routes';
import { hurricaneRoutes } from './routes';

/** Calls the embedded provider as the signing client would. */
async function get(path: string) {
  const query = signRequest({ method: 'GET', path, params: {} }, getConfig().provider);
  return handleProviderRequest({ method: 'GET', path, query, headers: {}, body: undefined });
}

describe('hurricane provider routes (bundled samples)', () => {
  const before = providerRoutes.length;
  beforeAll(() => providerRoutes.push(...hurricaneRoutes));
  afterAll(() => providerRoutes.splice(before));

  it('GET /data/hurricanes/v1/active lists storms and open outlook areas', async () => {
    const res = await get('/data/hurricanes/v1/active');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      r: {
        storms: [{ name: 'Milton' }, { name: 'Kristy' }],
        outlookAreasOpen: 2,
        sample: true,
        note: 'Sample data — not a live storm',
        source: { kind: 'sample' },
      },
    });
  });

  it('GET /data/hurricanes/v1/active/name=<name> answers one storm, case-insensitive, or 404', async () => {
    expect(await get('/data/hurricanes/v1/active/name=mIlToN')).toMatchObject({
      status: 200,
      body: { r: { id: 'al142024', basin: 'at' } },
    });
    expect(await get('/data/hurricanes/v1/active/name=Zeta')).toEqual({
      status: 404,
      body: { error: "Active storm 'Zeta' not found" },
    });
    expect((await get('/data/hurricanes/v1/active/name=')).status).toBe(400);
  });

  it('GET /data/hurricanes/v1/outlook/basin=<at|ep|cp> answers the outlook, 400 for another basin', async () => {
    expect(await get('/data/hurricanes/v1/outlook/basin=cp')).toMatchObject({
      status: 200,
      body: { r: { basin: 'cp', allClear: true } },
    });
    expect(await get('/data/hurricanes/v1/outlook/basin=at')).toMatchObject({
      status: 200,
      body: { r: { allClear: false, areas: [{ id: 'AL93' }, { id: 'at-2' }] } },
    });
    expect((await get('/data/hurricanes/v1/outlook/basin=wp')).status).toBe(400);
    expect((await get('/data/hurricanes/v1/outlook')).status).toBe(400);
  });

  it('GET /data/hurricanes/v1/outlook/basin=<basin> gives the areas their shapes from the outlook GIS', async () => {
    const at = await get('/data/hurricanes/v1/outlook/basin=at');
    const shapes = (
      at.body as {
        r: {
          areaShapes: {
            features: {
              geometry: { type: string };
              properties: { areaId: string; chance7d: unknown };
            }[];
          };
        };
      }
    ).r.areaShapes;
    expect(
      shapes.features.map((f) => [f.geometry.type, f.properties.areaId, f.properties.chance7d]),
    ).toEqual([
      ['Polygon', 'AL93', { level: 'medium', percent: 40 }],
      ['Polygon', 'at-2', { level: 'low', percent: 20 }],
      ['Point', 'AL93', { level: 'medium', percent: 40 }],
    ]);
    // A quiet basin: no area, no shape.
    expect(await get('/data/hurricanes/v1/outlook/basin=ep')).toMatchObject({
      status: 200,
      body: { r: { areas: [], areaShapes: { type: 'FeatureCollection', features: [] } } },
    });
  });

  it('marks the storm and outlook answers as sample data', async () => {
    for (const path of [
      '/data/hurricanes/v1/active/name=kristy',
      '/data/hurricanes/v1/outlook/basin=ep',
    ])
      expect((await get(path)).body).toMatchObject({
        r: { sample: true, source: { kind: 'sample' } },
      });
  });

  it('GET /data/hurricanes/v1/gis/name=<name or id> answers the storm GIS, 404 for a storm not active, 400 without a name', async () => {
    const milton = await get('/data/hurricanes/v1/gis/name=Milton');
    expect(milton).toMatchObject({
      status: 200,
      body: {
        r: {
          stormId: 'al142024',
          advisoryNumber: '15',
          cone: { type: 'FeatureCollection' },
          watchesWarnings: {
            features: expect.arrayContaining([
              expect.objectContaining({ properties: { type: 'Hurricane Warning' } }),
            ]) as unknown,
          },
          sample: true,
          source: { kind: 'sample' },
        },
      },
    });
    expect(await get('/data/hurricanes/v1/gis/name=ep122024')).toMatchObject({
      status: 200,
      body: { r: { stormId: 'ep122024', watchesWarnings: null, windRadii: null } },
    });
    expect(await get('/data/hurricanes/v1/gis/name=Zeta')).toEqual({
      status: 404,
      body: { error: "Active storm 'Zeta' not found" },
    });
    expect((await get('/data/hurricanes/v1/gis')).status).toBe(400);
    expect((await get('/data/hurricanes/v1/gis/name=')).status).toBe(400);
  });

  it('GET /data/hurricanes/v1/advisory/name=<name> answers the public advisory and key messages, 404 or 400 otherwise', async () => {
    const res = await get('/data/hurricanes/v1/advisory/name=milton');
    expect(res).toMatchObject({
      status: 200,
      body: { r: { number: '15', issuedAt: '2024-10-08T15:00:00.000Z', sample: true } },
    });
    const body = res.body as { r: { text: string; keyMessages: string[] } };
    expect(body.r.text).toMatch(/^SUMMARY OF/);
    expect(body.r.keyMessages).toHaveLength(3);
    expect((await get('/data/hurricanes/v1/advisory/name=Zeta')).status).toBe(404);
    expect((await get('/data/hurricanes/v1/advisory')).status).toBe(400);
  });
});

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
      r: { storms: [{ name: 'Milton' }, { name: 'Kristy' }], outlookAreasOpen: 2 },
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
});

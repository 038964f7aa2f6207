import { getConfig } from '@/server/config';
import { signRequest } from '@/server/provider/signing';

import { handleProviderRequest, splitPathParams } from './dispatch';
import { providerRoutes } from './routes';

const path = '/test/echo/emLocationId=US%2010001';

function signed(query: Record<string, string>, now = Date.now) {
  return {
    ...query,
    ...signRequest({ method: 'GET', path, params: query }, getConfig().provider, now),
  };
}

describe('embedded provider dispatch', () => {
  const routesBefore = providerRoutes.length;
  beforeAll(() =>
    providerRoutes.push({ path: '/test/echo', methods: { GET: ({ params }) => params } }),
  );
  afterAll(() => providerRoutes.splice(routesBefore));

  it('answers { r: payload } for a correctly signed call, with path parameters decoded', async () => {
    const res = await handleProviderRequest({
      method: 'GET',
      path,
      query: signed({ a: '1' }),
      headers: {},
      body: undefined,
    });
    expect(res).toEqual({ status: 200, body: { r: { a: '1', emLocationId: 'US 10001' } } });
  });

  it('answers 401 with a JSON error when the signature is missing, tampered or stale', async () => {
    const call = (query: Record<string, string>) =>
      handleProviderRequest({ method: 'GET', path, query, headers: {}, body: undefined });
    expect(await call({ a: '1' })).toEqual({ status: 401, body: { error: 'Missing signature' } });
    expect(await call({ ...signed({ a: '1' }), a: '2' })).toEqual({
      status: 401,
      body: { error: 'Invalid signature' },
    });
    const sixMinutesAgo = () => Date.now() - 6 * 60 * 1000;
    expect(await call(signed({ a: '1' }, sixMinutesAgo))).toEqual({
      status: 401,
      body: { error: 'Timestamp outside the allowed window' },
    });
  });

  it('answers 404 for an unknown path and 405 for a wrong method', async () => {
    const other = '/nothing/here';
    const q = { ...signRequest({ method: 'GET', path: other, params: {} }, getConfig().provider) };
    expect(
      (
        await handleProviderRequest({
          method: 'GET',
          path: other,
          query: q,
          headers: {},
          body: undefined,
        })
      ).status,
    ).toBe(404);
    const q2 = { ...signRequest({ method: 'POST', path, params: {} }, getConfig().provider) };
    expect(
      (await handleProviderRequest({ method: 'POST', path, query: q2, headers: {}, body: {} }))
        .status,
    ).toBe(405);
  });

  it('splits trailing name=value segments only', () => {
    expect(splitPathParams('/a/b/x=1/y=2')).toEqual({
      base: '/a/b',
      pathParams: { x: '1', y: '2' },
    });
    expect(splitPathParams('/a/b')).toEqual({ base: '/a/b', pathParams: {} });
  });
});

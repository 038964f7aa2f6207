import { ZodError } from 'zod';

import { getConfig } from '@/server/config';
import { signRequest } from '@/server/provider/signing';

import { handleProviderRequest } from '../dispatch';
import { providerRoutes, type ProviderRequestContext } from '../routes';
import { weatherRoutes } from './routes';

const handler = (path: string) => {
  const get = weatherRoutes.find((r) => r.path === path)?.methods.GET;
  if (!get) throw new Error(`no route ${path}`);
  return (params: Record<string, string>) =>
    Promise.resolve().then(() =>
      get({ params, headers: {}, body: undefined } satisfies ProviderRequestContext),
    );
};

/** Calls the embedded provider as a signed GET. */
async function call(path: string, params: Record<string, string>) {
  const query = {
    ...params,
    ...signRequest({ method: 'GET', path, params }, getConfig().provider),
  };
  return handleProviderRequest({ method: 'GET', path, query, headers: {}, body: undefined });
}

describe('weather routes', () => {
  const before = providerRoutes.length;
  beforeAll(() => providerRoutes.unshift(...weatherRoutes));
  afterAll(() => providerRoutes.splice(0, providerRoutes.length - before));

  it('serves every path with a demo payload', async () => {
    const point = { latitude: '40.7128', longitude: '-74.006', tz: 'America/New_York' };
    for (const path of [
      '/data/weather/v1/current',
      '/data/weather/v1/hourly',
      '/data/weather/v1/daily',
      '/data/alerts/v1/active',
      '/data/airquality/v1/current',
    ]) {
      const res = await call(path, point);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ r: { demo: true, source: { kind: 'demo' } } });
    }
  });

  it('applies defaults and limits to hours and days', async () => {
    const hourly = await handler('/data/weather/v1/hourly')({ latitude: '10', longitude: '20' });
    expect((hourly as { hours: unknown[] }).hours).toHaveLength(48);
    const daily = await handler('/data/weather/v1/daily')({
      latitude: '10',
      longitude: '20',
      days: '3',
    });
    expect((daily as { days: unknown[] }).days).toHaveLength(3);
    await expect(
      handler('/data/weather/v1/hourly')({ latitude: '10', longitude: '20', hours: '169' }),
    ).rejects.toBeInstanceOf(ZodError);
    await expect(
      handler('/data/weather/v1/daily')({ latitude: '10', longitude: '20', days: '0' }),
    ).rejects.toBeInstanceOf(ZodError);
  });

  it('refuses bad points with a ZodError, answered as 400', async () => {
    const current = handler('/data/weather/v1/current');
    await expect(current({ latitude: '100', longitude: '0' })).rejects.toBeInstanceOf(ZodError);
    await expect(current({ latitude: '10' })).rejects.toBeInstanceOf(ZodError);
    await expect(current({ latitude: 'abc', longitude: '0' })).rejects.toBeInstanceOf(ZodError);
    await expect(current({ latitude: '', longitude: '0' })).rejects.toBeInstanceOf(ZodError);
    await expect(
      current({ latitude: '1', longitude: '0', tz: 'Mars/Olympus' }),
    ).rejects.toBeInstanceOf(ZodError);
    const res = await call('/data/weather/v1/current', { latitude: '100', longitude: '0' });
    expect(res.status).toBe(400);
    expect((res.body as { error: string }).error).toMatch(/latitude/);
    expect((await call('/data/alerts/v1/active', { latitude: '10' })).status).toBe(400);
  });
});

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
      '/data/airquality/v1/hourly',
      '/data/pollen/v1/forecast',
      '/data/uv/v1/forecast',
      '/data/almanac/v1/daily',
      '/data/snow/v1/forecast',
      '/data/airports/v1/conditions',
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

  it('applies the defaults of the forecast-page paths', async () => {
    const point = { latitude: '40.7128', longitude: '-74.006', tz: 'America/New_York' };
    const length = async (path: string, key: string, params: Record<string, string> = {}) =>
      ((await handler(path)({ ...point, ...params })) as Record<string, unknown[]>)[key]?.length;
    expect(await length('/data/airquality/v1/hourly', 'hours')).toBe(24);
    expect(await length('/data/pollen/v1/forecast', 'days')).toBe(4);
    expect(await length('/data/uv/v1/forecast', 'hours')).toBe(24);
    expect(await length('/data/almanac/v1/daily', 'days')).toBe(10);
    expect(await length('/data/snow/v1/forecast', 'days')).toBe(10);
    expect(await length('/data/airports/v1/conditions', 'airports')).toBe(3);
    expect(await length('/data/airquality/v1/hourly', 'hours', { hours: '120' })).toBe(120);
    expect(await length('/data/pollen/v1/forecast', 'days', { days: '7' })).toBe(7);
    expect(await length('/data/uv/v1/forecast', 'hours', { hours: '168' })).toBe(168);
    expect(await length('/data/almanac/v1/daily', 'days', { days: '16' })).toBe(16);
    expect(await length('/data/snow/v1/forecast', 'days', { days: '1' })).toBe(1);
    expect(await length('/data/airports/v1/conditions', 'airports', { count: '10' })).toBe(10);
    const elevated = (await handler('/data/snow/v1/forecast')({
      ...point,
      elevation: '1609',
      days: '2',
    })) as { place: { elevationMeters: number | null } };
    expect(elevated.place.elevationMeters).toBe(1609);
  });

  it.each([
    ['/data/airquality/v1/hourly', 'hours', '121'],
    ['/data/airquality/v1/hourly', 'hours', '0'],
    ['/data/airquality/v1/hourly', 'hours', '2.5'],
    ['/data/pollen/v1/forecast', 'days', '8'],
    ['/data/pollen/v1/forecast', 'days', 'many'],
    ['/data/uv/v1/forecast', 'hours', '169'],
    ['/data/almanac/v1/daily', 'days', '17'],
    ['/data/snow/v1/forecast', 'days', '0'],
    ['/data/airports/v1/conditions', 'count', '11'],
    ['/data/airports/v1/conditions', 'count', '-1'],
    ['/data/pollen/v1/forecast', 'latitude', '91'],
    ['/data/uv/v1/forecast', 'longitude', 'east'],
    ['/data/snow/v1/forecast', 'elevation', '12000'],
    ['/data/almanac/v1/daily', 'tz', 'Mars/Olympus'],
  ])('%s answers 400 naming %s for %s', async (path, field, value) => {
    const res = await call(path, { latitude: '40.7', longitude: '-74', [field]: value });
    expect(res.status).toBe(400);
    expect((res.body as { error: string }).error).toMatch(new RegExp(`^${field}\\b`));
  });

  it('answers 400 naming latitude when it is missing', async () => {
    const res = await call('/data/airports/v1/conditions', { longitude: '-74' });
    expect(res.status).toBe(400);
    expect((res.body as { error: string }).error).toMatch(/latitude/);
  });
});

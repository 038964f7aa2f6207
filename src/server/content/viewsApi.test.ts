import path from 'node:path';

import { getConfig } from '@/server/config';
import { DEVICE_COOKIE, signDeviceId } from '@/server/devices/deviceCookie';

import { callRoute } from '@tests/utils/apiRoute';
import { createTestDatabase, type TestDatabase } from '@tests/utils/testDatabases';

import { importArticles } from './importer';
import { contentViewsHandler } from './viewsApi';

const ORIGIN = 'http://localhost:3000';

describe('POST /web2/api/content/views', () => {
  let t: TestDatabase;
  let route: ReturnType<typeof contentViewsHandler>;
  beforeAll(async () => {
    t = await createTestDatabase('sqlite');
    await importArticles(t.db, path.join(__dirname, '__fixtures__', 'articles'));
    route = contentViewsHandler(() => Promise.resolve(t.db));
  });
  afterAll(() => t.destroy());

  const cookie = (device: string) =>
    `${DEVICE_COOKIE}=${signDeviceId(device, getConfig().cookieKeys)}`;
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    callRoute(route, { method: 'POST', body, headers: { origin: ORIGIN, ...headers } });
  const views = async (slug: string) =>
    Number(
      (
        await t.db
          .selectFrom('articles')
          .select('view_count')
          .where('slug', '=', slug)
          .executeTakeFirstOrThrow()
      ).view_count,
    );

  it('counts a device once a day per story', async () => {
    const first = await post({ slug: 'fog-fixture' }, { cookie: cookie('dev-a') });
    expect(first).toMatchObject({ status: 200, body: { counted: true } });
    const again = await post({ slug: 'fog-fixture' }, { cookie: cookie('dev-a') });
    expect(again).toMatchObject({ status: 200, body: { counted: false } });
    await post({ slug: 'fog-fixture' }, { cookie: cookie('dev-b') });
    expect(await views('fog-fixture')).toBe(2);
  });

  it('answers a browser without the device cookie (or with a forged one) without counting', async () => {
    expect(await post({ slug: 'smoke-fixture' })).toMatchObject({
      status: 200,
      body: { counted: false },
    });
    expect(
      await post({ slug: 'smoke-fixture' }, { cookie: `${DEVICE_COOKIE}=dev-x.forged` }),
    ).toMatchObject({ status: 200, body: { counted: false } });
    expect(await views('smoke-fixture')).toBe(0);
  });

  it('refuses bad input with 4xx and a clear message', async () => {
    const withCookie = { cookie: cookie('dev-a') };
    expect(await post({ slug: 'no-such-story' }, withCookie)).toEqual(
      expect.objectContaining({ status: 404, body: { error: 'No story no-such-story' } }),
    );
    expect(await post({ slug: 'Not A Slug' }, withCookie)).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(/^slug: /) },
    });
    expect(await post({ slug: 'fog-fixture', extra: 1 }, withCookie)).toMatchObject({
      status: 400,
    });
    expect(await post(undefined, withCookie)).toMatchObject({ status: 400 });
    expect(await callRoute(route, { method: 'GET', query: { slug: 'fog-fixture' } })).toMatchObject(
      { status: 405, headers: expect.objectContaining({ allow: 'POST' }) },
    );
    expect(
      await post({ slug: 'fog-fixture' }, { ...withCookie, origin: 'https://evil.example' }),
    ).toMatchObject({ status: 403 });
  });
});

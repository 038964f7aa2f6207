import type { GetServerSidePropsContext } from 'next';

import { getConfig } from '@/server/config';
import { getDb } from '@/server/db';
import {
  dayOf,
  DEVICE_COOKIE,
  DEVICE_COOKIE_RENEW_AFTER_DAYS,
  DEVICE_WRITTEN_COOKIE,
  signDeviceId,
} from '@/server/devices/deviceCookie';
import { HttpError } from '@/server/http/httpError';
import { resetRateLimitersForTests } from '@/server/rate-limit';
import { providerRoutes } from '@/embedded/provider/routes';
import type { FavoriteLocation } from '@/types/location';

import { installProviderStandIns } from '@tests/fixtures/providerStandIns';
import { buildLocality, newYork, paris } from '@tests/fixtures/localities';
import { callRoute } from '@tests/utils/apiRoute';

import favoritesRoute from '../../pages/api/web2/favorite-locations/index';
import unitsRoute from '../../pages/api/web2/units/index';
import statePrivacyRoute from '../../pages/api/web2/user/[id]/stateprivacy';
import { getServerSideProps as forecastNowProps } from '../../pages/weather-forecast/now/[location]';
import { getServerSideProps as homeProps } from '../../pages/index';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** A page request: method, headers; the response records Set-Cookie. */
function context(
  init: { method?: string; headers?: Record<string, string>; params?: Record<string, string> } = {},
) {
  const set: Record<string, unknown> = {};
  const ctx = {
    params: init.params ?? {},
    query: { ...init.params },
    req: {
      method: init.method ?? 'GET',
      headers: { host: 'localhost:3000', 'user-agent': CHROME, ...init.headers },
      socket: { remoteAddress: '127.0.0.1' },
    },
    res: {
      statusCode: 200,
      getHeader: (n: string) => set[n.toLowerCase()],
      setHeader: (n: string, v: unknown) => {
        set[n.toLowerCase()] = v;
      },
    },
    resolvedUrl: '/',
  } as unknown as GetServerSidePropsContext;
  const cookies = () => {
    const value = set['set-cookie'];
    return (Array.isArray(value) ? value : value ? [value] : []).map(String);
  };
  return { ctx, cookies };
}

const deviceCount = async () =>
  Number(
    (
      await (
        await getDb()
      )
        .selectFrom('devices')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

type Props = {
  props: {
    initialState: {
      user: { deviceId: string | null };
      location: { activeLocation: { Locality: { SlugName: string } } | null };
      favorites: { items: FavoriteLocation[] };
    };
  };
};

let undo: () => void;
const many = Array.from({ length: 200 }, (_, i) =>
  buildLocality({ CityId: String(5000 + i), SlugName: `many-place-${i}-xx`, CityName: `P${i}` }),
);
beforeAll(() => {
  undo = installProviderStandIns([paris, newYork, ...many]);
});
afterAll(() => undo());

describe('devices are made for people, not crawlers, HEADs or prefetches', () => {
  it.each([
    ['a crawler', { headers: { 'user-agent': GOOGLEBOT } }],
    ['a HEAD', { method: 'HEAD' }],
    ['a prefetch (Purpose)', { headers: { purpose: 'prefetch' } }],
    ['a prefetch (Sec-Purpose)', { headers: { 'sec-purpose': 'prefetch;prerender' } }],
    ['a Next.js router prefetch', { headers: { 'next-router-prefetch': '1' } }],
    ['a Next.js middleware prefetch', { headers: { 'x-middleware-prefetch': '1' } }],
  ])('%s of / makes no device, and still gets the whole page', async (_label, init) => {
    const before = await deviceCount();
    const { ctx, cookies } = context(init);
    const result = (await homeProps(ctx)) as Props;
    expect(await deviceCount()).toBe(before);
    expect(cookies().filter((c) => /^(wb_device|UserState-v1)=/.test(c))).toEqual([]);
    expect(result.props.initialState.user.deviceId).toBeNull();
    expect(result.props.initialState.location.activeLocation?.Locality.SlugName).toBe(
      newYork.SlugName,
    );
  });

  it('a person’s first GET gets a device and its cookies (HttpOnly), and stores nothing', async () => {
    const before = await deviceCount();
    const { ctx, cookies } = context();
    const result = (await homeProps(ctx)) as Props;
    expect(await deviceCount()).toBe(before);
    expect(result.props.initialState.user.deviceId).toMatch(/^[0-9a-f-]{36}$/);
    const userState = cookies().find((c) => c.startsWith('UserState-v1='));
    expect(userState).toMatch(/; HttpOnly/i);
    expect(cookies().find((c) => c.startsWith('wb_device='))).toMatch(/; HttpOnly/i);
  });
});

/** A browser's cookie jar across page views and API calls. */
function browser() {
  const jar = new Map<string, string>();
  const keep = (lines: readonly string[]) => {
    for (const line of lines) {
      const pair = line.split(';')[0] ?? '';
      jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const lines = (set: unknown) => (Array.isArray(set) ? set : set ? [set] : []).map(String);
  return {
    jar,
    cookie,
    deviceId: () => (jar.get('wb_device') ?? '').split('.')[0] ?? '',
    async view(props: typeof homeProps, params?: Record<string, string>): Promise<Props> {
      const page = context({ headers: { cookie: cookie() }, params });
      const result = (await props(page.ctx)) as Props;
      keep(page.cookies());
      return result;
    },
    async call(
      route: Parameters<typeof callRoute>[0],
      init: NonNullable<Parameters<typeof callRoute>[1]>,
    ) {
      const res = await callRoute(route, {
        ...init,
        headers: { cookie: cookie(), origin: 'http://localhost:3000', ...init.headers },
      });
      keep(lines(res.headers['set-cookie']));
      return res;
    },
  };
}

describe('a device is stored by its first write, never by reading', () => {
  it('keeps its active place in its cookie until then, and its first favourite stores both', async () => {
    const before = await deviceCount();
    const visitor = browser();
    await visitor.view(homeProps);
    await visitor.view(forecastNowProps, { location: paris.SlugName });
    // Back home: the place last viewed is the active one, from the cookie alone.
    const home = await visitor.view(homeProps);
    expect(home.props.initialState.location.activeLocation?.Locality.SlugName).toBe(paris.SlugName);
    expect(home.props.initialState.user.deviceId).toBe(visitor.deviceId());
    const units = await visitor.call(unitsRoute, {
      method: 'GET',
      query: { appInstanceId: visitor.deviceId() },
    });
    expect(units.status).toBe(200);
    expect(units.body).toMatchObject({ unitval: 1, tempUnitVal: 1 });
    expect(await deviceCount()).toBe(before);

    const added = await visitor.call(favoritesRoute, {
      method: 'POST',
      body: {
        favoriteLocation: {
          Location: { Locality: newYork, Station: null, DefaultStationRouteString: null },
        },
        appInstanceId: visitor.deviceId(),
      },
    });
    expect(added.status).toBe(200);
    expect(await deviceCount()).toBe(before + 1);
    const stored = await (
      await getDb()
    )
      .selectFrom('devices')
      .selectAll()
      .where('id', '=', visitor.deviceId())
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.active_location ?? 'null')).toMatchObject({ slug: paris.SlugName });
    const after = await visitor.view(homeProps);
    expect(
      after.props.initialState.favorites.items.map((f) => f.Location.Locality.SlugName),
    ).toEqual([newYork.SlugName]);
    expect(after.props.initialState.location.activeLocation?.Locality.SlugName).toBe(
      paris.SlugName,
    );
  });

  it('stores one row when a new device’s first writes arrive together', async () => {
    const before = await deviceCount();
    const visitor = browser();
    await visitor.view(homeProps);
    const adds = await Promise.all(
      [paris, newYork, ...many.slice(0, 3)].map((place) =>
        visitor.call(favoritesRoute, {
          method: 'POST',
          body: {
            favoriteLocation: {
              Location: { Locality: place, Station: null, DefaultStationRouteString: null },
            },
            appInstanceId: visitor.deviceId(),
          },
        }),
      ),
    );
    expect(adds.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await deviceCount()).toBe(before + 1);
    const home = await visitor.view(homeProps);
    expect(home.props.initialState.favorites.items).toHaveLength(5);
  });

  it('ignores a user-state cookie written for another device', async () => {
    const visitor = browser();
    await visitor.view(homeProps);
    const forged = encodeURIComponent(
      JSON.stringify({
        Id: 'someone-else',
        AL: { Id: '1', L: paris.SlugName, S: null, DS: null },
        FL: [],
      }),
    );
    visitor.jar.set('UserState-v1', forged);
    const home = await visitor.view(homeProps);
    expect(home.props.initialState.location.activeLocation?.Locality.SlugName).toBe(
      newYork.SlugName,
    );
  });
});

describe('a returning visitor keeps their device for as long as they keep coming', () => {
  const deviceCookies = (lines: readonly string[]) =>
    lines.filter((line) => line.startsWith(`${DEVICE_COOKIE}=`));

  const userStateCookies = (lines: readonly string[]) =>
    lines.filter((line) => line.startsWith('UserState-v1='));

  it('a page view that changes nothing writes neither cookie again', async () => {
    const visitor = browser();
    await visitor.view(homeProps);
    const page = context({ headers: { cookie: visitor.cookie() } });
    await homeProps(page.ctx);
    expect(page.cookies()).toEqual([]);
    // Another place viewed: its user-state cookie (the active place) is written, not the device's.
    const forecast = context({
      headers: { cookie: visitor.cookie() },
      params: { location: paris.SlugName },
    });
    await forecastNowProps(forecast.ctx);
    expect(deviceCookies(forecast.cookies())).toEqual([]);
    const [state] = userStateCookies(forecast.cookies());
    expect(decodeURIComponent(state ?? '')).toContain(`"L":"${paris.SlugName}"`);
  });

  it(`a cookie ${DEVICE_COOKIE_RENEW_AFTER_DAYS} days old is written again for the same device, whose favourites and privacy choice stay`, async () => {
    const visitor = browser();
    await visitor.view(homeProps);
    const deviceId = visitor.deviceId();
    const added = await visitor.call(favoritesRoute, {
      method: 'POST',
      body: {
        favoriteLocation: {
          Location: { Locality: paris, Station: null, DefaultStationRouteString: null },
        },
        appInstanceId: deviceId,
      },
    });
    expect(added.status).toBe(200);
    const optOut = await visitor.call(statePrivacyRoute, {
      method: 'PUT',
      query: { id: deviceId },
      body: { statePrivacy: { enabled: true } },
    });
    expect(optOut.status).toBe(200);
    // The browser dropped the privacy cookie (it keeps one 400 days at most); the choice is stored.
    visitor.jar.delete('wb_state_privacy');
    const today = dayOf();
    expect(visitor.jar.get(DEVICE_WRITTEN_COOKIE)).toBe(String(today));
    visitor.jar.set(DEVICE_WRITTEN_COOKIE, String(today - DEVICE_COOKIE_RENEW_AFTER_DAYS));

    const page = context({ headers: { cookie: visitor.cookie() } });
    const result = (await homeProps(page.ctx)) as Props;
    const [renewed] = deviceCookies(page.cookies());
    // The user-state cookie is renewed with it, though its value did not change.
    expect(userStateCookies(page.cookies())).toEqual([
      expect.stringMatching(`^UserState-v1=${visitor.jar.get('UserState-v1') ?? 'missing'};`),
    ]);
    expect(renewed).toMatch(/; HttpOnly/i);
    expect(renewed).toMatch(/; Max-Age=946080000/i);
    const value = renewed?.split(';')[0]?.slice(DEVICE_COOKIE.length + 1);
    expect(value).toBe(signDeviceId(deviceId, getConfig().cookieKeys));
    expect(page.cookies().find((line) => line.startsWith(`${DEVICE_WRITTEN_COOKIE}=`))).toMatch(
      new RegExp(`^${DEVICE_WRITTEN_COOKIE}=${today}; .*HttpOnly`, 'i'),
    );
    expect(result.props.initialState.user.deviceId).toBe(deviceId);
    expect(
      result.props.initialState.favorites.items.map((f) => f.Location.Locality.SlugName),
    ).toEqual([paris.SlugName]);
    // The stored opt-out is written back into the privacy cookie page scripts read, for 3 years.
    const privacy = page.cookies().find((line) => line.startsWith('wb_state_privacy='));
    expect(decodeURIComponent(privacy ?? '')).toMatch(
      /^wb_state_privacy=\{"doNotSell":true\}; .*Max-Age=94608000/,
    );
  });
});

describe('place pages validate their slug', () => {
  // As the real gazetteer does: a slug it cannot read is a 400, not a 404.
  beforeAll(() => {
    providerRoutes.unshift({
      path: '/data/locations/v3/location',
      methods: {
        GET: ({ params }: { params: Record<string, string> }) => {
          if (!/^[a-z0-9-]{1,200}$/.test(params.slug ?? '')) throw new HttpError(400, 'slug: bad');
          throw new HttpError(404, 'Unknown location');
        },
      },
    });
  });
  afterAll(() => void providerRoutes.shift());

  it.each([
    ['201 characters', 'a'.repeat(201)],
    ['spaces', 'paris ile de france'],
    ['markup', '<script>'],
    ['a slug the provider refuses', 'new-york-city-ny-us--'],
    ['an unknown place', 'atlantis-xx'],
  ])('%s: a 404 page, never a 500', async (_label, slug) => {
    const { ctx } = context({ params: { location: slug } });
    await expect(forecastNowProps(ctx)).resolves.toEqual({ notFound: true });
  });
});

describe('200 favourites through the web API and the page', () => {
  it('creates, lists and reorders them; the page shows all, the cookie stays under 4 kB', async () => {
    const first = context();
    await homeProps(first.ctx);
    const jar = new Map<string, string>();
    const keep = (lines: readonly string[]) => {
      for (const line of lines) {
        const pair = line.split(';')[0] ?? '';
        jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
      }
    };
    keep(first.cookies());
    const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const deviceId = (jar.get('wb_device') ?? '').split('.')[0] ?? '';
    const lines = (set: unknown) => (Array.isArray(set) ? set : set ? [set] : []).map(String);
    let created: FavoriteLocation | undefined;
    for (const [i, place] of many.entries()) {
      // 200 writes within a second is what the write limit stops (src/server/rate-limit): start a
      // fresh window every 25, as a person adding places over minutes would.
      if (i % 25 === 0) resetRateLimitersForTests();
      const res = await callRoute(favoritesRoute, {
        method: 'POST',
        headers: { cookie: cookie(), origin: 'http://localhost:3000' },
        body: {
          favoriteLocation: {
            Location: { Locality: place, Station: null, DefaultStationRouteString: null },
          },
          appInstanceId: deviceId,
        },
      });
      expect(res.status).toBe(200);
      created = res.body as FavoriteLocation;
      keep(lines(res.headers['set-cookie']));
      expect(`UserState-v1=${jar.get('UserState-v1') ?? ''}`.length).toBeLessThan(4096);
    }
    const moved = await callRoute(favoritesRoute, {
      method: 'PUT',
      headers: { cookie: cookie(), origin: 'http://localhost:3000' },
      body: { newFavoriteLocation: { ...created, Position: 0 } },
    });
    expect(moved.status).toBe(200);
    const movedState = lines(moved.headers['set-cookie']).find((c) =>
      c.startsWith('UserState-v1='),
    );
    expect(movedState?.split(';')[0]?.length).toBeLessThan(4096);
    keep(lines(moved.headers['set-cookie']));
    const page = context({ headers: { cookie: cookie() } });
    const result = (await homeProps(page.ctx)) as Props;
    const items = result.props.initialState.favorites.items;
    expect(items).toHaveLength(200);
    expect(items[0]?.Id).toBe(created?.Id);
    expect(items.map((f) => f.Position)).toEqual([...Array(200).keys()]);
    // The move already wrote the cookie the page would: the page view sends none back.
    expect(page.cookies().filter((c) => c.startsWith('UserState-v1='))).toEqual([]);
  });
});

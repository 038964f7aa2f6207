import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { http, HttpResponse, passthrough } from 'msw';
import type { GetServerSidePropsContext } from 'next';

import { providerRoutes } from '@/embedded/provider/routes';
import { setServerCacheForTests } from '@/server/cache';
import { resetConfigForTests } from '@/server/config';
import { warmEmbeddedProvider } from '@/server/provider/embeddedTransport';
import type { UserProfile } from '@/types/location';

import { callRoute, type RouteResult } from '@tests/utils/apiRoute';
import { installProviderStandIns } from '@tests/fixtures/providerStandIns';
import { paris } from '@tests/fixtures/localities';
import { server } from '@tests/msw/server';

import favoritesRoute from '../../pages/api/web2/favorite-locations/index';
import queryRoute from '../../pages/api/web2/locations/query';
import proxyRoute from '../../pages/api/web2/pulse/[...path]';
import stationsRoute from '../../pages/api/web2/stations';
import profileRoute from '../../pages/api/web2/user/profile';
import { getServerSideProps as forecastNowProps } from '../../pages/weather-forecast/now/[location]';
import { getServerSideProps as homeProps } from '../../pages/index';

/**
 * A provider that is down, three ways — it refuses connections, it accepts them and never answers,
 * it answers 500 — with a small upstream budget: every API answers 502 or 503 JSON and every page
 * 503 with Retry-After, and all of them answer (each test's own timeout is a few budgets).
 */

const BUDGET_MS = 300;
/** A test's time limit: a few budgets, far below the 60 s a hanging provider used to cost. */
const IN_TIME = 3_000;
const ORIGIN = 'http://localhost:3000';
const FAILING_5XX = 'http://provider-5xx.test/pulse';

const envBefore = { ...process.env };
let hanging: Server;
let hangingUrl: string;
let refusingUrl: string;
let undoStandIns: () => void;
/** Cookies of a visitor whose device was made while the provider was up. */
let deviceCookie: string;
let deviceId: string;

/** Points the server at a provider (null: the embedded one) with the test budget, caches empty. */
function useProvider(baseUrl: string | null) {
  process.env = { ...envBefore, UPSTREAM_BUDGET_MS: String(BUDGET_MS) };
  if (baseUrl) {
    process.env.PROVIDER_BASE_URL = baseUrl;
    process.env.PROVIDER_AUTH_ID = 'outage-test';
    process.env.PROVIDER_SECRET = 'outage-test-secret';
  }
  resetConfigForTests();
  setServerCacheForTests(undefined);
}

/** The cookies a response set, as a Cookie header. */
function cookiesOf(res: RouteResult): string {
  const set = res.headers['set-cookie'];
  const lines = Array.isArray(set) ? set : set ? [String(set)] : [];
  return lines.map((line) => String(line).split(';')[0]).join('; ');
}

/** A getServerSideProps context whose response records its status and headers. */
function pageContext(params: Record<string, string> = {}, cookie = '') {
  const headers: Record<string, unknown> = {};
  const res = {
    statusCode: 200,
    getHeader: (n: string) => headers[n.toLowerCase()],
    setHeader: (n: string, v: unknown) => {
      headers[n.toLowerCase()] = v;
    },
  };
  const ctx = {
    params,
    query: { ...params },
    req: { headers: { host: 'weather.test', cookie }, socket: { remoteAddress: '127.0.0.1' } },
    res,
    resolvedUrl: '/',
  } as unknown as GetServerSidePropsContext;
  return { ctx, res, headers };
}

beforeAll(async () => {
  // The embedded provider's data, loaded before the first request as the server's start does.
  warmEmbeddedProvider();
  hanging = createServer(() => undefined);
  await new Promise<void>((r) => hanging.listen(0, '127.0.0.1', r));
  hangingUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/pulse`;
  const closed = createServer();
  await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
  refusingUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/pulse`;
  await new Promise((r) => closed.close(r));

  // A device made while the provider is up (adding a favourite needs one).
  undoStandIns = installProviderStandIns();
  useProvider(null);
  const first = await callRoute(profileRoute, { headers: { origin: ORIGIN } });
  expect(first.status).toBe(200);
  deviceCookie = cookiesOf(first);
  deviceId = (first.body as { user: UserProfile }).user.DeviceId;
}, 60_000);

afterAll(async () => {
  undoStandIns();
  process.env = envBefore;
  resetConfigForTests();
  setServerCacheForTests(undefined);
  hanging.closeAllConnections();
  await new Promise((r) => hanging.close(r));
});

beforeEach(() => {
  // Real sockets to the local providers; the failing one answers 500 to everything.
  server.use(
    http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()),
    http.all(`${FAILING_5XX}/*`, () => HttpResponse.json({ error: 'boom' }, { status: 500 })),
  );
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const outages = [
  { name: 'refuses connections', url: () => refusingUrl, api: 503 },
  { name: 'accepts and never answers', url: () => hangingUrl, api: 503 },
  { name: 'answers 500', url: () => FAILING_5XX, api: 502 },
] as const;

describe.each(outages)('a provider that $name', ({ url, api }) => {
  beforeEach(() => useProvider(url()));

  /** The answer is JSON { error }, with Retry-After exactly when it is a 503. */
  function expectUpstreamError(res: RouteResult) {
    expect(res.status).toBe(api);
    expect(res.body).toEqual({ error: expect.stringMatching(/^Provider /) });
    if (api === 503) expect(res.headers['retry-after']).toBe('30');
    else expect(res.headers['retry-after']).toBeUndefined();
  }

  it(
    `GET /web2/api/stations answers ${api}`,
    async () => {
      expectUpstreamError(await callRoute(stationsRoute, { query: { lat: '10.5', lon: '20.5' } }));
    },
    IN_TIME,
  );

  it(
    `GET /web2/api/user/profile answers ${api}`,
    async () => {
      expectUpstreamError(await callRoute(profileRoute, { headers: { origin: ORIGIN } }));
    },
    IN_TIME,
  );

  it(
    `POST /web2/api/favorite-locations answers ${api}`,
    async () => {
      expectUpstreamError(
        await callRoute(favoritesRoute, {
          method: 'POST',
          headers: { origin: ORIGIN, cookie: deviceCookie },
          body: {
            favoriteLocation: {
              Location: { Locality: paris, Station: null, DefaultStationRouteString: null },
            },
            appInstanceId: deviceId,
          },
        }),
      );
    },
    IN_TIME,
  );

  it(
    `POST /web2/api/locations/query answers ${api}`,
    async () => {
      expectUpstreamError(
        await callRoute(queryRoute, {
          method: 'POST',
          headers: { origin: ORIGIN },
          body: { Query: paris.SlugName },
        }),
      );
    },
    IN_TIME,
  );

  it(
    `the signing proxy answers ${api}`,
    async () => {
      const path = '/web2/api/pulse/data/weather/v1/current?latitude=1&longitude=2';
      expectUpstreamError(await callRoute(proxyRoute, { url: path }));
    },
    IN_TIME,
  );

  it.each([
    ['the home page', () => homeProps, {}],
    ['the current-conditions page', () => forecastNowProps, { location: paris.SlugName }],
  ] as const)(
    '%s answers 503 with Retry-After and the error view in the site frame',
    async (_page, props, params) => {
      const { ctx, res, headers } = pageContext(params, deviceCookie);
      const result = (await props()(ctx)) as unknown as {
        props: {
          errorStatus: number;
          pageId: string;
          seo: { description: string };
          initialState: Record<string, unknown>;
        };
      };
      expect(res.statusCode).toBe(503);
      expect(headers['retry-after']).toBe('30');
      expect(result.props.errorStatus).toBe(503);
      expect(result.props.pageId).toBe('error');
      expect(result.props.seo.description).toBe(
        'Something went wrong loading the data. Please reload the page or try again later',
      );
      // The frame's provider-backed parts are empty.
      expect(result.props.initialState.location).toBeUndefined();
      expect(result.props.initialState.favorites).toBeUndefined();
    },
    IN_TIME,
  );
});

describe('a provider whose current conditions never come', () => {
  const hangingWeather = {
    path: '/data/weather/v1/current',
    methods: { GET: () => new Promise<never>(() => undefined) },
  };
  beforeEach(() => {
    useProvider(null);
    providerRoutes.unshift(hangingWeather);
  });
  afterEach(() => {
    providerRoutes.splice(providerRoutes.indexOf(hangingWeather), 1);
  });

  it(
    'still renders the page at 200, without current conditions',
    async () => {
      const { ctx, res } = pageContext({ location: paris.SlugName });
      const result = (await forecastNowProps(ctx)) as {
        props: { current: unknown; initialState: { location: { activeLocation: unknown } } };
      };
      expect(res.statusCode).toBe(200);
      expect(result.props.current).toBeNull();
      expect(result.props.initialState.location.activeLocation).toMatchObject({
        Locality: { SlugName: paris.SlugName },
      });
    },
    IN_TIME,
  );

  it(
    'the proxied read answers 503 with Retry-After',
    async () => {
      const res = await callRoute(proxyRoute, {
        url: '/web2/api/pulse/data/weather/v1/current?latitude=1&longitude=2',
      });
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('30');
    },
    IN_TIME,
  );
});

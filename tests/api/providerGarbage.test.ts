import { http, HttpResponse } from 'msw';
import type { GetServerSidePropsContext } from 'next';

import { setServerCacheForTests } from '@/server/cache';
import { resetConfigForTests } from '@/server/config';

import { callRoute } from '@tests/utils/apiRoute';
import { paris } from '@tests/fixtures/localities';
import { server } from '@tests/msw/server';

import { getServerSideProps as newsProps } from '../../pages/news/index';
import proxyRoute from '../../pages/api/web2/pulse/[...path]';
import stationsRoute from '../../pages/api/web2/stations';
import { getServerSideProps as forecastNowProps } from '../../pages/weather-forecast/now/[location]';
import { getServerSideProps as homeProps } from '../../pages/index';
import { getServerSideProps as activeStormsProps } from '../../pages/hurricane/active';
import { getServerSideProps as stormProps } from '../../pages/hurricane/active/[name]';

/**
 * A provider that answers, but garbage: a wrong shape in a valid envelope, HTML, a body that is
 * not JSON. Pages answer the 503 error page (never throw, which would be a 500), pages that are
 * not about one place render without the visitor's place, and the signing proxy never relays a
 * body that is not JSON.
 */

const PROVIDER = 'http://provider-garbage.test/pulse';
const envBefore = { ...process.env };

const answers = {
  'a wrong shape': () => HttpResponse.json({ code: 200, r: { unexpected: ['shape'] } }),
  HTML: () => HttpResponse.html('<!doctype html><h1>502 Bad Gateway</h1>'),
  'a body that is not JSON': () =>
    new HttpResponse('{"r": {"broken', { headers: { 'content-type': 'application/json' } }),
} as const;

function pageContext(params: Record<string, string> = {}) {
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
    req: { headers: { host: 'weather.test' }, socket: { remoteAddress: '127.0.0.1' } },
    res,
    resolvedUrl: '/',
  } as unknown as GetServerSidePropsContext;
  return { ctx, res };
}

beforeEach(() => {
  process.env = {
    ...envBefore,
    UPSTREAM_BUDGET_MS: '1000',
    PROVIDER_BASE_URL: PROVIDER,
    PROVIDER_AUTH_ID: 'garbage-test',
    PROVIDER_SECRET: 'garbage-test-secret',
  };
  resetConfigForTests();
  setServerCacheForTests(undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

afterAll(() => {
  process.env = envBefore;
  resetConfigForTests();
  setServerCacheForTests(undefined);
});

describe.each(Object.entries(answers))('a provider that answers %s', (_name, answer) => {
  beforeEach(() => server.use(http.all(`${PROVIDER}/*`, answer)));

  it.each([
    ['the home page', () => homeProps, {}],
    ['a place page', () => forecastNowProps, { location: paris.SlugName }],
    ['the active storms page', () => activeStormsProps, {}],
    ["a storm's page", () => stormProps, { name: 'milton' }],
  ] as const)('%s answers the 503 error page', async (_page, props, params) => {
    const { ctx, res } = pageContext(params);
    const result = (await props()(ctx)) as unknown as { props: { errorStatus?: number } };
    expect(res.statusCode).toBe(503);
    expect(result.props.errorStatus).toBe(503);
  });

  it('the news page renders at 200 without the visitor’s place', async () => {
    const { ctx, res } = pageContext();
    const result = (await newsProps(ctx)) as unknown as {
      props: { errorStatus?: number; initialState: { location: { activeLocation: unknown } } };
    };
    expect(res.statusCode).toBe(200);
    expect(result.props.errorStatus).toBeUndefined();
    expect(result.props.initialState.location.activeLocation).toBeNull();
  });
});

describe('the signing proxy', () => {
  it.each([
    ['HTML', answers.HTML],
    ['a body that is not JSON', answers['a body that is not JSON']],
    ['a search that is not a list', answers['a wrong shape']],
  ])('answers 502 JSON for %s, not the body with a 200', async (_name, answer) => {
    server.use(http.all(`${PROVIDER}/*`, answer));
    const res = await callRoute(proxyRoute, {
      url: '/web2/api/pulse/data/locations/v3/location?searchString=paris',
    });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ error: expect.any(String) });
    // Nothing was kept: a healthy provider is asked again at once.
    server.use(http.all(`${PROVIDER}/*`, () => HttpResponse.json({ r: [paris] })));
    const again = await callRoute(proxyRoute, {
      url: '/web2/api/pulse/data/locations/v3/location?searchString=paris',
    });
    expect(again.status).toBe(200);
  });
});

describe('the stations route', () => {
  it.each([
    ['a payload that is not a list', () => HttpResponse.json({ r: { unexpected: ['shape'] } })],
    ['a list of something else', () => HttpResponse.json({ r: [{ StationId: 1 }, 'x'] })],
    ['HTML', answers.HTML],
  ])('answers 502 JSON for %s, never a 500 or the garbage', async (_name, answer) => {
    server.use(http.all(`${PROVIDER}/*`, answer));
    const res = await callRoute(stationsRoute, { query: { lat: '48.85', lon: '2.35' } });
    expect(res).toMatchObject({ status: 502, body: { error: 'Provider answered with an error' } });
  });
});

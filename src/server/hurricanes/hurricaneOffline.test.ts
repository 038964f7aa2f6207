import type { GetServerSidePropsContext } from 'next';
import { http, HttpResponse } from 'msw';

import { setUpServerPageTests } from '@tests/support/serverPageTests';
import { server } from '@tests/msw/server';

import { getServerSideProps as stormPage } from '../../../pages/hurricane/active/[name]';

/**
 * A storm's page with the default `auto` upstream while live NHC cannot be reached: what is known
 * (the provider's fallback to its bundled sample) still decides which storms exist.
 */

const NHC = 'https://nhc.unreachable.test';

function pageContext(name: string) {
  const res = { statusCode: 200, getHeader: () => undefined, setHeader: () => undefined };
  const ctx = {
    params: { name },
    query: { name },
    req: { headers: { host: 'weather.test' }, socket: { remoteAddress: '127.0.0.1' } },
    res,
    resolvedUrl: `/hurricane/active/${name}`,
  } as unknown as GetServerSidePropsContext;
  return { ctx, res };
}

setUpServerPageTests({
  WEATHER_UPSTREAM: 'auto',
  NHC_BASE_URL: NHC,
  SITE_URL: 'https://weather.test',
});

beforeEach(() => {
  // NHC refuses every connection.
  server.use(http.get(`${NHC}/*`, () => HttpResponse.error()));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('a storm page while live NHC is unreachable', () => {
  it('answers 404 (the "See active storms" page) for a storm nobody knows, not the 503 error page', async () => {
    const { ctx, res } = pageContext('no-such-storm');
    await expect(stormPage(ctx)).resolves.toEqual({ notFound: true });
    expect(res.statusCode).toBe(200);
  });

  it('still shows a storm the fallback knows, marked as sample data', async () => {
    const { ctx, res } = pageContext('milton');
    const result = (await stormPage(ctx)) as { props: { storm?: { name: string; sample?: true } } };
    expect(res.statusCode).toBe(200);
    expect(result.props.storm).toMatchObject({ name: 'Milton', sample: true });
  });
});

import type { GetServerSidePropsContext } from 'next';

import { setUpServerPageTests } from '@tests/support/serverPageTests';

import { getServerSideProps as homePage } from '../../../pages/index';
import { searchRedirectPath, websiteJsonLd } from './siteSearch';

/** The home page's WebSite structured data and its search URL, `/?q=`, over provider stand-ins. */

function pageContext(query: Record<string, string | string[]>) {
  const res = { statusCode: 200, getHeader: () => undefined, setHeader: () => undefined };
  return {
    params: {},
    query,
    req: { headers: { host: 'weather.test' }, socket: { remoteAddress: '127.0.0.1' } },
    res,
    resolvedUrl: '/',
  } as unknown as GetServerSidePropsContext;
}

setUpServerPageTests({ SITE_URL: 'https://weather.test', SITE_NAME: 'Sky & Co' });

describe('the WebSite structured data', () => {
  it('names the site and its search URL on the configured origin', () => {
    expect(websiteJsonLd()).toEqual({
      '@type': 'WebSite',
      name: 'Sky & Co',
      url: 'https://weather.test/',
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: 'https://weather.test/?q={search_term_string}',
        },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('is in the home page head', async () => {
    const result = (await homePage(pageContext({}))) as {
      props: { seo: { jsonLd?: Record<string, unknown>[] } };
    };
    expect(result.props.seo.jsonLd).toEqual([websiteJsonLd()]);
  });
});

describe('/?q=', () => {
  it("opens the best match's forecast page", async () => {
    await expect(searchRedirectPath('paris')).resolves.toBe(
      '/weather-forecast/now/paris-ile-de-france-fr',
    );
    await expect(homePage(pageContext({ q: 'paris' }))).resolves.toEqual({
      redirect: { destination: '/weather-forecast/now/paris-ile-de-france-fr', permanent: false },
    });
  });

  it('ignores a blank, repeated or overlong text: the home page renders', async () => {
    for (const q of ['  ', ['paris', 'london'], 'x'.repeat(101)]) {
      await expect(searchRedirectPath(q)).resolves.toBeNull();
      await expect(homePage(pageContext({ q }))).resolves.toHaveProperty('props.seo');
    }
  });
});

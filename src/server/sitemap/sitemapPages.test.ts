import type { GetServerSidePropsContext } from 'next';

import { providerRoutes } from '@/embedded/provider/routes';
import { setServerCacheForTests } from '@/server/cache';
import { resetConfigForTests } from '@/server/config';
import { HttpError } from '@/server/http/httpError';

import { installProviderStandIns } from '@tests/fixtures/providerStandIns';

import { getServerSideProps as continentPage } from '../../../pages/sitemap/[continent]';
import { getServerSideProps as indexPage } from '../../../pages/sitemap/index';
import { getServerSideProps as statePage } from '../../../pages/sitemap/North-America/United-States/state/[name]/[code]';
import { getServerSideProps as statesPage } from '../../../pages/sitemap/North-America/United-States/states';

/**
 * The sitemap pages' server props over the signed client and small stand-ins for the provider's
 * directory paths: heads, breadcrumbs, 404s and the degraded answer when the directory fails.
 */

const envBefore = { ...process.env };
let undoStandIns: () => void;
/** What the directory stand-ins do: answer the fixtures, or fail like a broken provider. */
let directoryDown = false;
/** The continent code the last continent read asked for. */
let askedContinent: string | undefined;

const place = (CityName: string, SlugName: string, TerritoryAbbr: string | null = null) => ({
  CityName,
  SlugName,
  TerritoryAbbr,
  Population: 1000,
});

const directoryStandIns = [
  {
    path: '/data/locations/v3/directory',
    methods: {
      GET: ({ params }: { params: Record<string, string> }) => {
        if (directoryDown) throw new HttpError(500, 'directory down');
        askedContinent = params.continent;
        return {
          Continent: params.continent,
          Countries: [
            {
              CountryIso2Code: 'FR',
              CountryShortName: 'France',
              PlaceCount: 2,
              Places: [
                place('Paris', 'paris-ile-de-france-fr'),
                place('Lyon', 'lyon-auvergne-rhone-alpes-fr'),
              ],
            },
          ],
        };
      },
    },
  },
  {
    path: '/data/locations/v3/directory/places',
    methods: {
      GET: ({ params }: { params: Record<string, string> }) => {
        if (directoryDown) throw new HttpError(500, 'directory down');
        if (params.territory !== 'NY') throw new HttpError(404, 'No territory');
        return {
          CountryIso2Code: 'US',
          TerritoryCode: 'NY',
          TerritoryAbbr: 'NY',
          TerritoryName: 'New York',
          Places: [place('Albany', 'albany-ny-us', 'NY'), place('Buffalo', 'buffalo-ny-us', 'NY')],
        };
      },
    },
  },
];

function pageContext(params: Record<string, string>) {
  const headers: Record<string, unknown> = {};
  const res = {
    statusCode: 200,
    getHeader: (name: string) => headers[name.toLowerCase()],
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = value;
    },
  };
  const ctx = {
    params,
    query: { ...params },
    req: { headers: { host: 'weather.test' }, socket: { remoteAddress: '127.0.0.1' } },
    res,
    resolvedUrl: '/sitemap',
  } as unknown as GetServerSidePropsContext;
  return { ctx, res, headers };
}

interface Props {
  props: {
    seo: { title: string; canonical: string; breadcrumbs: { name: string; url: string }[] };
    countries?: { CountryShortName: string; Places: { SlugName: string }[] }[] | null;
    places?: { CityName: string }[] | null;
    state?: { name: string; code: string };
    continent?: { segment: string; name: string };
  };
}

beforeAll(() => {
  undoStandIns = installProviderStandIns();
  providerRoutes.unshift(...directoryStandIns);
});
afterAll(() => {
  providerRoutes.splice(0, directoryStandIns.length);
  undoStandIns();
  process.env = envBefore;
  resetConfigForTests();
  setServerCacheForTests(undefined);
});
beforeEach(() => {
  directoryDown = false;
  process.env = { ...envBefore, SITE_URL: 'https://weather.test' };
  resetConfigForTests();
  setServerCacheForTests(undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('the sitemap pages', () => {
  it('/sitemap: its title, canonical URL without a trailing slash and breadcrumbs', async () => {
    const { props } = (await indexPage(pageContext({}).ctx)) as Props;
    expect(props.seo.canonical).toBe('https://weather.test/sitemap');
    expect(props.seo.title).toMatch(/^Sitemap/);
    expect(props.seo.breadcrumbs).toEqual([
      { name: 'Home', url: 'https://weather.test/' },
      { name: 'Sitemap', url: 'https://weather.test/sitemap' },
    ]);
  });

  it("a continent's page lists its countries and their places; Australia reads Oceania", async () => {
    const { props } = (await continentPage(pageContext({ continent: 'Europe' }).ctx)) as Props;
    expect(props.continent).toEqual({ segment: 'Europe', name: 'Europe' });
    expect(props.countries?.[0]?.CountryShortName).toBe('France');
    expect(props.countries?.[0]?.Places.map((p) => p.SlugName)).toEqual([
      'paris-ile-de-france-fr',
      'lyon-auvergne-rhone-alpes-fr',
    ]);
    expect(props.seo.canonical).toBe('https://weather.test/sitemap/Europe');
    expect(props.seo.breadcrumbs.map((b) => b.name)).toEqual(['Home', 'Sitemap', 'Europe']);
    const australia = (await continentPage(pageContext({ continent: 'Australia' }).ctx)) as Props;
    expect(australia.props.seo.canonical).toBe('https://weather.test/sitemap/Australia');
    expect(askedContinent).toBe('OC');
  });

  it('answers 404 for any other continent, including another case', async () => {
    for (const continent of ['Antarctica', 'europe', 'Oceania', 'x'.repeat(100)]) {
      await expect(continentPage(pageContext({ continent }).ctx)).resolves.toEqual({
        notFound: true,
      });
    }
  });

  it('the states page has its own trail', async () => {
    const { props } = (await statesPage(pageContext({}).ctx)) as Props;
    expect(props.seo.canonical).toBe(
      'https://weather.test/sitemap/North-America/United-States/states',
    );
    expect(props.seo.breadcrumbs.map((b) => b.name)).toEqual([
      'Home',
      'Sitemap',
      'North America',
      'United States',
    ]);
  });

  it("a state's page lists its places; a wrong name and code pair is 404", async () => {
    const { props } = (await statePage(pageContext({ name: 'New-York', code: 'NY' }).ctx)) as Props;
    expect(props.state).toEqual({ name: 'New York', code: 'NY' });
    expect(props.places?.map((p) => p.CityName)).toEqual(['Albany', 'Buffalo']);
    expect(props.seo.canonical).toBe(
      'https://weather.test/sitemap/North-America/United-States/state/New-York/NY',
    );
    expect(props.seo.breadcrumbs.at(-1)?.name).toBe('New York');
    for (const params of [
      { name: 'New-York', code: 'NJ' },
      { name: 'New York', code: 'NY' },
      { name: 'new-york', code: 'NY' },
      { name: 'Puerto-Rico', code: 'PR' },
    ]) {
      await expect(statePage(pageContext(params).ctx)).resolves.toEqual({ notFound: true });
    }
  });

  it('when the directory fails: 503 with Retry-After, the frame kept, the list null', async () => {
    directoryDown = true;
    const continent = pageContext({ continent: 'Europe' });
    const { props } = (await continentPage(continent.ctx)) as Props;
    expect(continent.res.statusCode).toBe(503);
    expect(continent.headers['retry-after']).toBe('30');
    expect(props.countries).toBeNull();
    expect(props.seo.title).toMatch(/^Europe Weather/);
    const state = pageContext({ name: 'New-York', code: 'NY' });
    const stateProps = (await statePage(state.ctx)) as Props;
    expect(state.res.statusCode).toBe(503);
    expect(stateProps.props.places).toBeNull();
  });
});

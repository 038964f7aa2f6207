import { providerRoutes } from '@/embedded/provider/routes';
import { readNotices } from '@/server/notices/notices.service';
import type { UserProfile } from '@/types/location';

import { paris } from '@tests/fixtures/localities';
import { setUpServerPageTests } from '@tests/support/serverPageTests';

import { policyQuery } from './policyInputs';

describe('policyQuery', () => {
  it.each([
    ['en-US', { countrycode: 'US', languagecode: 'en-US' }],
    ['fr-ca', { countrycode: 'CA', languagecode: 'fr-CA' }],
    ['de-DE-1996', { countrycode: 'DE', languagecode: 'de-DE' }],
  ])('asks for the country the language %j names', (language, query) => {
    expect(policyQuery(language)).toEqual(query);
  });

  it.each([null, undefined, '', 'fr', 'es-419', 'zh-Hant-TW', 'en-US<script>'])(
    'has no query for %j (no country)',
    (language) => {
      expect(policyQuery(language)).toBeNull();
    },
  );
});

/** The legal policy fetch as server rendering makes it, over the embedded provider. */
describe('the terms notice’s policy fetch', () => {
  setUpServerPageTests({ WEATHER_UPSTREAM: 'demo', SITE_URL: 'https://www.weather.test' });

  type Profile = Pick<UserProfile, 'IsBot' | 'Os' | 'Language' | 'ActiveLocation'>;
  const visitor = (Language: string): Profile => ({
    IsBot: false,
    Os: null,
    Language,
    ActiveLocation: { Locality: paris, Station: null, DefaultStationRouteString: null },
  });

  /** Records the queries the provider's legal paths are asked with; returns them and the undo. */
  function recordLegalQueries() {
    const queries: Record<string, unknown>[] = [];
    const routes = ['/api/legal/policies/v1', '/api/legal/policies/v1/current'].map((path) => ({
      path,
      methods: {
        GET: ({ params }: { params: Record<string, unknown> }) => {
          queries.push({
            path,
            countrycode: params.countrycode,
            languagecode: params.languagecode,
          });
          return path.endsWith('current')
            ? { touVersion: '2026-01', ppVersion: '2026-01' }
            : {
                message: 'We have updated our Terms of Use.',
                linkText: 'Review the changes',
                tou: { display: true, url: '/legal/terms' },
                pp: { display: false, url: '/legal/privacy' },
              };
        },
      },
    }));
    providerRoutes.unshift(...routes);
    const undo = () => {
      for (const route of routes) providerRoutes.splice(providerRoutes.indexOf(route), 1);
    };
    return { queries, undo };
  }

  const read = (language: string) =>
    readNotices(
      { headers: { host: 'www.weather.test' } },
      { pageId: 'home', canonicalPath: '/', profile: visitor(language) },
    );

  it('is skipped, not defaulted, when the language names no country', async () => {
    const { queries, undo } = recordLegalQueries();
    try {
      expect((await read('fr')).terms).toBeNull();
      expect(queries).toEqual([]);
    } finally {
      undo();
    }
  });

  it("asks for the language's country, not the location's", async () => {
    const { queries, undo } = recordLegalQueries();
    try {
      expect((await read('en-GB')).terms?.message).toBe('We have updated our Terms of Use.');
      expect(queries).toEqual([
        { path: '/api/legal/policies/v1', countrycode: 'GB', languagecode: 'en-GB' },
        { path: '/api/legal/policies/v1/current', countrycode: 'GB', languagecode: 'en-GB' },
      ]);
    } finally {
      undo();
    }
  });
});

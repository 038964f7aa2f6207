import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { GetServerSidePropsContext } from 'next';

import { providerRoutes } from '@/embedded/provider/routes';
import { setServerCacheForTests } from '@/server/cache';
import { resetConfigForTests } from '@/server/config';
import { resetRateLimitersForTests } from '@/server/rate-limit';
import { HttpError } from '@/server/http/httpError';
import { createServerProviderClient } from '@/server/provider/client';
import { ProviderHttpError } from '@/lib/provider';
import type { SearchOutcome } from '@/types/locationSearch';

import { getServerSideProps as searchPage } from '../../../pages/search';
import { MAX_SEARCH_TEXT_LENGTH, parseSearchQuery } from './locationSearchPage';

/**
 * `/search?q=…` over the embedded provider and its whole gazetteer (no stand-ins): the places
 * found as links to their forecasts, none, the texts refused with 400 (as the provider's location
 * search refuses them), the page without `q`, and the page when the search fails.
 */

const LOCATION_SEARCH = '/data/locations/v3/location';

/** A getServerSideProps context for `/search` with this query; its response records status and headers. */
function pageContext(query: Record<string, string | string[]>) {
  const headers: Record<string, unknown> = {};
  const res = {
    statusCode: 200,
    getHeader: (name: string) => headers[name.toLowerCase()],
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = value;
    },
  };
  const ctx = {
    params: {},
    query,
    req: { headers: { host: 'weather.test' }, socket: { remoteAddress: '127.0.0.1' } },
    res,
    resolvedUrl: '/search',
  } as unknown as GetServerSidePropsContext;
  return { ctx, res, headers };
}

interface Props {
  props: {
    pageId: string;
    search: SearchOutcome;
    seo: {
      title: string;
      description: string;
      canonical: string;
      noindex?: boolean;
      breadcrumbs: { name: string; url: string }[];
    };
  };
}

/** Runs the page for a query: its status, headers and props. */
async function open(query: Record<string, string | string[]>) {
  const { ctx, res, headers } = pageContext(query);
  const result = (await searchPage(ctx)) as Props;
  return { status: res.statusCode, headers, props: result.props };
}

/** Puts a route in front of the provider's location search until the returned undo runs. */
function inFrontOfSearch(GET: (context: { params: Record<string, string> }) => unknown) {
  const route = { path: LOCATION_SEARCH, methods: { GET } };
  providerRoutes.unshift(route);
  return () => {
    providerRoutes.splice(providerRoutes.indexOf(route), 1);
  };
}

const envBefore = { ...process.env };
beforeEach(() => {
  process.env = { ...envBefore, WEATHER_UPSTREAM: 'demo', SITE_URL: 'https://weather.test' };
  resetConfigForTests();
  setServerCacheForTests(undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => {
  process.env = envBefore;
  resetConfigForTests();
  setServerCacheForTests(undefined);
});

describe('the search results page', () => {
  it('lists the places found as links to their forecast pages, best first', async () => {
    const { status, props } = await open({ q: 'denver' });
    expect(status).toBe(200);
    expect(props.pageId).toBe('search');
    expect(props.search.kind).toBe('results');
    const { results } = props.search as Extract<SearchOutcome, { kind: 'results' }>;
    expect(results[0]).toEqual({
      id: '5419384',
      name: 'Denver, CO',
      href: '/weather-forecast/now/denver-co-us',
    });
    expect(results.map((r) => [r.name, r.href])).toEqual(
      expect.arrayContaining([
        ['Denver, PA', '/weather-forecast/now/denver-pa-us'],
        ['Denver City, TX', '/weather-forecast/now/denver-city-tx-us'],
      ]),
    );
    expect(results.length).toBeLessThanOrEqual(10);
  }, 60_000);

  it('has a head of its own: the text in the title, canonical /search, never indexed', async () => {
    const { props } = await open({ q: '  denver ' });
    expect(props.search).toMatchObject({ kind: 'results', query: 'denver' });
    expect(props.seo.title).toBe('Search results for denver | Parasol Weather');
    expect(props.seo.description).toBe(
      'Places matching “denver”: open one for its weather forecast.',
    );
    expect(props.seo.canonical).toBe('https://weather.test/search');
    expect(props.seo.noindex).toBe(true);
    expect(props.seo.breadcrumbs).toEqual([
      { name: 'Home', url: 'https://weather.test/' },
      { name: 'Search', url: 'https://weather.test/search' },
    ]);
  });

  it('finds nothing for a nonsense text (200)', async () => {
    const { status, props } = await open({ q: 'xqzvbnm' });
    expect(status).toBe(200);
    expect(props.search).toEqual({ kind: 'results', query: 'xqzvbnm', results: [] });
  });

  it('asks the provider as the search box does: its parameters, 10 places', async () => {
    const asked: Record<string, string>[] = [];
    const undo = inFrontOfSearch(({ params }) => {
      asked.push(params);
      return [];
    });
    try {
      await open({ q: "o'fallon+il" });
    } finally {
      undo();
    }
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({
      searchString: 'o&#8217;fallon il',
      maxResults: '10',
      verbose: 'true',
      appId: 'wbweb',
      formFactor: 'website',
    });
  });

  it('explains the search when there is no q (200), and is not indexed either', async () => {
    const { status, props } = await open({});
    expect(status).toBe(200);
    expect(props.search).toEqual({ kind: 'prompt' });
    expect(props.seo.title).toBe('Search locations | Parasol Weather');
    expect(props.seo.canonical).toBe('https://weather.test/search');
    expect(props.seo.noindex).toBe(true);
  });
});

describe('a text the search refuses answers 400 with the reason', () => {
  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['only plus signs (spaces as sent)', '+ +'],
  ])('%s', async (_name, q) => {
    const { status, props } = await open({ q });
    expect(status).toBe(400);
    expect(props.search).toEqual({
      kind: 'invalid',
      message: 'Type a place name or zip code to search.',
    });
    expect(props.seo.title).toBe('Search locations | Parasol Weather');
  });

  it('over 100 characters', async () => {
    const { status, props } = await open({ q: 'x'.repeat(MAX_SEARCH_TEXT_LENGTH + 1) });
    expect(status).toBe(400);
    expect(props.search).toEqual({
      kind: 'invalid',
      message: 'Search text can be at most 100 characters. Please shorten it and try again.',
    });
  });

  it('an escape that is not UTF-8 (%ff, read as U+FFFD)', async () => {
    const { status, props } = await open({ q: 'caf\uFFFD' });
    expect(status).toBe(400);
    expect(props.search).toEqual({
      kind: 'invalid',
      message:
        'The search text in this address could not be read (it holds an invalid escape). Please type it again.',
    });
  });

  it('a repeated q', async () => {
    const { status, props } = await open({ q: ['denver', 'paris'] });
    expect(status).toBe(400);
    expect(props.search).toEqual({
      kind: 'invalid',
      message: 'Search for one place at a time: the address holds more than one search text.',
    });
  });

  it('never asks the provider for a refused text', async () => {
    let calls = 0;
    const undo = inFrontOfSearch(() => {
      calls += 1;
      return [];
    });
    try {
      for (const q of ['', 'x'.repeat(101), ['a', 'b']]) await open({ q });
    } finally {
      undo();
    }
    expect(calls).toBe(0);
  });
});

describe('the length limit is the provider’s', () => {
  it('counts characters as the provider does: 100 is searched, apostrophes count once', async () => {
    const longest = 'x'.repeat(MAX_SEARCH_TEXT_LENGTH);
    expect((await open({ q: longest })).status).toBe(200);
    // Sent as `&#8217;` (7 characters each), read back by the provider as one apostrophe.
    const apostrophes = `${"'".repeat(50)}${'x'.repeat(50)}`;
    expect(parseSearchQuery(apostrophes)).toMatchObject({ kind: 'search' });
    expect(parseSearchQuery(`${apostrophes}x`)).toMatchObject({ kind: 'invalid' });
    // Surrounding blanks are trimmed before the count, as the box trims what it sends.
    expect(parseSearchQuery(`  ${longest}  `)).toMatchObject({ kind: 'search' });
  });

  it('matches what the provider itself refuses (its 400)', async () => {
    const providerStatus = (searchString: string) =>
      createServerProviderClient()
        .get({ path: LOCATION_SEARCH, params: { searchString, maxResults: 10 } })
        .then(
          () => 200,
          (err: unknown) => (err instanceof ProviderHttpError ? err.status : 'other'),
        );
    for (const text of [
      'x'.repeat(100),
      'x'.repeat(101),
      `${'&#8217;'.repeat(30)}${'x'.repeat(70)}`,
    ]) {
      const refused = (await providerStatus(text)) === 400;
      expect({ text, refused }).toEqual({
        text,
        refused: parseSearchQuery(text).kind === 'invalid',
      });
    }
    expect(await providerStatus('x'.repeat(101))).toBe(400);
  });
});

describe('when the provider fails', () => {
  it('still renders the page: 503 with Retry-After and the results unavailable', async () => {
    const undo = inFrontOfSearch(() => {
      throw new HttpError(503, 'search down for the test');
    });
    let answer;
    try {
      answer = await open({ q: 'denver' });
    } finally {
      undo();
    }
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('30');
    expect(answer.props.search).toEqual({ kind: 'unavailable', query: 'denver' });
    expect(answer.props.seo.title).toBe('Search results for denver | Parasol Weather');
    // A failure is not kept: the next search asks again and finds the places.
    const again = await open({ q: 'denver' });
    expect(again.status).toBe(200);
    expect(again.props.search).toMatchObject({ kind: 'results' });
  });
});

describe('a client over its search limit', () => {
  beforeEach(() => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'search-limits-')), 'site.json');
    const search = {
      perDevice: { points: 2, durationSeconds: 30 },
      perIp: { points: 10, durationSeconds: 60 },
    };
    writeFileSync(file, JSON.stringify({ rateLimits: { search } }));
    process.env.SITE_SETTINGS_FILE = file;
    resetConfigForTests();
    resetRateLimitersForTests();
  });
  afterEach(() => {
    delete process.env.SITE_SETTINGS_FILE;
    resetConfigForTests();
    resetRateLimitersForTests();
  });

  it('answers 429 with Retry-After, and the page says when to search again', async () => {
    // The requests come from 127.0.0.1 without a device cookie: counted under that address.
    expect((await open({ q: 'denver' })).status).toBe(200);
    expect((await open({ q: 'boulder' })).status).toBe(200);
    const refused = await open({ q: 'aspen' });
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(30);
    expect(refused.props.search).toEqual({
      kind: 'limited',
      query: 'aspen',
      retryAfterSeconds: wait,
    });
    expect(refused.props.seo.title).toBe('Search results for aspen | Parasol Weather');
    // The page without a text, and a text it refuses, are no searches: answered as before.
    expect((await open({})).status).toBe(200);
    expect((await open({ q: '  ' })).status).toBe(400);
  });

  it('never asks the provider for a refused search', async () => {
    await open({ q: 'denver' });
    await open({ q: 'denver' });
    let asked = 0;
    const undo = inFrontOfSearch(() => {
      asked += 1;
      return [];
    });
    try {
      expect((await open({ q: 'a text nobody searched' })).status).toBe(429);
    } finally {
      undo();
    }
    expect(asked).toBe(0);
  });
});

import '@/server/serverOnly';

import type { IncomingMessage, ServerResponse } from 'node:http';

import { z } from 'zod';

import { translator } from '@/lib/i18n';
import { messages as headMessages } from '@/lib/i18n/en-US/pageHeads';
import { messages } from '@/lib/i18n/en-US/search';
import {
  buildStdParameters,
  DEFAULT_SEARCH_RESULTS,
  MAX_SEARCH_TEXT_LENGTH,
  normaliseSearchText,
  searchLocations,
} from '@/lib/provider/calls';
import { locationRoute, SEARCH_PAGE_PATH } from '@/lib/routes';
import { CACHE_TTL_MS, getServerCache } from '@/server/cache';
import { upstreamHttpError, UPSTREAM_RETRY_AFTER_SECONDS } from '@/server/http/httpError';
import type { SitePageInput } from '@/server/pages/sitePage';
import { createServerProviderClient } from '@/server/provider/client';
import { verdictOf } from '@/server/rate-limit';
import type { HydrationPayload } from '@/types/hydration';
import type { Locality } from '@/types/location';
import type { SearchOutcome, SearchResultLink } from '@/types/locationSearch';

import { MAX_SLUG_LENGTH } from './location.schema';

const t = translator('search', messages);
const head = translator('pageHeads', headMessages);

export { MAX_SEARCH_TEXT_LENGTH };

/**
 * Places the page lists at most: the number the search box asks the provider for
 * (DEFAULT_SEARCH_RESULTS); the box's popup keeps the first MAX_SUGGESTIONS of them, the page
 * has room for all.
 */
export const SEARCH_PAGE_RESULTS = DEFAULT_SEARCH_RESULTS;

/**
 * Where a result leads: the place's current conditions, through `locationRoute` as the box's
 * choice navigates and as a favourite links from a page about no place (FALLBACK_LOCATION_PATH).
 */
export const SEARCH_RESULT_ROUTE = '/weather-forecast/now/:location';

/** The length the provider checks: the text as sent, each `&#8217;` read back as one apostrophe. */
const providerLength = (sent: string) => sent.replace(/&#8217;/g, "'").length;

/**
 * The `q` of `/search?q=…`: one string whose text, as the search box would send it (plus signs as
 * spaces, trimmed), is not blank and fits the provider's limit. A repeated `q` (an array) is not
 * one text. The issue messages are shown on the page as they are.
 */
export const searchQuerySchema = z
  .string({ error: t('page.repeated') })
  .transform((raw) => ({ text: raw.trim(), sent: normaliseSearchText(raw).trim() }))
  .refine(({ sent }) => sent.length > 0, { error: t('page.empty'), abort: true })
  // An escape that is not UTF-8 (`%ff`) reaches the page as U+FFFD, which no one types.
  .refine(({ sent }) => !sent.includes('\uFFFD'), { error: t('page.malformed'), abort: true })
  .refine(({ sent }) => providerLength(sent) <= MAX_SEARCH_TEXT_LENGTH, {
    error: t('page.tooLong', { max: MAX_SEARCH_TEXT_LENGTH }),
  });

/** What `q` asked for: nothing (the page explains), a search, or a text the page refuses (400). */
export type SearchQuery =
  | { kind: 'none' }
  | { kind: 'search'; text: string; sent: string }
  | { kind: 'invalid'; message: string };

/** Reads `q` from the page's query (Next gives a string, an array for a repeated `q`, or nothing). */
export function parseSearchQuery(value: unknown): SearchQuery {
  if (value === undefined) return { kind: 'none' };
  const parsed = searchQuerySchema.safeParse(value);
  if (!parsed.success) {
    return { kind: 'invalid', message: parsed.error.issues[0]?.message ?? t('page.empty') };
  }
  return { kind: 'search', ...parsed.data };
}

/** The head and trail of the page for a query (canonical `/search` whatever `q` is; never indexed). */
export function searchPageInput(query: SearchQuery): SitePageInput {
  const searched = query.kind === 'search';
  return {
    pattern: SEARCH_PAGE_PATH,
    canonicalPath: SEARCH_PAGE_PATH,
    title: searched ? head('search.resultsTitle', { query: query.text }) : head('search.title'),
    description: searched
      ? head('search.resultsDescription', { query: query.text })
      : head('search.description'),
    trail: [{ name: head('trail.search'), path: SEARCH_PAGE_PATH }],
    seo: { noindex: true },
  };
}

/** The part of a place the page relies on; places without it are left out. */
const resultSchema = z.object({
  CityId: z.union([z.string(), z.number()]).transform(String),
  SlugName: z.string().min(1).max(MAX_SLUG_LENGTH),
  RouteString: z.string().max(MAX_SLUG_LENGTH).nullish(),
  DisplayCompositeName: z.string().trim().min(1).max(300),
});

function resultLinks(found: readonly unknown[]): SearchResultLink[] {
  return found.flatMap((place) => {
    const parsed = resultSchema.safeParse(place);
    if (!parsed.success) return [];
    const { CityId, SlugName, RouteString, DisplayCompositeName } = parsed.data;
    return [
      {
        id: CityId,
        name: DisplayCompositeName,
        href: locationRoute(SEARCH_RESULT_ROUTE, { SlugName, RouteString: RouteString ?? null }),
      },
    ];
  });
}

/**
 * The places matching the text, best first: the search box's provider call (`searchLocations`,
 * the same standard parameters, DEFAULT_SEARCH_RESULTS asked for) through the server's signing
 * client. Answers are shared for an hour per text and language, as the signing proxy shares the
 * box's (the device id does not change them).
 */
async function findPlaces(
  query: { text: string; sent: string },
  state: HydrationPayload,
): Promise<SearchResultLink[]> {
  const stdParameters = buildStdParameters({
    appVersion: state.config?.value?.appVersion ?? '',
    deviceId: state.user?.deviceId,
    languageCode: state.user?.language,
  });
  const language = stdParameters.languageCode ?? '';
  return getServerCache().read({
    key: `locations:search:v1:${language}:${SEARCH_PAGE_RESULTS}:${query.sent.toLowerCase()}`,
    ttlMs: CACHE_TTL_MS.locationSearch,
    load: async () => {
      const found: readonly Locality[] = await searchLocations(createServerProviderClient(), {
        searchString: query.text,
        maxResults: SEARCH_PAGE_RESULTS,
        stdParameters,
      });
      return resultLinks(found).slice(0, SEARCH_PAGE_RESULTS);
    },
  });
}

/**
 * What the page shows for a query, and its status: 200 without `q` (the page explains the search)
 * and with results or none; 400 for a `q` the search refuses (blank, too long, repeated), with the
 * reason; 503 with Retry-After when the provider fails (the page still renders and says so); 429
 * with Retry-After when the client (`req`) is over its `search` limit (every search is counted;
 * the page without `q` and a refused `q` are not searches).
 */
export async function searchOutcome(
  res: Pick<ServerResponse, 'statusCode' | 'setHeader'>,
  query: SearchQuery,
  state: HydrationPayload,
  req: Pick<IncomingMessage, 'headers' | 'socket'>,
): Promise<SearchOutcome> {
  if (query.kind === 'none') return { kind: 'prompt' };
  if (query.kind === 'invalid') {
    res.statusCode = 400;
    return { kind: 'invalid', message: query.message };
  }
  const verdict = await verdictOf('search', req);
  if (!verdict.allowed) {
    res.statusCode = 429;
    res.setHeader('Retry-After', String(verdict.retryAfterSeconds));
    return { kind: 'limited', query: query.text, retryAfterSeconds: verdict.retryAfterSeconds };
  }
  try {
    return { kind: 'results', query: query.text, results: await findPlaces(query, state) };
  } catch (err) {
    const upstream = upstreamHttpError(err);
    if (!upstream) throw err;
    console.warn('location search unavailable:', (err as Error).message);
    res.statusCode = 503;
    res.setHeader(
      'Retry-After',
      String(upstream.retryAfterSeconds ?? UPSTREAM_RETRY_AFTER_SECONDS),
    );
    return { kind: 'unavailable', query: query.text };
  }
}

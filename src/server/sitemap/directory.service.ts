import '@/server/serverOnly';

import { z } from 'zod';

import { ProviderHttpError, ProviderResponseError } from '@/lib/provider/errors';
import { CACHE_TTL_MS, getServerCache } from '@/server/cache';
import { createServerProviderClient } from '@/server/provider/client';

import type { SitemapContinent } from './geography';

/** Provider paths of the gazetteer's directory (see docs/provider-api.md). */
export const directoryPaths = {
  continent: '/data/locations/v3/directory',
  territoryPlaces: '/data/locations/v3/directory/places',
  slugs: '/data/locations/v3/directory/slugs',
} as const;

/** How many of each country's largest places a continent page links to. */
export const TOP_PLACES_PER_COUNTRY = 10;
/** Slugs asked for per provider call when listing every place (the provider's page limit). */
export const SLUG_PAGE_SIZE = 50_000;

const placeSchema = z.object({
  CityName: z.string().min(1).max(200),
  SlugName: z.string().min(1).max(200),
  TerritoryAbbr: z.string().max(10).nullable(),
});

const continentSchema = z.object({
  Countries: z.array(
    z.object({
      CountryIso2Code: z.string().length(2),
      CountryShortName: z.string().min(1).max(200),
      Places: z.array(placeSchema),
    }),
  ),
});

const territorySchema = z.object({ Places: z.array(placeSchema) });

const slugPageSchema = z.object({
  Total: z.number().int().min(0),
  Slugs: z.array(z.string().min(1).max(200)),
});

/** A place as the sitemap links it. */
export type SitemapPlace = z.infer<typeof placeSchema>;

/** A country of a continent page, with its largest places. */
export type SitemapCountry = z.infer<typeof continentSchema>['Countries'][number];

/** A provider read checked against its schema; an answer of another shape is the provider's fault. */
async function readChecked<S extends z.ZodType>(
  schema: S,
  path: string,
  params: Record<string, string | number>,
  pathParams?: string[],
): Promise<z.infer<S>> {
  const answer = await createServerProviderClient().get<unknown>({ path, params, pathParams });
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw new ProviderResponseError('read', answer);
  return parsed.data;
}

/**
 * The countries of a continent by name, each with its ten largest places. Shared by every
 * visitor for a day (the gazetteer changes only with a new data release). Throws when the provider
 * fails.
 */
export function readContinentCountries(continent: SitemapContinent): Promise<SitemapCountry[]> {
  return getServerCache().read({
    key: `sitemap:continent:${continent.code}:${TOP_PLACES_PER_COUNTRY}`,
    ttlMs: CACHE_TTL_MS.locality,
    load: async () => {
      const answer = await readChecked(
        continentSchema,
        directoryPaths.continent,
        { continent: continent.code, top: TOP_PLACES_PER_COUNTRY },
        ['continent'],
      );
      return answer.Countries;
    },
  });
}

/**
 * Every place of a US state in alphabetical order (cached for a day); null when the provider knows
 * no such state. Throws when the provider fails.
 */
export function readStatePlaces(code: string): Promise<SitemapPlace[] | null> {
  return getServerCache().read({
    key: `sitemap:state:US.${code}`,
    ttlMs: CACHE_TTL_MS.locality,
    load: async () => {
      try {
        const answer = await readChecked(
          territorySchema,
          directoryPaths.territoryPlaces,
          { country: 'US', territory: code },
          ['country', 'territory'],
        );
        return answer.Places.length > 0 ? answer.Places : null;
      } catch (err) {
        // No such territory (null is never cached).
        if (err instanceof ProviderHttpError && err.status === 404) return null;
        throw err;
      }
    },
  });
}

/** One page of every place's slug, cached for a day. */
function readSlugPage(offset: number): Promise<{ Total: number; Slugs: string[] }> {
  return getServerCache().read({
    key: `sitemap:slugs:${offset}:${SLUG_PAGE_SIZE}`,
    ttlMs: CACHE_TTL_MS.locality,
    load: () =>
      readChecked(slugPageSchema, directoryPaths.slugs, { offset, limit: SLUG_PAGE_SIZE }),
  });
}

/** The slug of every place in the gazetteer, in the provider's stable order. */
export async function readAllPlaceSlugs(): Promise<string[]> {
  const first = await readSlugPage(0);
  const offsets: number[] = [];
  for (let offset = SLUG_PAGE_SIZE; offset < first.Total; offset += SLUG_PAGE_SIZE)
    offsets.push(offset);
  const rest = await Promise.all(offsets.map(readSlugPage));
  return [first, ...rest].flatMap((page) => page.Slugs);
}

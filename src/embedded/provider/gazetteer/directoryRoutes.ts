import { z } from 'zod';

import { HttpError } from '@/server/http/httpError';

import type { ProviderRequestContext, ProviderRoute } from '../routes';
import {
  CONTINENT_CODES,
  continentCountries,
  placeSlugs,
  territoryPlaces,
  type DirectoryCountry,
  type DirectoryTerritory,
  type SlugPage,
} from './directory';

/** Most places a continent answer lists per country. */
export const MAX_TOP_PLACES = 50;
/** Largest page of slugs one call answers. */
export const MAX_SLUG_PAGE = 50_000;

const continentQuery = z.object({
  continent: z.enum(CONTINENT_CODES),
  top: z.coerce.number().int().min(1).max(MAX_TOP_PLACES).default(10),
});

const territoryQuery = z.object({
  country: z.string().regex(/^[A-Z]{2}$/, 'country must be an ISO 3166-1 alpha-2 code'),
  territory: z.string().regex(/^[A-Z0-9]{1,8}$/, 'territory must be a GeoNames admin1 code'),
});

const slugQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_SLUG_PAGE).default(10_000),
});

/** GET /data/locations/v3/directory/continent=<code>: its countries and their largest places. */
function getContinent({ params }: ProviderRequestContext): {
  Continent: string;
  Countries: DirectoryCountry[];
} {
  const { continent, top } = continentQuery.parse(params);
  return { Continent: continent, Countries: continentCountries(continent, top) };
}

/** GET /data/locations/v3/directory/places/country=<ISO2>/territory=<admin1>: every place, A–Z. */
function getTerritoryPlaces({ params }: ProviderRequestContext): DirectoryTerritory {
  const { country, territory } = territoryQuery.parse(params);
  const found = territoryPlaces(country, territory);
  if (!found) throw new HttpError(404, `No territory ${country}.${territory}`);
  return found;
}

/** GET /data/locations/v3/directory/slugs?offset=&limit=: one page of every place's slug. */
function getSlugs({ params }: ProviderRequestContext): SlugPage {
  const { offset, limit } = slugQuery.parse(params);
  return placeSlugs(offset, limit);
}

/** The gazetteer's directory routes: lists of places for sitemaps (documented in docs/provider-api.md). */
export const directoryRoutes: ProviderRoute[] = [
  { path: '/data/locations/v3/directory', methods: { GET: getContinent } },
  { path: '/data/locations/v3/directory/places', methods: { GET: getTerritoryPlaces } },
  { path: '/data/locations/v3/directory/slugs', methods: { GET: getSlugs } },
];

import { z } from 'zod';

import { MAX_SEARCH_TEXT_LENGTH } from '@/lib/provider/calls';
import { FORWARDED_FOR } from '@/server/http/headers';
import { HttpError } from '@/server/http/httpError';
import type { Locality } from '@/types/location';

import { visitorIp } from '../geoip';
import type { ProviderRequestContext, ProviderRoute } from '../routes';
import { findPlaceById, findPlaceBySlug, locateIp } from './lookup';
import { decodeSearchString, DEFAULT_MAX_RESULTS, MAX_RESULTS_CAP, searchPlaces } from './search';

/** Query of a location search (the apostrophe entity is decoded before the length check). */
const searchQuery = z.object({
  searchString: z
    .string()
    .transform(decodeSearchString)
    .pipe(z.string().max(MAX_SEARCH_TEXT_LENGTH)),
  maxResults: z.coerce.number().int().min(1).max(MAX_RESULTS_CAP).default(DEFAULT_MAX_RESULTS),
});

const pathKey = z.string().trim().min(1).max(200);

/** GET /data/locations/v3/location: by path parameter `slug` or `cityId`, else a search. */
function getLocation({ params }: ProviderRequestContext): Locality | Locality[] {
  if (params.slug !== undefined) {
    const slug = pathKey.parse(params.slug);
    const place = findPlaceBySlug(slug);
    if (!place) throw new HttpError(404, `No location with slug ${slug}`);
    return place;
  }
  if (params.cityId !== undefined) {
    const cityId = pathKey.parse(params.cityId);
    const place = findPlaceById(cityId);
    if (!place) throw new HttpError(404, `No location with id ${cityId}`);
    return place;
  }
  const { searchString, maxResults } = searchQuery.parse(params);
  return searchPlaces(searchString, maxResults);
}

/** GET /api/loc/v3/city/ipaddress/me: the place of the visitor's IP (first X-Forwarded-For entry). */
function getIpLocation({ headers }: ProviderRequestContext): Locality {
  return locateIp(visitorIp(headers[FORWARDED_FOR]));
}

/** The gazetteer's provider routes (documented in docs/provider-api.md). */
export const gazetteerRoutes: ProviderRoute[] = [
  { path: '/data/locations/v3/location', methods: { GET: getLocation } },
  { path: '/api/loc/v3/city/ipaddress/me', methods: { GET: getIpLocation } },
];

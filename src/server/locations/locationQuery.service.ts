import '@/server/serverOnly';

import { HttpError } from '@/server/http/httpError';
import type { Location } from '@/types/location';

import { buildLocation, findLocality } from './locations.service';

/** A location by slug for POST /web2/api/locations/query: Id (the CityId) plus the Location. */
export async function queryLocation(slug: string): Promise<Location & { Id: string }> {
  const locality = await findLocality(slug);
  if (!locality) throw new HttpError(404, `Unknown location: ${slug}`);
  return { Id: locality.CityId, ...(await buildLocation(locality, null)) };
}

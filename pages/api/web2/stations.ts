import { z } from 'zod';

import { apiHandler } from '@/server/http/apiHandler';
import {
  databaseHttpError,
  HttpError,
  upstreamBadAnswer,
  upstreamHttpError,
} from '@/server/http/httpError';
import { DEFAULT_STATION_RADIUS, nearbyStations } from '@/server/locations/locations.service';
import type { Station } from '@/types/location';

const querySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  radius: z.coerce.number().min(1).max(100).default(DEFAULT_STATION_RADIUS),
});

/** The provider's station list as the site relies on it (the `Station` type); other fields pass. */
const stationListSchema = z.array(
  z.looseObject({
    StationId: z.string(),
    StationName: z.string(),
    RouteString: z.string().nullable(),
    ProviderId: z.number(),
    ProviderName: z.string(),
    Distance: z.number(),
    ElevationAboveSeaLevelMeters: z.number().nullable(),
    Latitude: z.number(),
    Longitude: z.number(),
  }) satisfies z.ZodType<Station>,
);

/**
 * The stations near a point. A provider answer of the wrong shape is a bad answer (502 JSON), not
 * the route's own failure (500): `nearbyStations` refuses a payload that is not a list with a
 * plain Error, and each station is checked here.
 */
async function stationsNear(lat: number, lon: number, radius: number): Promise<Station[]> {
  let stations: unknown;
  try {
    stations = await nearbyStations(lat, lon, radius);
  } catch (err) {
    if (err instanceof HttpError || upstreamHttpError(err) || databaseHttpError(err)) throw err;
    // nearbyStations' own check of the provider's payload (not a list) throws a plain Error; any
    // other error (a TypeError, …) stays the route's 500.
    if (err instanceof Error && Object.getPrototypeOf(err) === Error.prototype)
      throw upstreamBadAnswer(err);
    throw err;
  }
  const checked = stationListSchema.safeParse(stations);
  if (!checked.success) throw upstreamBadAnswer(checked.error);
  return stations as Station[];
}

export default apiHandler({
  GET: async (req) => {
    const q = querySchema.parse(req.query);
    return stationsNear(q.lat, q.lon, q.radius);
  },
});

// apiHandler reads the body itself (JSON errors, a size cap): Next's parser stays off.
export const config = { api: { bodyParser: false } };

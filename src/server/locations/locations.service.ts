import '@/server/serverOnly';

import { ProviderHttpError, ProviderResponseError, providerPaths } from '@/lib/provider';
import { buildStdParameters } from '@/lib/provider/calls';
import { CACHE_TTL_MS, getServerCache } from '@/server/cache';
import { getConfig } from '@/server/config';
import { buildPublicConfig } from '@/server/configuration/configuration.service';
import { createServerProviderClient } from '@/server/provider/client';
import { FORWARDED_FOR } from '@/server/http/headers';
import { siteOrigin } from '@/server/http/siteOrigin';
import type { Locality, Location, Station } from '@/types/location';

import { locationSlugSchema, providerLocalitySchema } from './location.schema';

/** The provider's place checked (see `providerLocalitySchema`), without its `responseTime`. */
function checkedLocality(answer: unknown): Locality {
  const parsed = providerLocalitySchema.safeParse(answer);
  if (!parsed.success) throw new ProviderResponseError('read', answer);
  // The fields the site relies on are checked; the others pass through as the contract has them.
  const { responseTime: _ignored, ...clean } = parsed.data as unknown as Locality & {
    responseTime?: number;
  };
  return clean;
}

/** Station search radius default, miles. */
export const DEFAULT_STATION_RADIUS = 15;

/**
 * The place with this slug, or null when the gazetteer has none or the slug cannot be one (not a
 * slug, longer than 200 characters: never asked, so never the provider's 400). Places change only
 * with a new data release, so every visitor shares one answer per slug for a day (unknown slugs
 * are not kept).
 */
export async function findLocality(text: string): Promise<Locality | null> {
  const parsed = locationSlugSchema.safeParse(text);
  if (!parsed.success) return null;
  const slug = parsed.data;
  return getServerCache().read({
    key: `locations:slug:${slug}`,
    ttlMs: CACHE_TTL_MS.locality,
    load: async () => {
      try {
        const locality = await createServerProviderClient().get<unknown>({
          path: providerPaths.locationSearch,
          params: { slug },
          pathParams: ['slug'],
        });
        return checkedLocality(locality);
      } catch (err) {
        // The provider's "no such place" (404) and "not a place slug" (400) are both unknown places.
        if (err instanceof ProviderHttpError && (err.status === 404 || err.status === 400))
          return null;
        throw err;
      }
    },
  });
}

/**
 * The visitor's place from their IP address (the provider falls back to the default place). Shared
 * per address for ten minutes, as the compliance answer is: a visitor without a device cookie (a
 * crawler, a browser refusing cookies) asks for it with every page, and a crawl comes in bursts.
 * The call carries the standard parameters like every provider query, without the device id (the
 * answer is the address's, shared by every device behind it).
 */
export async function localityForIp(ip: string): Promise<Locality> {
  return getServerCache().read({
    key: `locations:ip:${ip}`,
    ttlMs: CACHE_TTL_MS.ipLocality,
    load: async () => {
      const locality = await createServerProviderClient().get<unknown>({
        path: providerPaths.ipLocation,
        params: {
          ...buildStdParameters({
            appVersion: buildPublicConfig(getConfig(), siteOrigin()).appVersion,
          }),
          verbose: true,
        },
        headers: { [FORWARDED_FOR]: ip },
      });
      return checkedLocality(locality);
    },
  });
}

/** Weather stations near a point, nearest first (always an array); shared for an hour per point. */
export async function nearbyStations(
  latitude: number,
  longitude: number,
  radius = DEFAULT_STATION_RADIUS,
): Promise<Station[]> {
  return getServerCache().read({
    key: `stations:nearby:${latitude.toFixed(3)},${longitude.toFixed(3)},${radius}`,
    ttlMs: CACHE_TTL_MS.nearbyStations,
    load: async () => {
      const stations = await createServerProviderClient().get<Station[]>({
        path: '/data/stations/v1/nearby',
        params: { latitude, longitude, radius },
      });
      if (!Array.isArray(stations))
        throw new Error('Invalid station list returned from stations API');
      return stations;
    },
  });
}

/**
 * A full Location for a place: its chosen station (matched by route string among the nearby
 * stations; null when none matches) and its default station (the nearest).
 */
export async function buildLocation(
  locality: Locality,
  stationRoute: string | null,
): Promise<Location> {
  let stations: Station[] = [];
  try {
    stations = await nearbyStations(locality.Latitude, locality.Longitude);
  } catch (err) {
    // Stations are an enhancement: a page still renders its place without them.
    console.warn('stations unavailable:', (err as Error).message);
  }
  const station = stationRoute
    ? (stations.find((s) => s.RouteString === stationRoute) ?? null)
    : null;
  return {
    Locality: locality,
    Station: station,
    DefaultStationRouteString: stations[0]?.RouteString ?? null,
  };
}

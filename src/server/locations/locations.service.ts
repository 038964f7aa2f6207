import { LRUCache } from 'lru-cache';

import { ProviderHttpError } from '@/lib/provider';
import { createServerProviderClient } from '@/server/provider/client';
import type { Locality, Location, Station } from '@/types/location';

/** Station search radius default (spec 000 §9), miles. */
export const DEFAULT_STATION_RADIUS = 15;

// Places never change and stations rarely: a small in-process cache keeps pages fast.
const localities = new LRUCache<string, Locality>({ max: 5000 });
const stationLists = new LRUCache<string, Station[]>({ max: 2000, ttl: 60 * 60 * 1000 });

/** The place with this slug, or null when the gazetteer has none. */
export async function findLocality(slug: string): Promise<Locality | null> {
  const hit = localities.get(slug);
  if (hit) return hit;
  try {
    const locality = await createServerProviderClient().get<Locality>({
      path: '/data/locations/v3/location',
      params: { slug },
      pathParams: ['slug'],
    });
    const { responseTime: _ignored, ...clean } = locality as Locality & { responseTime?: number };
    localities.set(slug, clean);
    return clean;
  } catch (err) {
    if (err instanceof ProviderHttpError && err.status === 404) return null;
    throw err;
  }
}

/** The visitor's place from their IP address (the provider falls back to the default place). */
export async function localityForIp(ip: string): Promise<Locality> {
  const locality = await createServerProviderClient().get<Locality & { responseTime?: number }>({
    path: '/api/loc/v3/city/ipaddress/me',
    params: { verbose: true },
    headers: { 'X-Forwarded-For': ip },
  });
  const { responseTime: _ignored, ...clean } = locality;
  return clean;
}

/** Weather stations near a point, nearest first (always an array). */
export async function nearbyStations(
  latitude: number,
  longitude: number,
  radius = DEFAULT_STATION_RADIUS,
): Promise<Station[]> {
  const key = `${latitude.toFixed(3)},${longitude.toFixed(3)},${radius}`;
  const hit = stationLists.get(key);
  if (hit) return hit;
  const stations = await createServerProviderClient().get<Station[]>({
    path: '/data/stations/v1/nearby',
    params: { latitude, longitude, radius },
  });
  if (!Array.isArray(stations)) throw new Error('Invalid station list returned from stations API');
  stationLists.set(key, stations);
  return stations;
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

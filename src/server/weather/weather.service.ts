import { LRUCache } from 'lru-cache';

import { createServerProviderClient } from '@/server/provider/client';
import type { Locality } from '@/types/location';
import type { CurrentWeather } from '@/types/weather';

// Current conditions change slowly: one provider call per place per five minutes serves every
// visitor of that place (pages stay per-visitor; only this shared, visitor-free value is kept).
const cache = new LRUCache<string, CurrentWeather>({ max: 5000, ttl: 5 * 60 * 1000 });

/**
 * Current conditions for a place from the provider, or null when the provider fails: a page
 * degrades to "Data not available" instead of breaking (spec 001 §8).
 */
export async function currentWeatherFor(locality: Locality): Promise<CurrentWeather | null> {
  const key = `${locality.Latitude.toFixed(3)},${locality.Longitude.toFixed(3)}`;
  const hit = cache.get(key);
  if (hit) return hit;
  try {
    const payload = await createServerProviderClient().get<
      CurrentWeather & { responseTime?: number }
    >({
      path: '/data/weather/v1/current',
      params: { latitude: locality.Latitude, longitude: locality.Longitude },
      timeout: 5000,
    });
    const { responseTime: _ignored, ...weather } = payload;
    cache.set(key, weather);
    return weather;
  } catch (err) {
    console.warn('current weather unavailable:', (err as Error).message);
    return null;
  }
}

import { createServerProviderClient } from '@/server/provider/client';
import type { Locality } from '@/types/location';
import type { CurrentWeather } from '@/types/weather';

/**
 * Current conditions for a place from the provider, or null when the provider fails: a page
 * degrades to "Data not available" instead of breaking (spec 001 §8).
 */
export async function currentWeatherFor(locality: Locality): Promise<CurrentWeather | null> {
  try {
    const payload = await createServerProviderClient().get<CurrentWeather & { responseTime?: number }>({
      path: '/data/weather/v1/current',
      params: { latitude: locality.Latitude, longitude: locality.Longitude },
      timeout: 5000,
    });
    const { responseTime: _ignored, ...weather } = payload;
    return weather;
  } catch (err) {
    console.warn('current weather unavailable:', (err as Error).message);
    return null;
  }
}

import '@/server/serverOnly';

import { CACHE_TTL_MS, getServerCache } from '@/server/cache';
import { createServerProviderClient } from '@/server/provider/client';
import type { Locality } from '@/types/location';
import type { CurrentWeather } from '@/types/weather';

/** Cache key of a place's current conditions (three decimals: about 100 m). */
export const currentConditionsKey = (locality: Pick<Locality, 'Latitude' | 'Longitude'>) =>
  `weather:current:${locality.Latitude.toFixed(3)},${locality.Longitude.toFixed(3)}`;

/**
 * Current conditions for a place from the provider, or null when the provider fails (refuses,
 * answers badly, or does not answer within what is left of the request's upstream budget): the
 * page still renders and says "Data not available. Try again later." Conditions change slowly:
 * one provider call per place per five minutes (`CACHE_TTL_MS.currentConditions`) serves every
 * visitor of that place, on every instance sharing the cache (pages stay per visitor; only this
 * visitor-free value is kept). Failures are not kept.
 */
export async function currentWeatherFor(locality: Locality): Promise<CurrentWeather | null> {
  try {
    return await getServerCache().read({
      key: currentConditionsKey(locality),
      ttlMs: CACHE_TTL_MS.currentConditions,
      load: async () => {
        const payload = await createServerProviderClient().get<
          CurrentWeather & { responseTime?: number }
        >({
          path: '/data/weather/v1/current',
          params: { latitude: locality.Latitude, longitude: locality.Longitude },
        });
        const { responseTime: _ignored, ...weather } = payload;
        return weather;
      },
    });
  } catch (err) {
    console.warn('current weather unavailable:', (err as Error).message);
    return null;
  }
}

import { useRouter } from 'next/router';
import { useEffect } from 'react';

import type { Locality } from '@/types/location';
import type { CurrentWeather } from '@/types/weather';

/**
 * On a page that does not navigate on a location change (the home page), re-runs the server
 * props when the active place no longer matches the weather shown, so the values follow the place.
 */
export function useRefreshOnLocationChange(
  locality: Locality | null,
  weather: CurrentWeather | null,
): void {
  const router = useRouter();
  const cityId = locality?.CityId;
  useEffect(() => {
    if (!locality || !weather) return;
    const far =
      Math.abs(weather.place.latitude - locality.Latitude) > 0.05 ||
      Math.abs(weather.place.longitude - locality.Longitude) > 0.05;
    if (far) void router.replace(router.asPath, undefined, { scroll: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of place may trigger a refresh; the weather prop changes as its result
  }, [cityId]);
}

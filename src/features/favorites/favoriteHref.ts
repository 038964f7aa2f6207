import { locationRoute, pageRoutes } from '@/lib/routes';
import type { FavoriteLocation } from '@/types/location';

/** Where a favourite links from pages that show no location: the current-conditions page. */
export const FALLBACK_LOCATION_PATH = '/weather-forecast/now/:location';
/** Map zoom of favourite links on the maps page. */
export const FAVORITE_MAP_ZOOM = 7;
/** Map layer of favourite links on the maps page. */
export const FAVORITE_MAP_LAYER = 'Radar.Global';

/**
 * The link of a favourite in the dropdown: the current page type for that place
 * (else the forecast page); on the maps page with center={lat},{lon},7 and layerId=Radar.Global;
 * with station=<route string> when the favourite has a station route string.
 */
export function favoriteHref(favorite: FavoriteLocation, pageId: string): string {
  const locality = favorite.Location.Locality;
  const path = pageRoutes.find(
    (route) => route.pageId === pageId && route.locationPath,
  )?.locationPath;
  const href = locationRoute(path ?? FALLBACK_LOCATION_PATH, locality);
  const query: string[] = [];
  if (pageId === 'maps') {
    query.push(
      `center=${locality.Latitude},${locality.Longitude},${FAVORITE_MAP_ZOOM}`,
      `layerId=${FAVORITE_MAP_LAYER}`,
    );
  }
  const station = favorite.Location.Station?.RouteString;
  if (station) query.push(`station=${encodeURIComponent(station)}`);
  return query.length ? `${href}?${query.join('&')}` : href;
}

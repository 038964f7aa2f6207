import type { FeatureCollection, Point } from 'geojson';

import type { Station } from '@/types/location';

import { toMapPoint } from './mapPoint';

/** Station marker colours: the default, and the one provider drawn differently. */
export const STATION_COLORS = { default: '#6ec478', otherProvider: '#6c6c6c' } as const;

/**
 * The provider whose stations are drawn in {@link STATION_COLORS.otherProvider}. The spec says
 * only that one provider differs; we pick ProviderId 1 (the original product's own network),
 * so the embedded METAR stations (ProviderId 3) keep the default colour.
 */
export const OTHER_COLOR_PROVIDER_ID = 1;

/** The properties of one station point on the map. */
export interface StationPointProperties extends Record<string, unknown> {
  /** Station id followed by the station's index, unique even when a station repeats. */
  id: string;
  stationId: string;
  /** Index plus one: the number drawn on the circle and read next to the radio. */
  stationNumber: number;
  latitude: number;
  longitude: number;
  color: string;
  /** The chosen (or default) station, drawn with the pin. */
  active: boolean;
}

/** The marker colour of a station. */
export function stationColor(station: Pick<Station, 'ProviderId'>): string {
  return station.ProviderId === OTHER_COLOR_PROVIDER_ID
    ? STATION_COLORS.otherProvider
    : STATION_COLORS.default;
}

/** The stations as GeoJSON points, numbered from 1 in list order; throws on a bad coordinate. */
export function buildStationFeatureCollection(
  stations: readonly Station[],
  activeStationId: string | null = null,
): FeatureCollection<Point, StationPointProperties> {
  return {
    type: 'FeatureCollection',
    features: stations.map((station, index) =>
      toMapPoint([station.Longitude, station.Latitude], {
        id: `${station.StationId}${index}`,
        stationId: station.StationId,
        stationNumber: index + 1,
        latitude: station.Latitude,
        longitude: station.Longitude,
        color: stationColor(station),
        active: station.StationId === activeStationId,
      }),
    ),
  };
}

/** The [[west, south], [east, north]] box around the points, or null for none. */
export function featureBounds(
  collection: FeatureCollection<Point>,
): [[number, number], [number, number]] | null {
  if (collection.features.length === 0) return null;
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const { geometry } of collection.features) {
    const [lon = 0, lat = 0] = geometry.coordinates;
    west = Math.min(west, lon);
    east = Math.max(east, lon);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [
    [west, south],
    [east, north],
  ];
}

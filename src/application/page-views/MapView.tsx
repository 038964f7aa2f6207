import { selectActiveLocality } from '@/features/location/locationSlice';
import { RadarSummarySection, WeatherMapPanel, type RadarSummary } from '@/features/maps';
import {
  formatMapCenter,
  type MapLayerId,
  type MapView as MapViewState,
} from '@/lib/maps/weatherMapQuery';
import type { StaticWeatherMap } from '@/lib/maps/weatherMapStatic';
import type { ZoneOffsetSpan } from '@/lib/time';
import { useAppSelector } from '@/store/hooks';
import type { PageProps } from '@/types/page';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/maps';

import styles from './MapView.module.css';

const t = translator('maps', messages);

/** The data of the weather map page. */
export interface MapData {
  /** The view the map opens on: the address's `center`, else the place's. */
  view: MapViewState;
  /** The layer it opens on: the address's `layerId`, else radar. */
  layerId: MapLayerId;
  /** Precipitation near the place from the radar field; null when it could not be read. */
  radarSummary: RadarSummary | null;
  /** The map's first view, drawn by the server (maplibre replaces it on the visitor's intent). */
  staticMap: StaticWeatherMap | null;
  /** The place's UTC offset around the time of the request; null across a clock change. */
  zoneOffset: ZoneOffsetSpan | null;
}

/** Props of the weather map page. */
export type MapViewProps = PageProps & MapData;

/**
 * `/maps/[location]`: the weather map of a place. The first HTML already says what matters (the
 * place, the radar summary, the layer's legend, a static map with the latest radar); the
 * interactive map loads when the visitor reaches for it.
 */
export function MapView({ view, layerId, radarSummary, staticMap, zoneOffset }: MapViewProps) {
  const locality = useAppSelector(selectActiveLocality);
  const name = locality?.DisplayCompositeName ?? t('page.local');
  const place = locality
    ? {
        name,
        slug: locality.SlugName,
        latitude: locality.Latitude,
        longitude: locality.Longitude,
        timeZone: locality.TimeZone ?? null,
        zoneOffset,
        elevationMeters: locality.ElevationMeters ?? null,
      }
    : null;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('page.heading', { place: name })}</h1>
      {place && locality && (
        <RadarSummarySection
          summary={radarSummary}
          place={{ ...place, name: locality.CityName || locality.Label }}
        />
      )}
      {place && (
        // A new place or opening view (a favourite's link) makes a new map.
        <WeatherMapPanel
          key={`${place.slug}|${formatMapCenter(view)}|${layerId}`}
          place={place}
          initialView={view}
          initialLayerId={layerId}
          staticMap={staticMap}
        />
      )}
    </div>
  );
}

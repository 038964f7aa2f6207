import '@/server/serverOnly';

import { z } from 'zod';

import type { RadarSummary } from '@/lib/maps/weatherLegends';
import { getServerCache } from '@/server/cache';
import type { Locality } from '@/types/location';

import { getTileJson } from './embeddedTiles';

const RADAR_STEP_MS = 10 * 60_000;

const summarySchema = z.object({
  text: z.string(),
  frameTime: z.string(),
  intensity: z.enum(['none', 'light', 'moderate', 'heavy', 'violent']),
  distanceKm: z.number().nullable(),
  bearing: z.number().nullable(),
  movingToward: z.number().nullable(),
  demo: z.literal(true).optional(),
  note: z.string().optional(),
});

/** The place's name in a summary: the city's own name ("Denver"). */
const placeName = (locality: Pick<Locality, 'CityName' | 'Label'>) =>
  locality.CityName || locality.Label;

/**
 * The radar summary of a place ("Light rain 12 km north of Denver, moving east") from the tile
 * service (RainViewer's latest frame when the radar is real, else the demo field's), for the map
 * page's first HTML. Cached per place per 10-minute radar frame. Throws when the service answers an
 * error.
 */
export async function radarSummaryFor(
  locality: Pick<Locality, 'CityName' | 'Label' | 'Latitude' | 'Longitude' | 'ElevationMeters'>,
  now: () => number = Date.now,
): Promise<RadarSummary> {
  const frame = Math.floor(now() / RADAR_STEP_MS);
  const latitude = Number(locality.Latitude.toFixed(4));
  const longitude = Number(locality.Longitude.toFixed(4));
  const name = placeName(locality);
  const elevation = locality.ElevationMeters ?? null;
  return getServerCache().read({
    key: `tiles:radar-summary:${frame}:${latitude},${longitude},${elevation ?? ''}:${name}`,
    ttlMs: RADAR_STEP_MS,
    load: async () => {
      const query = new URLSearchParams({
        latitude: String(latitude),
        longitude: String(longitude),
        name,
      });
      if (elevation !== null) query.set('elevation', String(Math.round(elevation)));
      const answer = await getTileJson(`/tiles/radar/summary?${query.toString()}`);
      if (answer.status !== 200) {
        throw new Error(`The radar summary answered ${answer.status}`);
      }
      const summary: RadarSummary = summarySchema.parse(answer.body);
      return summary;
    },
  });
}

/** The same, or null when the tile service fails (the page shows the rest without it). */
export async function radarSummaryOrNull(
  locality: Pick<Locality, 'CityName' | 'Label' | 'Latitude' | 'Longitude' | 'ElevationMeters'>,
): Promise<RadarSummary | null> {
  try {
    return await radarSummaryFor(locality);
  } catch (err) {
    console.warn('radar summary unavailable:', (err as Error).message);
    return null;
  }
}

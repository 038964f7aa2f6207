import type { FeatureCollection } from 'geojson';
import * as z from 'zod/mini';

import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/maps';

const t = translator('maps', messages);

/** One active storm as the map draws it: its position, and its cone and tracks when known. */
export interface MapStorm {
  id: string;
  name: string;
  /** Readable classification, e.g. 'Hurricane'. */
  classificationText: string;
  /** Maximum sustained wind, knots. */
  windKt: number;
  latitude: number;
  longitude: number;
  /** True for the bundled sample storm (never a live one). */
  sample: boolean;
  /** Forecast cone, forecast track and past track (GeoJSON), when the storm's GIS answers. */
  cone: FeatureCollection | null;
  forecastTrack: FeatureCollection | null;
  pastTrack: FeatureCollection | null;
}

const stormSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  classificationText: z.catch(z.string(), t('storms.defaultClassification')),
  windKt: z.catch(z.number(), 0),
  latitude: z.number().check(z.gte(-90), z.lte(90)),
  longitude: z.number().check(z.gte(-180), z.lte(180)),
});

const activeSchema = z.object({
  storms: z.array(z.unknown()),
  sample: z.optional(z.literal(true)),
});

/**
 * The storms of a `/data/hurricanes/v1/active` answer (each one readable; an unreadable storm is
 * skipped), or null when the answer is not a storm list.
 */
export function parseActiveStorms(answer: unknown): MapStorm[] | null {
  const parsed = activeSchema.safeParse(answer);
  if (!parsed.success) return null;
  const storms: MapStorm[] = [];
  for (const item of parsed.data.storms) {
    const one = stormSchema.safeParse(item);
    if (!one.success) continue;
    storms.push({
      ...one.data,
      sample: parsed.data.sample === true,
      cone: null,
      forecastTrack: null,
      pastTrack: null,
    });
  }
  return storms;
}

const collectionSchema = z.catch(
  z.nullish(z.object({ type: z.literal('FeatureCollection'), features: z.array(z.unknown()) })),
  null,
);

const gisSchema = z.object({
  cone: collectionSchema,
  forecastTrack: collectionSchema,
  pastTrack: collectionSchema,
});

/** A storm's cone and tracks from its GIS answer (each null when absent or unreadable). */
export function parseStormGis(
  answer: unknown,
): Pick<MapStorm, 'cone' | 'forecastTrack' | 'pastTrack'> | null {
  const parsed = gisSchema.safeParse(answer);
  if (!parsed.success) return null;
  const asCollection = (c: { features: unknown[] } | null | undefined) =>
    c ? ({ type: 'FeatureCollection', features: c.features } as FeatureCollection) : null;
  return {
    cone: asCollection(parsed.data.cone),
    forecastTrack: asCollection(parsed.data.forecastTrack),
    pastTrack: asCollection(parsed.data.pastTrack),
  };
}

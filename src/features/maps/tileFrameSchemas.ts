// The tile layers' frames and the radar summary: their shapes and validators (tileFrames.ts loads
// this file with the first answer it reads; its types cost nothing in the first load). zod/mini, as
// all browser code: classic zod would add its own chunk and its set-up to the map page's start-up.
import * as z from 'zod/mini';

import type { TileFrame } from '@/lib/maps/weatherLegends';

export type { TileFrame };

/** The frames of a tile layer (`GET /tiles/<layer>/frames`), oldest first. */
export interface TileFrameList {
  layer: 'radar' | 'temperature';
  frames: TileFrame[];
  maxNativeZoom: number;
  source: { kind: string; attribution: string };
  demo?: true;
  note?: string;
}

/** What `/tiles/radar/summary` (and the page's server props) say about precipitation near a place. */
export interface RadarSummary {
  text: string;
  frameTime: string;
  intensity: string | null;
  distanceKm: number | null;
  bearing: string | number | null;
  movingToward: string | number | null;
  /** Present on summaries of the demo radar, with the note to show. */
  demo?: true;
  note?: string;
}

const frameListSchema = z.object({
  layer: z.enum(['radar', 'temperature']),
  frames: z
    .array(
      z.object({
        time: z.iso.datetime({ offset: true }),
        // Same-origin tile templates only: the browser never asks another host for tiles.
        url: z.string().check(z.regex(/^\/tiles\/[^?#]*\{z\}\/\{x\}\/\{y\}/)),
      }),
    )
    .check(z.maxLength(100)),
  maxNativeZoom: z.int().check(z.gte(0), z.lte(22)),
  source: z.object({ kind: z.string(), attribution: z.string() }),
  demo: z.optional(z.literal(true)),
  note: z.optional(z.string()),
});

/** Parses a frame list; null when it is not one. */
export function parseFrameList(value: unknown): TileFrameList | null {
  const parsed = frameListSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A field the summary may leave out or null, read as null then. */
const orNull = <T extends z.core.SomeType>(schema: T) =>
  z.pipe(
    z.nullish(schema),
    z.transform((v: z.output<T> | null | undefined) => v ?? null),
  );

const summarySchema = z.object({
  text: z.string().check(z.minLength(1), z.maxLength(400)),
  frameTime: z.string(),
  intensity: orNull(z.string()),
  distanceKm: orNull(z.number()),
  bearing: orNull(z.union([z.string(), z.number()])),
  movingToward: orNull(z.union([z.string(), z.number()])),
  demo: z.optional(z.literal(true)),
  note: z.optional(z.string().check(z.maxLength(300))),
});

/** Parses a radar summary; null when it is not one. */
export function parseRadarSummary(value: unknown): RadarSummary | null {
  const parsed = summarySchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

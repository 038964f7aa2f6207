// The tile layers' frames and the radar summary: their shapes and validators (tileFrames.ts loads
// this file with the first answer it reads; its types cost nothing in the first load).
import { z } from 'zod';

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
        url: z.string().regex(/^\/tiles\/[^?#]*\{z\}\/\{x\}\/\{y\}/),
      }),
    )
    .max(100),
  maxNativeZoom: z.number().int().min(0).max(22),
  source: z.object({ kind: z.string(), attribution: z.string() }),
  demo: z.literal(true).optional(),
  note: z.string().optional(),
});

/** Parses a frame list; null when it is not one. */
export function parseFrameList(value: unknown): TileFrameList | null {
  const parsed = frameListSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

const summarySchema = z.object({
  text: z.string().min(1).max(400),
  frameTime: z.string(),
  intensity: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  distanceKm: z
    .number()
    .nullish()
    .transform((v) => v ?? null),
  bearing: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => v ?? null),
  movingToward: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => v ?? null),
  demo: z.literal(true).optional(),
  note: z.string().max(300).optional(),
});

/** Parses a radar summary; null when it is not one. */
export function parseRadarSummary(value: unknown): RadarSummary | null {
  const parsed = summarySchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

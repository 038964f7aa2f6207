import '@/server/serverOnly';

import { z } from 'zod';

import { getTileJson } from './embeddedTiles';

/** The frames of a tile layer, oldest first, as the map's first view needs them. */
export interface TileFrameList {
  frames: { time: string; url: string }[];
  maxNativeZoom: number;
}

const frameListSchema = z.object({
  frames: z
    .array(
      z.object({
        time: z.iso.datetime({ offset: true }),
        // Same-origin tile templates only, as the browser's reader insists.
        url: z.string().regex(/^\/tiles\/[^?#]*\{z\}\/\{x\}\/\{y\}/),
      }),
    )
    .max(100),
  maxNativeZoom: z.number().int().min(0).max(22),
});

/**
 * A tile layer's frame list (`/tiles/<layer>/frames`) from the tile service, as the browser reads
 * it; null when the service fails or answers something else (the first view then goes without).
 */
export async function frameListOrNull(
  layer: 'radar' | 'temperature',
): Promise<TileFrameList | null> {
  try {
    const answer = await getTileJson(`/tiles/${layer}/frames`);
    if (answer.status !== 200) throw new Error(`The ${layer} frames answered ${answer.status}`);
    const list: TileFrameList = frameListSchema.parse(answer.body);
    return list;
  } catch (err) {
    console.warn('tile frames unavailable:', (err as Error).message);
    return null;
  }
}

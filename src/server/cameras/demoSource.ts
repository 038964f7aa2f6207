import '@/server/serverOnly';

import { z } from 'zod';

import { createServerProviderClient } from '@/server/provider/client';
import type { CameraKind } from '@/types/cameras';

import type { SourceCamera } from './geo';

/**
 * The demo cameras, read from the provider (`/data/cameras/v1/*`; the embedded provider draws
 * them from its demo weather model). Used with WEATHER_UPSTREAM=demo, and with `auto` wherever the
 * real camera sources have nothing near or do not answer.
 */

export const DEMO_CREDIT = 'Demo camera: drawn by this site from its demo weather model';

const demoCameraSchema = z.object({
  id: z.string().regex(/^demo-[wt]-(-?\d{1,4})_(-?\d{1,4})$/),
  name: z.string().min(1).max(200),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  imageTime: z.string(),
  imageWidth: z.number().int().positive().max(4000),
  imageHeight: z.number().int().positive().max(4000),
});

const nearbySchema = z.object({ cameras: z.array(demoCameraSchema) });

const imageSchema = z.object({
  camera: demoCameraSchema,
  contentType: z.literal('image/svg+xml'),
  svg: z
    .string()
    .startsWith('<svg')
    .max(512 * 1024),
});

/** A demo camera as a source camera, with its image size. */
export interface DemoSourceCamera extends SourceCamera {
  imageWidth: number;
  imageHeight: number;
}

function toSource(camera: z.infer<typeof demoCameraSchema>): DemoSourceCamera {
  const ms = Date.parse(camera.imageTime);
  return {
    id: camera.id,
    name: camera.name,
    latitude: camera.latitude,
    longitude: camera.longitude,
    imageTimeMs: Number.isFinite(ms) ? ms : null,
    credit: DEMO_CREDIT,
    imageWidth: camera.imageWidth,
    imageHeight: camera.imageHeight,
  };
}

/** The demo cameras of a kind near a point (the provider answers the nearest first). */
export async function demoCamerasNear(
  kind: CameraKind,
  point: { latitude: number; longitude: number },
  count: number,
): Promise<DemoSourceCamera[]> {
  const payload = await createServerProviderClient().get<unknown>({
    path: '/data/cameras/v1/nearby',
    params: {
      latitude: Number(point.latitude.toFixed(4)),
      longitude: Number(point.longitude.toFixed(4)),
      kind,
      count,
    },
  });
  return nearbySchema.parse(payload).cameras.map(toSource);
}

/** A demo camera's latest picture (SVG) and the camera it shows. */
export async function demoCameraImage(
  id: string,
): Promise<{ camera: DemoSourceCamera; svg: string }> {
  const payload = await createServerProviderClient().get<unknown>({
    path: '/data/cameras/v1/image',
    params: { id },
  });
  const parsed = imageSchema.parse(payload);
  return { camera: toSource(parsed.camera), svg: parsed.svg };
}

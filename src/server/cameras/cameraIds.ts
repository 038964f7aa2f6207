import '@/server/serverOnly';

import { z } from 'zod';

import { SITE_PATHS } from '@/server/http/sitePaths';
import type { CameraKind } from '@/types/cameras';

/**
 * Camera ids, one pattern per source: `ct-d<district>-<image folder>` (Caltrans),
 * `iem-<camera id>` (Iowa Environmental Mesonet), `demo-w-<row>_<col>` / `demo-t-<row>_<col>`
 * (demo weather and traffic cameras). Anything else names no camera.
 */
export const CAMERA_ID =
  /^(ct-d\d{1,2}-[a-z0-9_-]{1,80}|iem-[a-z0-9-]{1,40}|demo-[wt]-(-?\d{1,4})_(-?\d{1,4}))$/;

export const cameraKindSchema = z.enum(['weather', 'traffic']);
export const cameraIdSchema = z
  .string()
  .max(90, 'is too long')
  .regex(CAMERA_ID, 'is not a camera id');

/** The query of the image endpoint: `/web2/api/cameras/<kind>/<id>/image[?v=…]`. */
export const cameraImageRequestSchema = z.object({
  kind: cameraKindSchema,
  id: cameraIdSchema,
  v: z
    .string()
    .regex(/^\d{1,15}$/, 'must be a number')
    .optional(),
});

export type CameraFamily = 'caltrans' | 'iem' | 'demo';

/**
 * The source of a camera id, or null when the id names no camera of that kind (Caltrans cameras
 * are traffic cameras, the mesonet's weather cameras; demo ids carry their kind).
 */
export function cameraFamily(id: string, kind?: CameraKind): CameraFamily | null {
  if (!CAMERA_ID.test(id)) return null;
  const family: CameraFamily = id.startsWith('ct-')
    ? 'caltrans'
    : id.startsWith('iem-')
      ? 'iem'
      : 'demo';
  if (!kind) return family;
  const kindOf: CameraKind =
    family === 'caltrans'
      ? 'traffic'
      : family === 'iem'
        ? 'weather'
        : id.startsWith('demo-w-')
          ? 'weather'
          : 'traffic';
  return kindOf === kind ? family : null;
}

/** The image of a camera on this site; `v` (the image time) lets browsers keep each image. */
export function cameraImagePath(kind: CameraKind, id: string, imageTimeMs: number | null): string {
  const path = `${SITE_PATHS.web2Api}/cameras/${kind}/${encodeURIComponent(id)}/image`;
  return imageTimeMs === null ? path : `${path}?v=${Math.floor(imageTimeMs / 1000)}`;
}

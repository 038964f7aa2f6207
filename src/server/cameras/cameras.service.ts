import '@/server/serverOnly';

import { LRUCache } from 'lru-cache';

import { CACHE_TTL_MS, getServerCache } from '@/server/cache';
import { getConfig } from '@/server/config';
import type { CameraKind, CameraList, CameraSummary } from '@/types/cameras';
import type { Locality } from '@/types/location';

import {
  CALTRANS_DISTRICTS,
  caltransCovers,
  caltransDistrictOf,
  fetchCaltransDistrict,
  type CaltransCamera,
} from './caltrans';
import { cameraFamily, cameraImagePath } from './cameraIds';
import { demoCameraImage, demoCamerasNear, type DemoSourceCamera } from './demoSource';
import { CameraSourceError, fetchLimited } from './fetchLimited';
import { nearestCameras, type PlacedCamera, type SourceCamera } from './geo';
import { fetchIemNetwork, IEM_NETWORKS, iemCovers, type IemCamera } from './iem';
import { placeLocalIso } from './localTime';

/**
 * The cameras near a place and their images. Where they come from follows WEATHER_UPSTREAM, like
 * the rest of the site's outside data:
 * - `demo` (every test run): the demo cameras only;
 * - `auto` (default): the real sources (traffic: Caltrans; weather: the Iowa Environmental
 *   Mesonet); where they have no camera near the place or do not answer, the demo cameras;
 * - `open-meteo` (real data only): the real sources only; nothing near or no answer → no cameras
 *   ("Camera is not available at this time").
 */

/** How the camera pages choose their cameras. */
export type CameraMode = 'demo' | 'auto' | 'online';

export function cameraMode(): CameraMode {
  const upstream = getConfig().env.WEATHER_UPSTREAM;
  return upstream === 'demo' ? 'demo' : upstream === 'auto' ? 'auto' : 'online';
}

/** How far a real camera may be from the place to count as near, km. */
export const NEAR_KM: Record<CameraKind, number> = { weather: 100, traffic: 40 };
/** Cameras a list page shows. */
export const LIST_COUNT = 8;
/** Nominal size of a real camera's image (their sizes vary; the page fits each into 4:3). */
const REAL_IMAGE = { width: 640, height: 480 } as const;
/** Largest camera image accepted from a source. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

type RealCamera = (CaltransCamera | IemCamera) & { upstreamImageUrl: string };
type AnyCamera = RealCamera | DemoSourceCamera;

/** One list of a source through the server cache: null when it could not be read. */
async function cachedList<T>(key: string, load: () => Promise<T[]>): Promise<T[] | null> {
  try {
    return await getServerCache().read({ key, ttlMs: CACHE_TTL_MS.cameraSources, load });
  } catch (err) {
    console.warn(`camera source ${key} unavailable:`, (err as Error).message);
    return null;
  }
}

/** All lists of a kind's real source that could be read; null when none could. */
async function realLists(
  kind: CameraKind,
  only?: { district?: number },
): Promise<RealCamera[] | null> {
  const lists =
    kind === 'traffic'
      ? await Promise.all(
          (only?.district ? [only.district] : CALTRANS_DISTRICTS).map((d) =>
            cachedList(`cameras:caltrans:d${d}`, () => fetchCaltransDistrict(d)),
          ),
        )
      : await Promise.all(
          IEM_NETWORKS.map((n) => cachedList(`cameras:iem:${n}`, () => fetchIemNetwork(n))),
        );
  const read = lists.filter((l): l is RealCamera[] => l !== null);
  return read.length === 0 ? null : read.flat();
}

/** The real cameras near a point: [] when the source has none there, null when it did not answer. */
async function realCamerasNear(
  kind: CameraKind,
  point: { latitude: number; longitude: number },
): Promise<PlacedCamera<RealCamera>[] | null> {
  const covered =
    kind === 'traffic'
      ? caltransCovers(point.latitude, point.longitude)
      : iemCovers(point.latitude, point.longitude);
  if (!covered) return [];
  const all = await realLists(kind);
  if (!all) return null;
  return nearestCameras(point, all, { radiusKm: NEAR_KM[kind], count: LIST_COUNT });
}

async function demoNear(
  kind: CameraKind,
  point: { latitude: number; longitude: number },
): Promise<PlacedCamera<DemoSourceCamera>[]> {
  try {
    // Shared across visitors per place, like every provider answer a page reads.
    const cameras = await getServerCache().read({
      key: `cameras:demo:${kind}:${point.latitude.toFixed(4)},${point.longitude.toFixed(4)}`,
      ttlMs: CACHE_TTL_MS.demoCameras,
      load: () => demoCamerasNear(kind, point, LIST_COUNT),
    });
    return nearestCameras(point, cameras, { radiusKm: Infinity, count: LIST_COUNT });
  } catch (err) {
    console.warn(`demo cameras unavailable:`, (err as Error).message);
    return [];
  }
}

function summary(
  kind: CameraKind,
  camera: PlacedCamera<AnyCamera>,
  locality: Locality,
): CameraSummary {
  const demo = cameraFamily(camera.id) === 'demo';
  const size =
    'imageWidth' in camera ? { width: camera.imageWidth, height: camera.imageHeight } : REAL_IMAGE;
  return {
    id: camera.id,
    kind,
    name: camera.name,
    latitude: camera.latitude,
    longitude: camera.longitude,
    distanceKm: camera.distanceKm,
    direction: camera.direction,
    imageTime:
      camera.imageTimeMs === null ? null : placeLocalIso(camera.imageTimeMs, locality.TimeZone),
    imageUrl: cameraImagePath(kind, camera.id, camera.imageTimeMs),
    imageWidth: size.width,
    imageHeight: size.height,
    demo,
    credit: camera.credit,
  };
}

const pointOf = (locality: Locality) => ({
  latitude: locality.Latitude,
  longitude: locality.Longitude,
});

/**
 * The cameras of a kind near a place, nearest first, never throwing: an empty list when none
 * could be loaded or none is near (the page says "Camera is not available at this time").
 */
export async function camerasNear(kind: CameraKind, locality: Locality): Promise<CameraList> {
  const point = pointOf(locality);
  const mode = cameraMode();
  let placed: PlacedCamera<AnyCamera>[] = [];
  if (mode !== 'demo') placed = (await realCamerasNear(kind, point)) ?? [];
  if (placed.length === 0 && mode !== 'online') placed = await demoNear(kind, point);
  return { kind, cameras: placed.map((c) => summary(kind, c, locality)) };
}

/** One camera near a place, and the others near it. */
export type CameraLookup =
  | { status: 'found'; camera: CameraSummary; others: CameraSummary[] }
  /** No such camera near this place (the page answers 404). */
  | { status: 'unknown' }
  /** The camera's source did not answer: the page says the camera is not available. */
  | { status: 'unavailable'; others: CameraSummary[] };

/** The camera `id` of a kind near a place (among the cameras its list page shows). */
export async function cameraNear(
  kind: CameraKind,
  locality: Locality,
  id: string,
): Promise<CameraLookup> {
  const family = cameraFamily(id, kind);
  if (!family) return { status: 'unknown' };
  const mode = cameraMode();
  const point = pointOf(locality);
  let placed: PlacedCamera<AnyCamera>[];
  if (family === 'demo') {
    if (mode === 'online') return { status: 'unknown' };
    placed = await demoNear(kind, point);
    if (placed.length === 0) return { status: 'unavailable', others: [] };
  } else {
    if (mode === 'demo') return { status: 'unknown' };
    const real = await realCamerasNear(kind, point);
    if (real === null) {
      const others = mode === 'auto' ? await demoNear(kind, point) : [];
      return { status: 'unavailable', others: others.map((c) => summary(kind, c, locality)) };
    }
    placed = real;
  }
  const all = placed.map((c) => summary(kind, c, locality));
  const camera = all.find((c) => c.id === id);
  if (!camera) return { status: 'unknown' };
  return { status: 'found', camera, others: all.filter((c) => c.id !== id) };
}

/** A camera image ready to send. */
export interface CameraImage {
  bytes: Buffer;
  contentType: 'image/jpeg' | 'image/svg+xml';
  /** How long a browser may keep it, seconds. */
  maxAgeSeconds: number;
}

/** Why an image cannot be sent: no such camera (404) or its source did not answer (503). */
export class CameraImageError extends Error {
  constructor(
    readonly status: 404 | 503,
    message: string,
  ) {
    super(message);
    this.name = 'CameraImageError';
  }
}

/** Real images by their source URL, in this process only (bytes do not go to Redis). */
const imageBytes = new LRUCache<string, Buffer>({
  maxSize: 48 * 1024 * 1024,
  sizeCalculation: (b) => b.length + 64,
  ttl: CACHE_TTL_MS.cameraImage,
});
const loadingImages = new Map<string, Promise<Buffer>>();

/** Forgets every kept image (tests). */
export function forgetCameraImagesForTests(): void {
  imageBytes.clear();
}

const isJpeg = (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

async function loadJpeg(url: string): Promise<Buffer> {
  const hit = imageBytes.get(url);
  if (hit) return hit;
  const running = loadingImages.get(url);
  if (running) return running;
  const task = (async () => {
    const { bytes, contentType } = await fetchLimited(url, {
      maxBytes: MAX_IMAGE_BYTES,
      accept: 'image/jpeg',
    });
    if (!isJpeg(bytes) || (contentType && !/^image\/(jpeg|jpg|pjpeg)$/i.test(contentType)))
      throw new CameraSourceError(`${url}: not a JPEG image`);
    imageBytes.set(url, bytes);
    return bytes;
  })();
  loadingImages.set(url, task);
  try {
    return await task;
  } finally {
    loadingImages.delete(url);
  }
}

/**
 * The latest image of a camera, fetched by the server (the browser only ever asks this site).
 * Throws CameraImageError: 404 for an id no source knows, 503 when the source does not answer.
 */
export async function cameraImage(kind: CameraKind, id: string): Promise<CameraImage> {
  const family = cameraFamily(id, kind);
  const mode = cameraMode();
  if (!family) throw new CameraImageError(404, `Unknown camera: ${id}`);
  if (family === 'demo') {
    if (mode === 'online') throw new CameraImageError(404, `Unknown camera: ${id}`);
    try {
      const { svg } = await demoCameraImage(id);
      return { bytes: Buffer.from(svg, 'utf8'), contentType: 'image/svg+xml', maxAgeSeconds: 60 };
    } catch (err) {
      if ((err as { status?: number }).status === 404)
        throw new CameraImageError(404, `Unknown camera: ${id}`);
      throw new CameraImageError(503, 'Camera is not available at this time');
    }
  }
  if (mode === 'demo') throw new CameraImageError(404, `Unknown camera: ${id}`);
  const district = family === 'caltrans' ? caltransDistrictOf(id) : null;
  const all = await realLists(kind, district ? { district } : undefined);
  if (!all) throw new CameraImageError(503, 'Camera is not available at this time');
  const camera = all.find((c: SourceCamera) => c.id === id);
  if (!camera) throw new CameraImageError(404, `Unknown camera: ${id}`);
  try {
    const bytes = await loadJpeg(camera.upstreamImageUrl);
    return { bytes, contentType: 'image/jpeg', maxAgeSeconds: 60 };
  } catch (err) {
    console.warn(`camera image ${id} unavailable:`, (err as Error).message);
    throw new CameraImageError(503, 'Camera is not available at this time');
  }
}

import '@/server/serverOnly';

import { z } from 'zod';

import { fetchJson, CameraSourceError } from './fetchLimited';
import type { SourceCamera } from './geo';
import { wallTimeToMs } from './localTime';

/**
 * Caltrans traffic cameras (CCTV) from the Commercial Wholesale Web Portal: one status file per
 * Caltrans district, `/data/dNN/cctv/cctvStatusDNN.json`, public, no key, no charge (Caltrans'
 * conditions of use apply; images are neither retained nor archived by Caltrans). Each record
 * names the camera, its position and the URL of its latest still image.
 */
export const CALTRANS_BASE_URL = 'https://cwwp2.dot.ca.gov';
export const CALTRANS_CREDIT = 'Caltrans (California Department of Transportation)';
/** The twelve Caltrans districts, each with its own file. */
export const CALTRANS_DISTRICTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
/** A district file is well under this (the largest, Los Angeles, is a few megabytes). */
const MAX_FILE_BYTES = 12 * 1024 * 1024;
/** California and 0.5° around it: places farther away never ask Caltrans. */
const COVERAGE = { south: 32, north: 42.5, west: -125, east: -113.5 };

/** Where a camera's still image lives: the portal's image folder, whose name becomes the id. */
const IMAGE_URL =
  /^https?:\/\/cwwp2\.dot\.ca\.gov\/data\/d(\d{1,2})\/cctv\/image\/([A-Za-z0-9_-]{1,80})\/[A-Za-z0-9_.-]{1,120}\.jpe?g$/;

const text = z.union([z.string(), z.number()]).transform((v) => String(v).trim());

const recordSchema = z.object({
  cctv: z.object({
    recordTimestamp: z
      .object({ recordDate: text.optional(), recordTime: text.optional() })
      .optional(),
    location: z.object({
      locationName: text.optional(),
      nearbyPlace: text.optional(),
      latitude: text,
      longitude: text,
      route: text.optional(),
    }),
    inService: text.optional(),
    imageData: z.object({
      static: z.object({ currentImageURL: text }),
    }),
  }),
});

const fileSchema = z.object({ data: z.array(z.unknown()) });

/** A Caltrans camera: a source camera and the URL of its latest image. */
export interface CaltransCamera extends SourceCamera {
  upstreamImageUrl: string;
}

/** True when a point is close enough to California for Caltrans cameras to be near it. */
export function caltransCovers(latitude: number, longitude: number): boolean {
  return (
    latitude >= COVERAGE.south &&
    latitude <= COVERAGE.north &&
    longitude >= COVERAGE.west &&
    longitude <= COVERAGE.east
  );
}

/** The file of a district: `/data/d4/cctv/cctvStatusD04.json`. */
export function districtFileUrl(district: number, baseUrl = CALTRANS_BASE_URL): string {
  const nn = String(district).padStart(2, '0');
  return `${baseUrl.replace(/\/$/, '')}/data/d${district}/cctv/cctvStatusD${nn}.json`;
}

/**
 * The cameras of one district file: in service, with a position and a still image on the
 * portal; anything else is skipped. Throws when the file's shape is not the portal's, or when
 * not one record can be read.
 */
export function parseCaltransFile(body: unknown): CaltransCamera[] {
  const file = fileSchema.safeParse(body);
  if (!file.success) throw new CameraSourceError('Caltrans: not a CCTV status file');
  const cameras: CaltransCamera[] = [];
  let readable = 0;
  for (const raw of file.data.data) {
    const parsed = recordSchema.safeParse(raw);
    if (!parsed.success) continue;
    readable++;
    const { location, imageData, inService, recordTimestamp } = parsed.data.cctv;
    if (inService !== undefined && inService.toLowerCase() !== 'true') continue;
    const latitude = Number(location.latitude);
    const longitude = Number(location.longitude);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180 || (latitude === 0 && longitude === 0))
      continue;
    const image = IMAGE_URL.exec(imageData.static.currentImageURL);
    if (!image) continue;
    const name = location.locationName || location.nearbyPlace || location.route;
    if (!name) continue;
    const time =
      recordTimestamp?.recordDate && recordTimestamp.recordTime
        ? wallTimeToMs(
            recordTimestamp.recordDate,
            recordTimestamp.recordTime,
            'America/Los_Angeles',
          )
        : null;
    cameras.push({
      id: `ct-d${Number(image[1])}-${(image[2] ?? '').toLowerCase()}`,
      name: name.slice(0, 120),
      latitude,
      longitude,
      imageTimeMs: time,
      credit: CALTRANS_CREDIT,
      upstreamImageUrl: imageData.static.currentImageURL.replace(/^http:/, 'https:'),
    });
  }
  if (file.data.data.length > 0 && readable === 0)
    throw new CameraSourceError('Caltrans: no readable CCTV record');
  return cameras;
}

/** Reads one district's cameras from the portal. */
export async function fetchCaltransDistrict(
  district: number,
  baseUrl = CALTRANS_BASE_URL,
): Promise<CaltransCamera[]> {
  return parseCaltransFile(await fetchJson(districtFileUrl(district, baseUrl), MAX_FILE_BYTES));
}

/** The district a Caltrans camera id names (`ct-d4-…` → 4), null for another id. */
export function caltransDistrictOf(id: string): number | null {
  const m = /^ct-d(\d{1,2})-/.exec(id);
  const district = m ? Number(m[1]) : NaN;
  return (CALTRANS_DISTRICTS as readonly number[]).includes(district) ? district : null;
}

import '@/server/serverOnly';

import { z } from 'zod';

import { CameraSourceError, fetchJson } from './fetchLimited';
import type { SourceCamera } from './geo';

/**
 * Weather webcams from the Iowa Environmental Mesonet (Iowa State University): its webcam
 * GeoJSON service lists the cameras that sent an image in the last 15 minutes, each with the
 * archived still image of that time. Public, no key. Two networks are read: `TV` (sky cameras of
 * the television stations IEM partners with, in Iowa, South Dakota and around) and `IDOT` (the
 * Iowa Department of Transportation's road weather information system cameras).
 */
export const IEM_BASE_URL = 'https://mesonet.agron.iastate.edu';
export const IEM_NETWORKS = ['TV', 'IDOT'] as const;
export type IemNetwork = (typeof IEM_NETWORKS)[number];
const MAX_FILE_BYTES = 4 * 1024 * 1024;
/** Iowa and the states around it where IEM's partners have cameras: farther places never ask. */
const COVERAGE = { south: 39.5, north: 47, west: -104.5, east: -88.5 };

/** Archived still images of the mesonet: the only image URLs taken from its answer. */
const IMAGE_URL =
  /^https:\/\/mesonet\.agron\.iastate\.edu\/archive\/data\/\d{4}\/\d{2}\/\d{2}\/camera\/[A-Za-z0-9_-]{1,40}\/[A-Za-z0-9_-]{1,60}\.jpg$/;
const CAMERA_ID = /^[A-Za-z0-9-]{1,40}$/;

const featureSchema = z.object({
  geometry: z.object({
    type: z.literal('Point'),
    coordinates: z.tuple([z.number(), z.number()]).rest(z.number()),
  }),
  properties: z.object({
    cid: z.string(),
    name: z.string(),
    state: z.string().nullish(),
    url: z.string().nullish(),
    imgurl: z.string().nullish(),
    valid: z.string().nullish(),
    utc_valid: z.string().nullish(),
  }),
});

const collectionSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(z.unknown()),
});

/** A mesonet camera: a source camera and the URL of its latest archived image. */
export interface IemCamera extends SourceCamera {
  upstreamImageUrl: string;
}

/** True when a point is close enough to the mesonet's cameras to ask for them. */
export function iemCovers(latitude: number, longitude: number): boolean {
  return (
    latitude >= COVERAGE.south &&
    latitude <= COVERAGE.north &&
    longitude >= COVERAGE.west &&
    longitude <= COVERAGE.east
  );
}

export function iemNetworkUrl(network: IemNetwork, baseUrl = IEM_BASE_URL): string {
  return `${baseUrl.replace(/\/$/, '')}/geojson/webcam.geojson?network=${network}`;
}

function creditFor(network: IemNetwork): string {
  return network === 'IDOT'
    ? 'Iowa DOT road weather camera, via the Iowa Environmental Mesonet'
    : 'Iowa Environmental Mesonet and its partner stations';
}

/**
 * The cameras of one network's answer: with a position and an archived image; anything else is
 * skipped. Throws when the answer is not a FeatureCollection or not one feature can be read.
 */
export function parseIemWebcams(body: unknown, network: IemNetwork): IemCamera[] {
  const collection = collectionSchema.safeParse(body);
  if (!collection.success) throw new CameraSourceError('IEM: not a webcam FeatureCollection');
  const cameras: IemCamera[] = [];
  let readable = 0;
  for (const raw of collection.data.features) {
    const parsed = featureSchema.safeParse(raw);
    if (!parsed.success) continue;
    readable++;
    const { properties: p, geometry } = parsed.data;
    const [longitude, latitude] = geometry.coordinates;
    if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) continue;
    const imageUrl = p.imgurl ?? p.url ?? '';
    if (!IMAGE_URL.test(imageUrl) || !CAMERA_ID.test(p.cid)) continue;
    const validMs = Date.parse(p.utc_valid ?? p.valid ?? '');
    const name = p.name.trim();
    if (!name) continue;
    cameras.push({
      id: `iem-${p.cid.toLowerCase()}`,
      name: (p.state ? `${name}, ${p.state}` : name).slice(0, 120),
      latitude,
      longitude,
      imageTimeMs: Number.isFinite(validMs) ? validMs : null,
      credit: creditFor(network),
      upstreamImageUrl: imageUrl,
    });
  }
  if (collection.data.features.length > 0 && readable === 0)
    throw new CameraSourceError('IEM: no readable webcam');
  return cameras;
}

/** Reads one network's current webcams from the mesonet. */
export async function fetchIemNetwork(
  network: IemNetwork,
  baseUrl = IEM_BASE_URL,
): Promise<IemCamera[]> {
  return parseIemWebcams(await fetchJson(iemNetworkUrl(network, baseUrl), MAX_FILE_BYTES), network);
}

import { nearestPlace } from '../gazetteer/lookup';
import { hashInts } from '../weather/demo/random';

/**
 * The demo cameras: stand-ins for real webcams wherever the site has none, drawn by the site from
 * the demo weather model. They sit on a world-wide lattice (one weather camera and one traffic
 * camera per 0.1° cell, each moved inside its cell by a fixed amount), so every place has a few
 * cameras a few kilometres away, two nearby places share theirs, and an id names one camera for
 * good: `demo-w-<i>_<j>` (weather) or `demo-t-<i>_<j>` (traffic), the cell's row and column.
 */

export type DemoCameraKind = 'weather' | 'traffic';

/** Size of a lattice cell, degrees. */
const STEP = 0.1;
/** How far a camera may sit from its cell's centre, as a share of the cell. */
const JITTER = 0.35;
/** Cameras are placed only between these latitudes (the lattice thins out toward the poles). */
const MAX_LAT = 85;
/** Images are taken every this many minutes. */
export const DEMO_IMAGE_INTERVAL_MINUTES = { weather: 10, traffic: 5 } as const;

export const DEMO_CAMERA_ID = /^demo-([wt])-(-?\d{1,4})_(-?\d{1,4})$/;

const VIEWS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;

/** One demo camera. */
export interface DemoCamera {
  id: string;
  kind: DemoCameraKind;
  name: string;
  latitude: number;
  longitude: number;
  /** Which way it looks (compass point). */
  view: (typeof VIEWS)[number];
  /** IANA zone of the nearest gazetteer place (for the time stamped on the image). */
  timeZone: string | null;
  /**
   * Height above sea level of the nearest gazetteer place, where known: the picture's weather is
   * the model's at that height, as the town's own pages read it (La Paz is 3,600 m up).
   */
  elevationMeters: number | null;
}

const letter = (kind: DemoCameraKind) => (kind === 'weather' ? 'w' : 't');
/** The fraction in [0, 1) that a cell's hash gives on one channel. */
const unit = (seed: number) => (seed >>> 0) / 4294967296;

function cellCamera(kind: DemoCameraKind, i: number, j: number): DemoCamera | null {
  const salt = kind === 'weather' ? 101 : 202;
  const latitude = Number(
    ((i + 0.5 + (unit(hashInts(i, j, salt)) - 0.5) * 2 * JITTER) * STEP).toFixed(4),
  );
  const rawLon = (j + 0.5 + (unit(hashInts(j, i, salt + 1)) - 0.5) * 2 * JITTER) * STEP;
  const longitude = Number((((rawLon + 540) % 360) - 180).toFixed(4));
  if (Math.abs(latitude) > MAX_LAT) return null;
  const view = VIEWS[hashInts(i, j, salt + 2) % VIEWS.length] ?? 'N';
  const place = nearestPlace(latitude, longitude);
  const town = place?.CityName ?? `${latitude.toFixed(2)}, ${longitude.toFixed(2)}`;
  const what = kind === 'weather' ? 'Demo camera' : 'Demo road camera';
  return {
    id: `demo-${letter(kind)}-${i}_${j}`,
    kind,
    name: `${what}: ${town}, looking ${view}`,
    latitude,
    longitude,
    view,
    timeZone: place?.TimeZone ?? null,
    elevationMeters: place?.ElevationMeters ?? null,
  };
}

/** The demo camera an id names, or null for an id that names none. */
export function demoCameraById(id: string): DemoCamera | null {
  const m = DEMO_CAMERA_ID.exec(id);
  if (!m) return null;
  const kind: DemoCameraKind = m[1] === 'w' ? 'weather' : 'traffic';
  const i = Number(m[2]);
  const j = Number(m[3]);
  if (Math.abs(i) > MAX_LAT / STEP || j < -1800 || j >= 1800) return null;
  return cellCamera(kind, i, j);
}

/** The demo cameras of the cells around a point (5 × 5 cells), for the caller to sort by distance. */
export function demoCamerasAround(
  latitude: number,
  longitude: number,
  kind: DemoCameraKind,
): DemoCamera[] {
  const ci = Math.floor(latitude / STEP);
  const cj = Math.floor(longitude / STEP);
  const out: DemoCamera[] = [];
  for (let di = -2; di <= 2; di++) {
    for (let dj = -2; dj <= 2; dj++) {
      // Columns wrap at the antimeridian.
      const j = ((((cj + dj + 1800) % 3600) + 3600) % 3600) - 1800;
      const camera = cellCamera(kind, ci + di, j);
      if (camera) out.push(camera);
    }
  }
  return out;
}

/** When the latest image of a kind of demo camera was taken: the last whole interval. */
export function latestDemoImageMs(kind: DemoCameraKind, nowMs: number): number {
  const step = DEMO_IMAGE_INTERVAL_MINUTES[kind] * 60_000;
  return Math.floor(nowMs / step) * step;
}

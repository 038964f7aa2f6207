/**
 * The radar summary from RainViewer's frames, when the map shows real radar: the reflectivity
 * (dBZ) tiles of the latest frame at zoom 7 around the place, turned into rain rates with the
 * Marshall–Palmer relation (Z = 200 R^1.6), and the motion from the frame half an hour before.
 */
import type { PNG } from 'pngjs';

import { radarStepFor, type RadarSummary } from '@/lib/maps/weatherLegends';

import { RAINVIEWER_MAX_ZOOM, type RainViewerSource } from './rainviewer';
import {
  nearestPrecipitation,
  peakNear,
  SUMMARY_RADIUS_KM,
  summaryText,
  type PrecipitationField,
} from './summary';
import { latToTileY, lonToTileX, tilesAcross, TILE_SIZE } from './tileMath';

const KM_PER_DEGREE = 111.19;
const RAD = Math.PI / 180;
/** Frames back for the motion (10 minutes each). */
const MOTION_FRAMES = 3;
/** Slower than this (km/h), precipitation is not said to move. */
const STILL_KMH = 5;

/** Rain rate (mm/h) of a reflectivity (dBZ), Marshall–Palmer. */
export function rateFromDbz(dbz: number): number {
  return (10 ** (dbz / 10) / 200) ** (1 / 1.6);
}

interface Pixel {
  mm: number;
  snow: boolean;
}

/** Reads pixels of decoded zoom-7 reflectivity tiles. */
function reader(tiles: Map<string, PNG>) {
  const z = RAINVIEWER_MAX_ZOOM;
  const n = tilesAcross(z);
  return (lat: number, lon: number): Pixel => {
    const fx = lonToTileX(((((lon + 180) % 360) + 360) % 360) - 180, z);
    const fy = latToTileY(lat, z);
    const x = Math.min(n - 1, Math.floor(fx));
    const y = Math.min(n - 1, Math.max(0, Math.floor(fy)));
    const png = tiles.get(`${x}/${y}`);
    if (!png) return { mm: 0, snow: false };
    const px = Math.min(png.width - 1, Math.floor((fx - x) * png.width));
    const py = Math.min(png.height - 1, Math.floor((fy - y) * png.height));
    const i = (py * png.width + px) * 4;
    const red = png.data[i] ?? 0;
    if ((png.data[i + 3] ?? 0) === 0) return { mm: 0, snow: false };
    return { mm: rateFromDbz((red & 127) - 32), snow: (red & 128) !== 0 };
  };
}

/** The zoom-7 tiles covering the summary's radius around a point. */
function tilesAround(lat: number, lon: number): Array<{ x: number; y: number }> {
  const z = RAINVIEWER_MAX_ZOOM;
  const dLat = (SUMMARY_RADIUS_KM + 5) / KM_PER_DEGREE;
  const dLon = dLat / Math.max(0.05, Math.cos(lat * RAD));
  const n = tilesAcross(z);
  const x0 = Math.floor(lonToTileX(lon - dLon, z));
  const x1 = Math.floor(lonToTileX(lon + dLon, z));
  const y0 = Math.max(0, Math.floor(latToTileY(lat + dLat, z)));
  const y1 = Math.min(n - 1, Math.floor(latToTileY(lat - dLat, z)));
  const out: Array<{ x: number; y: number }> = [];
  for (let x = x0; x <= x1; x++)
    for (let y = y0; y <= y1; y++) out.push({ x: ((x % n) + n) % n, y });
  return out;
}

async function loadTiles(
  source: RainViewerSource,
  time: number,
  lat: number,
  lon: number,
): Promise<Map<string, PNG> | null> {
  const tiles = new Map<string, PNG>();
  for (const { x, y } of tilesAround(lat, lon)) {
    const png = await source.reflectivity(time, x, y);
    if (!png || png.width !== TILE_SIZE) return null;
    tiles.set(`${x}/${y}`, png);
  }
  return tiles;
}

/** Rate-weighted centre of the precipitation within the radius, or null when there is none. */
function centroid(
  field: PrecipitationField,
  lat: number,
  lon: number,
): { lat: number; lon: number } | null {
  let mass = 0;
  let sLat = 0;
  let sLon = 0;
  const step = 5;
  for (let dy = -SUMMARY_RADIUS_KM; dy <= SUMMARY_RADIUS_KM; dy += step) {
    for (let dx = -SUMMARY_RADIUS_KM; dx <= SUMMARY_RADIUS_KM; dx += step) {
      if (dx * dx + dy * dy > SUMMARY_RADIUS_KM * SUMMARY_RADIUS_KM) continue;
      const pLat = lat + dy / KM_PER_DEGREE;
      const pLon = lon + dx / (KM_PER_DEGREE * Math.max(0.05, Math.cos(lat * RAD)));
      const mm = field(pLat, pLon);
      if (mm < 0.1) continue;
      mass += mm;
      sLat += mm * pLat;
      sLon += mm * pLon;
    }
  }
  return mass > 0 ? { lat: sLat / mass, lon: sLon / mass } : null;
}

/** The summary of a place from RainViewer's latest frame, or null when its tiles cannot be had. */
export async function rainViewerSummary(
  source: RainViewerSource,
  lat: number,
  lon: number,
  name: string,
): Promise<RadarSummary | null> {
  const list = await source.frames();
  const latest = list?.frames[list.frames.length - 1];
  if (!list || !latest) return null;
  const tiles = await loadTiles(source, latest.time, lat, lon);
  if (!tiles) return null;
  const read = reader(tiles);
  const field: PrecipitationField = (pLat, pLon) => read(pLat, pLon).mm;
  const frameTime = new Date(latest.time * 1000).toISOString();
  const found = nearestPrecipitation(field, lat, lon);
  if (!found) {
    return {
      text: summaryText(name, null),
      frameTime,
      intensity: 'none',
      distanceKm: null,
      bearing: null,
      movingToward: null,
    };
  }
  const intensity = radarStepFor(peakNear(field, found.lat, found.lon, 10))?.intensity ?? 'light';
  const snow = read(found.lat, found.lon).snow;
  let toward: number | null = null;
  const before = list.frames[list.frames.length - 1 - MOTION_FRAMES];
  const earlierTiles = before ? await loadTiles(source, before.time, lat, lon) : null;
  if (before && earlierTiles) {
    const earlier = reader(earlierTiles);
    const a = centroid((pLat, pLon) => earlier(pLat, pLon).mm, lat, lon);
    const b = centroid(field, lat, lon);
    if (a && b) {
      const north = (b.lat - a.lat) * KM_PER_DEGREE;
      const east = (b.lon - a.lon) * KM_PER_DEGREE * Math.cos(lat * RAD);
      const hours = (latest.time - before.time) / 3600;
      if (hours > 0 && Math.hypot(north, east) / hours >= STILL_KMH) {
        toward = Math.round((Math.atan2(east, north) / RAD + 360) % 360);
      }
    }
  }
  const distanceKm = found.km < 3 ? 0 : Math.round(found.km);
  return {
    text: summaryText(name, { km: found.km, bearing: found.bearing, intensity, snow, toward }),
    frameTime,
    intensity,
    distanceKm,
    bearing: distanceKm === 0 ? null : Math.round(found.bearing),
    movingToward: toward,
  };
}

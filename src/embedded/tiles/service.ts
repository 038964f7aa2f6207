/**
 * The embedded tile service: what `/tiles/*` answers (docs/provider-api.md, "Tiles"). A stand-in
 * for an outside tile server, like the embedded provider: the API route only relays its answers,
 * and the product's server reaches it through src/server/tiles/embeddedTiles.ts.
 */
import path from 'node:path';

import { z } from 'zod';

import type { RadarSummary, TileFrameList } from '@/lib/maps/weatherLegends';
import { getServerCache } from '@/server/cache';
import { getConfig } from '@/server/config';
import { DEMO_ATTRIBUTION, DEMO_NOTE } from '@/embedded/provider/weather/source';

import {
  frameCacheControl,
  frameIdOf,
  IMMUTABLE,
  LATEST_RADAR_CACHE,
  latestFrameMs,
  listedFrameTimes,
  lookupFrame,
  RADAR_FRAME_COUNT,
  type TileLayer,
} from './frames';
import { RAINVIEWER_ATTRIBUTION, RAINVIEWER_MAX_ZOOM, RainViewerSource } from './rainviewer';
import { cachedTile, renderTile } from './render';
import { rainViewerSummary } from './rainviewerSummary';
import { demoRadarSummary } from './summary';
import { isValidTile, MAX_ZOOM } from './tileMath';

/** The radar summary (the demo's marked `demo: true`). */
export type TileRadarSummary = RadarSummary;

/**
 * How the caller bounds the work of a tile that is not in memory (the HTTP route: the client's
 * render limit and the process's render queue). A tile served from memory touches neither.
 */
export interface TileWorkLimits {
  /** Called once before a tile that is not in memory is made; rejects to refuse the request. */
  onMiss(): Promise<void>;
  /** Runs one drawing (a demo tile, a scaled RainViewer tile); rejects when it may not run. */
  render<T>(draw: () => T): Promise<T>;
}

/** A request as the service reads it. */
export interface TileRequest {
  method: string;
  /** The path below `/tiles`, e.g. `/radar/frames`. */
  path: string;
  query: Record<string, string | undefined>;
  /** Limits of the tiles drawn for this request; absent, none (the server's own warming). */
  limits?: TileWorkLimits | undefined;
}

/** Runs a drawing under the limits' queue, or at once without limits. */
const drawUnder =
  (limits: TileWorkLimits | undefined) =>
  <T>(draw: () => T): Promise<T> =>
    limits ? limits.render(draw) : Promise.resolve().then(draw);

/** A demo tile: from memory, else counted and drawn under the limits. */
async function demoTile(
  layer: TileLayer,
  timeMs: number,
  z: number,
  x: number,
  y: number,
  limits: TileWorkLimits | undefined,
  counted = false,
): Promise<Buffer> {
  const hit = cachedTile(layer, timeMs, z, x, y);
  if (hit) return hit;
  if (!counted) await limits?.onMiss();
  return drawUnder(limits)(() => renderTile(layer, timeMs, z, x, y));
}

/** The service's answer: JSON or PNG, with its Cache-Control. */
export type TileAnswer =
  | { status: number; type: 'json'; body: unknown; cacheControl: string }
  | { status: 200; type: 'png'; body: Buffer; cacheControl: string };

const NO_STORE = 'no-store';
/** Frame lists change every 10 minutes; a minute keeps them fresh. */
const FRAME_LIST_CACHE = 'public, max-age=60';
/** A tile the demo field stood in for because RainViewer failed: retried soon. */
const FALLBACK_CACHE = 'public, max-age=60';
const RAINVIEWER_PREFIX = 'rv-';

const json = (status: number, body: unknown, cacheControl = NO_STORE): TileAnswer => ({
  status,
  type: 'json',
  body,
  cacheControl,
});
const error = (status: number, message: string) => json(status, { error: message });

let rainViewer: { baseUrl: string; source: RainViewerSource } | undefined;

/** The RainViewer adapter when the weather is real (`WEATHER_UPSTREAM` other than demo), else null. */
function onlineRadar(): RainViewerSource | null {
  const { WEATHER_UPSTREAM, RAINVIEWER_BASE_URL } = getConfig().env;
  if (WEATHER_UPSTREAM === 'demo') return null;
  if (rainViewer?.baseUrl !== RAINVIEWER_BASE_URL) {
    rainViewer = {
      baseUrl: RAINVIEWER_BASE_URL,
      source: new RainViewerSource({
        baseUrl: RAINVIEWER_BASE_URL,
        cache: getServerCache(),
        cacheDir: path.join(getConfig().dataDir, 'cache', 'tiles', 'rainviewer'),
      }),
    };
  }
  return rainViewer.source;
}

const template = (layer: TileLayer, frameId: string) =>
  `/tiles/${layer}/${frameId}/{z}/{x}/{y}.png`;

function demoFrames(layer: TileLayer, nowMs: number): TileFrameList {
  return {
    layer,
    frames: listedFrameTimes(layer, nowMs).map((t) => ({
      time: new Date(t).toISOString(),
      url: template(layer, frameIdOf(t)),
    })),
    maxNativeZoom: MAX_ZOOM,
    source: { kind: 'demo', attribution: DEMO_ATTRIBUTION },
    demo: true,
    note: DEMO_NOTE,
  };
}

/** The frame list of a layer: RainViewer's radar when online and answering, else the demo's. */
export async function frameList(layer: TileLayer, nowMs = Date.now()): Promise<TileFrameList> {
  const online = layer === 'radar' ? onlineRadar() : null;
  const list = online ? await online.frames() : null;
  if (!list) return demoFrames(layer, nowMs);
  return {
    layer,
    frames: list.frames.slice(-RADAR_FRAME_COUNT).map((f) => ({
      time: new Date(f.time * 1000).toISOString(),
      url: template(layer, `${RAINVIEWER_PREFIX}${f.time}`),
    })),
    maxNativeZoom: RAINVIEWER_MAX_ZOOM,
    source: { kind: 'rainviewer', attribution: RAINVIEWER_ATTRIBUTION },
  };
}

const TILE_PATH = /^\/(radar|temperature)\/([^/]+)\/([^/]+)\/([^/]+)\/([^/]+)\.png$/;
const INTEGER = /^\d{1,5}$/;

async function rainViewerTile(
  frameId: string,
  z: number,
  x: number,
  y: number,
  nowMs: number,
  limits: TileWorkLimits | undefined,
): Promise<TileAnswer> {
  const digits = frameId.slice(RAINVIEWER_PREFIX.length);
  if (!/^\d{1,11}$/.test(digits)) return error(400, `Malformed frame id "${frameId.slice(0, 40)}"`);
  const time = Number(digits);
  const online = onlineRadar();
  if (!online) return error(404, `Unknown radar frame ${frameId}`);
  // Not in memory: counted once, whether it then comes from disk, RainViewer or the demo field.
  const inMemory = online.cachedTile(time, z, x, y);
  if (!inMemory) await limits?.onMiss();
  const bytes = inMemory ?? (await online.tile(time, z, x, y, drawUnder(limits)));
  if (bytes) {
    const list = await online.frames();
    const latest = list?.frames[list.frames.length - 1]?.time;
    return {
      status: 200,
      type: 'png',
      body: bytes,
      cacheControl: latest !== undefined && time < latest ? IMMUTABLE : LATEST_RADAR_CACHE,
    };
  }
  const list = await online.frames();
  if (list && !list.frames.some((f) => f.time === time)) {
    return error(404, `Unknown radar frame ${frameId}`);
  }
  // RainViewer did not answer (timeout, limit, outage): the demo field stands in, briefly cached.
  const fallback = lookupFrame('radar', digits, nowMs);
  if (!fallback.ok) return error(fallback.status, fallback.error);
  return {
    status: 200,
    type: 'png',
    body: await demoTile('radar', fallback.timeMs, z, x, y, limits, true),
    cacheControl: FALLBACK_CACHE,
  };
}

async function tile(
  path: string,
  nowMs: number,
  limits: TileWorkLimits | undefined,
): Promise<TileAnswer> {
  const match = TILE_PATH.exec(path);
  if (!match) return error(404, 'No such tile path');
  const [, layerName, frameId = '', zs = '', xs = '', ys = ''] = match;
  const layer = layerName as TileLayer;
  if (![zs, xs, ys].every((s) => INTEGER.test(s))) {
    return error(400, 'Zoom, column and row must be whole numbers');
  }
  const [z, x, y] = [Number(zs), Number(xs), Number(ys)];
  if (!isValidTile(z, x, y)) {
    return error(400, `No tile ${z}/${x}/${y}: zoom 0–${MAX_ZOOM}, column and row 0–2^zoom−1`);
  }
  if (layer === 'radar' && frameId.startsWith(RAINVIEWER_PREFIX)) {
    return rainViewerTile(frameId, z, x, y, nowMs, limits);
  }
  const frame = lookupFrame(layer, frameId, nowMs);
  if (!frame.ok) return error(frame.status, frame.error);
  return {
    status: 200,
    type: 'png',
    body: await demoTile(layer, frame.timeMs, z, x, y, limits),
    cacheControl: frameCacheControl(layer, frame.timeMs, nowMs),
  };
}

const summaryQuery = z.object({
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
  name: z.string().trim().min(1).max(100),
  /** The place's elevation (m): decides rain or snow as the place's forecast does. */
  elevation: z.coerce.number().min(-500).max(9000).optional(),
  /** A radar frame id (Unix seconds); default: the latest. */
  frame: z.string().optional(),
});

/** The radar summary of a place at a demo frame. */
export function radarSummary(
  latitude: number,
  longitude: number,
  name: string,
  frameMs: number,
  elevationMeters = 0,
): TileRadarSummary {
  return {
    ...demoRadarSummary(latitude, longitude, name, frameMs, elevationMeters),
    demo: true,
    note: DEMO_NOTE,
  };
}

/**
 * Answers one request to the tile service. Rejects only when the request's `limits` refuse a tile
 * that is not in memory (their rejection is passed on for the caller to answer).
 */
export async function handleTileRequest(
  request: TileRequest,
  nowMs = Date.now(),
): Promise<TileAnswer> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return error(405, 'The tile service answers GET only');
  }
  const path = request.path.replace(/\/+$/, '');
  if (path === '/radar/frames' || path === '/temperature/frames') {
    const layer = path.split('/')[1] as TileLayer;
    return json(200, await frameList(layer, nowMs), FRAME_LIST_CACHE);
  }
  if (path === '/radar/summary') {
    const parsed = summaryQuery.safeParse(request.query);
    if (!parsed.success) {
      return error(
        400,
        parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
      );
    }
    const { latitude, longitude, name, elevation, frame } = parsed.data;
    // Each summary reads the radar around its point (RainViewer's tiles when the radar is real):
    // counted like a tile drawn, so random points cannot be asked for without limit.
    await request.limits?.onMiss();
    const online = frame === undefined ? onlineRadar() : null;
    const real = online ? await rainViewerSummary(online, latitude, longitude, name) : null;
    if (real) return json(200, real, LATEST_RADAR_CACHE);
    let frameMs = latestFrameMs('radar', nowMs);
    if (frame !== undefined) {
      const found = lookupFrame('radar', frame, nowMs);
      if (!found.ok) return error(found.status, found.error);
      frameMs = found.timeMs;
    }
    return json(
      200,
      radarSummary(latitude, longitude, name, frameMs, elevation),
      frameCacheControl('radar', frameMs, nowMs),
    );
  }
  return tile(path, nowMs, request.limits);
}

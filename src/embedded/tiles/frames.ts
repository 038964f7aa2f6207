/** The frames of the tile layers: which times exist, their ids, and how long a tile may be cached. */

/** The two tile layers. */
export type TileLayer = 'radar' | 'temperature';

export const RADAR_STEP_MS = 10 * 60_000;
/** Radar frames listed: the past two hours in 10-minute steps plus the latest. */
export const RADAR_FRAME_COUNT = 13;
export const TEMPERATURE_STEP_MS = 3_600_000;
/** Temperature frames listed: the current hour and the next five. */
export const TEMPERATURE_FRAME_COUNT = 6;
/** How far back a frame may still be requested (a link or an open tab keeps older frames). */
export const FRAME_RETENTION_MS = 24 * 3_600_000;

/** Cache-Control of past (never changing) frames. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache-Control of the latest radar frame and of current and future temperature hours. */
export const LATEST_RADAR_CACHE = 'public, max-age=120';
export const FORECAST_TEMPERATURE_CACHE = 'public, max-age=600';

const stepOf = (layer: TileLayer) => (layer === 'radar' ? RADAR_STEP_MS : TEMPERATURE_STEP_MS);

/** The latest frame time of a layer at `nowMs`: the radar's last 10 minutes, the current hour. */
export function latestFrameMs(layer: TileLayer, nowMs: number): number {
  const step = stepOf(layer);
  return Math.floor(nowMs / step) * step;
}

/** The frame times a frame list shows, oldest first. */
export function listedFrameTimes(layer: TileLayer, nowMs: number): number[] {
  const latest = latestFrameMs(layer, nowMs);
  if (layer === 'radar') {
    return Array.from(
      { length: RADAR_FRAME_COUNT },
      (_, i) => latest - (RADAR_FRAME_COUNT - 1 - i) * RADAR_STEP_MS,
    );
  }
  return Array.from(
    { length: TEMPERATURE_FRAME_COUNT },
    (_, i) => latest + i * TEMPERATURE_STEP_MS,
  );
}

/** A frame's id in tile URLs: its time in Unix seconds. */
export const frameIdOf = (timeMs: number): string => String(Math.round(timeMs / 1000));

/** The result of reading a frame id. */
export type FrameLookup =
  { ok: true; timeMs: number } | { ok: false; status: 400 | 404; error: string };

/**
 * Reads a demo frame id (Unix seconds): 400 when it is not a number, 404 when no such frame exists
 * (off the layer's step, in the future beyond the listed frames, or older than the retention).
 */
export function lookupFrame(layer: TileLayer, frameId: string, nowMs: number): FrameLookup {
  if (!/^\d{1,11}$/.test(frameId)) {
    return { ok: false, status: 400, error: `Malformed frame id "${frameId.slice(0, 40)}"` };
  }
  const timeMs = Number(frameId) * 1000;
  const step = stepOf(layer);
  const times = listedFrameTimes(layer, nowMs);
  const last = times[times.length - 1] ?? 0;
  const known =
    timeMs % step === 0 &&
    timeMs <= last &&
    timeMs >= latestFrameMs(layer, nowMs) - FRAME_RETENTION_MS;
  if (!known) return { ok: false, status: 404, error: `Unknown ${layer} frame ${frameId}` };
  return { ok: true, timeMs };
}

/** Cache-Control of a frame's tiles: immutable once past, a few minutes while latest or ahead. */
export function frameCacheControl(layer: TileLayer, timeMs: number, nowMs: number): string {
  const latest = latestFrameMs(layer, nowMs);
  if (timeMs < latest) return IMMUTABLE;
  return layer === 'radar' ? LATEST_RADAR_CACHE : FORECAST_TEMPERATURE_CACHE;
}

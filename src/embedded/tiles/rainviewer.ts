/**
 * Real radar from RainViewer's public API, fetched by the server only: the frame list
 * (`/public/weather-maps.json`) and 256 px tiles from the host it names, within RainViewer's
 * limits (tiles up to zoom 7; above, the zoom-7 tile is cropped and scaled; at most 100 requests a
 * minute from this process). Frame lists are cached for a minute (memory, and Redis through the
 * server cache when configured); tiles in memory and on disk (under the data folder). Every call has a 2.5 s timeout; a
 * failure answers null and the caller falls back to the demo field.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { LRUCache } from 'lru-cache';
import { PNG } from 'pngjs';
import { z } from 'zod';

import type { ServerCache } from '@/server/cache';

import { TILE_SIZE } from './tileMath';

/** Highest zoom RainViewer serves; above it tiles are overzoomed from this one. */
export const RAINVIEWER_MAX_ZOOM = 7;
/** Requests to RainViewer allowed per minute (its limit per IP). */
export const RAINVIEWER_REQUESTS_PER_MINUTE = 100;
export const RAINVIEWER_TIMEOUT_MS = 2500;
export const RAINVIEWER_ATTRIBUTION = 'Radar data by RainViewer (rainviewer.com)';
const FRAME_LIST_TTL_MS = 60_000;
/** Key of the frame list in the server cache. */
export const FRAME_LIST_KEY = 'tiles:rainviewer:weather-maps';
/** Colour scheme 2 ("Universal Blue"), smoothed, snow shown in its own colours. */
const TILE_OPTIONS = '2/1_1';
/**
 * Colour scheme 0 (black and white dBZ values), unsmoothed, snow marked: the red channel holds
 * the reflectivity (`(R & 127) - 32` dBZ) and its high bit snow; transparent where no radar covers.
 */
const DBZ_OPTIONS = '0/0_1';

const weatherMapsSchema = z.object({
  host: z.url(),
  radar: z.object({
    past: z.array(
      z.object({ time: z.number().int().positive(), path: z.string().regex(/^\/[\w/.-]+$/) }),
    ),
  }),
});

/** One past radar frame of RainViewer. */
export interface RainViewerFrame {
  /** Unix seconds. */
  time: number;
  /** The frame's path on the host, e.g. `/v2/radar/1700000000`. */
  path: string;
}

/** The frame list: the tile host and the past frames, oldest first. */
export interface RainViewerFrames {
  host: string;
  frames: RainViewerFrame[];
}

export interface RainViewerOptions {
  baseUrl: string;
  /** Folder for tile bytes (the service uses `<DATA_DIR>/cache/tiles/rainviewer`). */
  cacheDir: string;
  /** Shared cache of the frame list (memory, Redis); without it, a process-local one. */
  cache?: ServerCache;
  now?: () => number;
}

/** A sliding one-minute window of request times. */
class RequestBudget {
  private readonly times: number[] = [];
  constructor(
    private readonly perMinute: number,
    private readonly now: () => number,
  ) {}
  take(): boolean {
    const t = this.now();
    while (this.times.length && (this.times[0] ?? 0) <= t - 60_000) this.times.shift();
    if (this.times.length >= this.perMinute) return false;
    this.times.push(t);
    return true;
  }
}

/** Crops the `1/2^dz` part (column `cx`, row `cy`) of a tile and scales it back to 256 px. */
export function overzoom(parent: Buffer, dz: number, cx: number, cy: number): Buffer {
  const source = PNG.sync.read(parent);
  const factor = 2 ** dz;
  const part = source.width / factor;
  const out = new PNG({ width: TILE_SIZE, height: TILE_SIZE });
  for (let y = 0; y < TILE_SIZE; y++) {
    const sy = Math.min(source.height - 1, Math.floor(cy * part + ((y + 0.5) * part) / TILE_SIZE));
    for (let x = 0; x < TILE_SIZE; x++) {
      const sx = Math.min(source.width - 1, Math.floor(cx * part + ((x + 0.5) * part) / TILE_SIZE));
      source.data.copy(
        out.data,
        (y * TILE_SIZE + x) * 4,
        (sy * source.width + sx) * 4,
        (sy * source.width + sx) * 4 + 4,
      );
    }
  }
  return PNG.sync.write(out, { colorType: 6, filterType: 1, deflateLevel: 6 });
}

/** The RainViewer adapter. */
export class RainViewerSource {
  private readonly budget: RequestBudget;
  private readonly now: () => number;
  private readonly cacheDir: string;
  private readonly tiles = new LRUCache<string, Buffer>({
    maxSize: 48 * 1024 * 1024,
    sizeCalculation: (b) => b.length + 64,
  });
  private listed: { at: number; value: RainViewerFrames } | null = null;

  constructor(private readonly options: RainViewerOptions) {
    this.now = options.now ?? Date.now;
    this.budget = new RequestBudget(RAINVIEWER_REQUESTS_PER_MINUTE, this.now);
    this.cacheDir = options.cacheDir;
  }

  private async get(url: string): Promise<Response | null> {
    if (!this.budget.take()) return null;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(RAINVIEWER_TIMEOUT_MS) });
      return response.ok ? response : null;
    } catch {
      return null;
    }
  }

  private async loadFrames(): Promise<RainViewerFrames | null> {
    const response = await this.get(
      `${this.options.baseUrl.replace(/\/$/, '')}/public/weather-maps.json`,
    );
    if (!response) return null;
    try {
      const parsed = weatherMapsSchema.safeParse(await response.json());
      if (!parsed.success || parsed.data.radar.past.length === 0) return null;
      const frames = [...parsed.data.radar.past].sort((a, b) => a.time - b.time);
      return { host: parsed.data.host.replace(/\/$/, ''), frames };
    } catch {
      return null;
    }
  }

  /** The frame list (cached for a minute), or null when RainViewer does not answer. */
  async frames(): Promise<RainViewerFrames | null> {
    const { cache } = this.options;
    if (cache) {
      try {
        return await cache.read<RainViewerFrames | null>({
          key: FRAME_LIST_KEY,
          ttlMs: FRAME_LIST_TTL_MS,
          load: () => this.loadFrames(),
        });
      } catch {
        return null;
      }
    }
    if (this.listed && this.now() - this.listed.at < FRAME_LIST_TTL_MS) return this.listed.value;
    const value = await this.loadFrames();
    if (value) this.listed = { at: this.now(), value };
    return value;
  }

  private diskPath(time: number, z: number, x: number, y: number): string {
    return path.join(this.cacheDir, String(time), String(z), String(x), `${y}.png`);
  }

  /** A native tile (z ≤ 7): memory, disk, then RainViewer. */
  private async nativeTile(
    time: number,
    z: number,
    x: number,
    y: number,
    options = TILE_OPTIONS,
  ): Promise<Buffer | null> {
    const suffix = options === TILE_OPTIONS ? '' : '.dbz';
    const key = `${time}/${z}/${x}/${y}${suffix}`;
    const hit = this.tiles.get(key);
    if (hit) return hit;
    const file = `${this.diskPath(time, z, x, y)}${suffix}`;
    const stored = await readFile(file).catch(() => null);
    if (stored) {
      this.tiles.set(key, stored);
      return stored;
    }
    const list = await this.frames();
    const frame = list?.frames.find((f) => f.time === time);
    if (!list || !frame) return null;
    const response = await this.get(
      `${list.host}${frame.path}/${TILE_SIZE}/${z}/${x}/${y}/${options}.png`,
    );
    if (!response) return null;
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length < 8 || bytes.readUInt32BE(0) !== 0x89504e47) return null;
    this.tiles.set(key, bytes);
    // Written whole, then renamed: a concurrent reader never sees half a file.
    await mkdir(path.dirname(file), { recursive: true })
      .then(() => writeFile(`${file}.tmp`, bytes))
      .then(() => rename(`${file}.tmp`, file))
      .catch(() => undefined);
    return bytes;
  }

  /**
   * The reflectivity tile (dBZ values) of a frame at zoom 7, decoded: for the radar summary, which
   * reads the same frames as the map's tiles. Null when it cannot be had.
   */
  async reflectivity(time: number, x: number, y: number): Promise<PNG | null> {
    const bytes = await this.nativeTile(time, RAINVIEWER_MAX_ZOOM, x, y, DBZ_OPTIONS);
    if (!bytes) return null;
    try {
      return PNG.sync.read(bytes);
    } catch {
      return null;
    }
  }

  /** The tile when it is in memory (fetched or scaled before), else undefined; nothing is asked. */
  cachedTile(time: number, z: number, x: number, y: number): Buffer | undefined {
    return this.tiles.get(`${time}/${z}/${x}/${y}`);
  }

  /**
   * A tile of a past frame at any zoom (overzoomed above 7), or null when it cannot be had.
   * `draw` runs the scaling of an overzoomed tile (CPU work: a caller may queue it); it may reject,
   * and the rejection is passed on.
   */
  async tile(
    time: number,
    z: number,
    x: number,
    y: number,
    draw: <T>(work: () => T) => Promise<T> = async (work) => work(),
  ): Promise<Buffer | null> {
    if (z <= RAINVIEWER_MAX_ZOOM) return this.nativeTile(time, z, x, y);
    const dz = z - RAINVIEWER_MAX_ZOOM;
    const key = `${time}/${z}/${x}/${y}`;
    const hit = this.tiles.get(key);
    if (hit) return hit;
    const parent = await this.nativeTile(time, RAINVIEWER_MAX_ZOOM, x >> dz, y >> dz);
    if (!parent) return null;
    const mask = 2 ** dz - 1;
    const scaled = await draw(() => {
      try {
        return overzoom(parent, dz, x & mask, y & mask);
      } catch {
        return null;
      }
    });
    if (scaled) this.tiles.set(key, scaled);
    return scaled;
  }
}

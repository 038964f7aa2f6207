import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { getConfig } from '@/server/config';
import { HttpError } from '@/server/http/httpError';

import { withCallTimeout } from '../weather/auto/callTimeout';
import {
  BreakerOpenError,
  CircuitBreaker,
  type BreakerState,
} from '../weather/auto/circuitBreaker';
import { SAMPLE_NOTE, type HurricaneMarking, type HurricaneSource } from './hurricane.types';
import { createLiveNhcSource } from './liveNhcSource';
import { OUTLOOK_PRODUCTS, productFileName, type NhcSource } from './nhcProducts';

export type { NhcSource } from './nhcProducts';

/** The bundled samples (read at run time from the source tree; `next start` runs from the repo root). */
export const SAMPLE_DIR = path.join(
  process.cwd(),
  'src',
  'embedded',
  'provider',
  'hurricanes',
  'samples',
);

/**
 * A source over sample files in `dir`: `CurrentStorms.json`, `<product>.txt` per basin, and the
 * linked products by file name in `products/` (a product it does not bundle is absent: null).
 */
export function createSampleNhcSource(dir: string = SAMPLE_DIR): NhcSource {
  return {
    currentStorms: async () =>
      JSON.parse(await readFile(path.join(dir, 'CurrentStorms.json'), 'utf8')) as unknown,
    outlookText: (basin) => readFile(path.join(dir, `${OUTLOOK_PRODUCTS[basin]}.txt`), 'utf8'),
    product: async (url) => {
      const name = productFileName(url);
      if (!/^[\w.-]+$/.test(name)) return null;
      try {
        return new Uint8Array(await readFile(path.join(dir, 'products', name)));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
  };
}

/** Marking of payloads read from NHC. */
export const NHC_SOURCE: HurricaneSource = {
  kind: 'nhc',
  attribution: 'National Hurricane Center and Central Pacific Hurricane Center (NOAA)',
};

/** Marking of payloads read from the bundled sample. */
export const SAMPLE_MARKING: HurricaneMarking = {
  source: {
    kind: 'sample',
    attribution: 'Sample in National Hurricane Center formats (storms of October 2024)',
  },
  sample: true,
  note: SAMPLE_NOTE,
};

/** Default time one live read may take (all its NHC documents, retries included). */
export const NHC_CALL_TIMEOUT_MS = 4000;

/** Reads hurricane payloads and marks each with the source that answered it. */
export interface HurricaneFeed {
  /**
   * Runs `read` over live NHC when there is one (within the call timeout, through the breaker);
   * when NHC fails, over the bundled sample, marked `sample: true`. NHC saying a storm is not
   * active (404) is an answer, not a failure.
   */
  read<T extends object>(read: (source: NhcSource) => Promise<T>): Promise<T & HurricaneMarking>;
}

export interface HurricaneFeedOptions {
  /** Live NHC; null reads the sample only (WEATHER_UPSTREAM=demo). */
  live: NhcSource | null;
  sample?: NhcSource;
  callTimeoutMs?: number;
  breaker?: CircuitBreaker;
}

const isNotFound = (err: unknown) => err instanceof HttpError && err.status === 404;

function logStateChange(state: BreakerState, name: string, err?: unknown): void {
  if (state === 'open') {
    const reason = err instanceof Error ? ` (${err.message})` : '';
    console.warn(`${name}: circuit open, answering from the bundled sample${reason}`);
  } else if (state === 'closed') console.info(`${name}: answering again`);
}

/** A breaker for NHC: a 404 (no such storm or product) is an answer, not a failure. */
export function createNhcBreaker(options: { now?: () => number } = {}): CircuitBreaker {
  return new CircuitBreaker({
    name: 'NHC',
    isFailure: (err) => !isNotFound(err),
    onStateChange: logStateChange,
    ...options,
  });
}

/** The feed over live NHC (with its breaker and call timeout) and the sample fallback. */
export function createHurricaneFeed(options: HurricaneFeedOptions): HurricaneFeed {
  const sample = options.sample ?? createSampleNhcSource();
  const breaker = options.breaker ?? createNhcBreaker();
  const timeoutMs = options.callTimeoutMs ?? NHC_CALL_TIMEOUT_MS;
  return {
    async read<T extends object>(read: (source: NhcSource) => Promise<T>) {
      const { live } = options;
      let liveError: unknown = null;
      if (live) {
        try {
          const value = await breaker.run(() => withCallTimeout(timeoutMs, () => read(live)));
          return { ...value, source: NHC_SOURCE };
        } catch (err) {
          if (isNotFound(err)) throw err;
          liveError = err;
          if (!(err instanceof BreakerOpenError))
            console.warn('NHC unavailable: answering from the bundled sample');
        }
      }
      try {
        return { ...(await read(sample)), ...SAMPLE_MARKING };
      } catch (err) {
        // A live storm the sample does not know: NHC's failure, not "no such storm".
        if (liveError !== null && isNotFound(err))
          throw new HttpError(502, 'NHC unavailable', { cause: liveError });
        throw err;
      }
    },
  };
}

const globalForNhc = globalThis as unknown as {
  __hurricaneFeed?: { key: string; feed: HurricaneFeed };
};

/**
 * The process-wide feed, chosen by WEATHER_UPSTREAM: `demo` reads the bundled sample only; `auto`
 * (the default) and `open-meteo` read live NHC at NHC_BASE_URL (default https://www.nhc.noaa.gov,
 * each document cached 5 minutes) and fall back to the sample when NHC fails.
 */
export function getHurricaneFeed(): HurricaneFeed {
  const { WEATHER_UPSTREAM, NHC_BASE_URL } = getConfig().env;
  const key = WEATHER_UPSTREAM === 'demo' ? 'demo' : `live:${NHC_BASE_URL}`;
  if (globalForNhc.__hurricaneFeed?.key !== key) {
    const live = key === 'demo' ? null : createLiveNhcSource({ baseUrl: NHC_BASE_URL });
    globalForNhc.__hurricaneFeed = { key, feed: createHurricaneFeed({ live }) };
  }
  return globalForNhc.__hurricaneFeed.feed;
}

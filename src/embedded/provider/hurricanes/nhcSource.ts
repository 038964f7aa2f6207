import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { getConfig } from '@/server/config';

import { createLiveNhcSource } from './liveNhcSource';
import { OUTLOOK_PRODUCTS, type NhcSource } from './nhcProducts';

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

/** A source over sample files: `CurrentStorms.json` and `<product>.txt` per basin in `dir`. */
export function createSampleNhcSource(dir: string = SAMPLE_DIR): NhcSource {
  return {
    currentStorms: async () =>
      JSON.parse(await readFile(path.join(dir, 'CurrentStorms.json'), 'utf8')) as unknown,
    outlookText: (basin) => readFile(path.join(dir, `${OUTLOOK_PRODUCTS[basin]}.txt`), 'utf8'),
  };
}

const globalForNhc = globalThis as unknown as { __nhcSource?: { key: string; source: NhcSource } };

/**
 * The process-wide source: live NHC over HTTP when `NHC_BASE_URL` is set (with its 5-minute
 * cache), else the bundled samples.
 */
export function getNhcSource(): NhcSource {
  const baseUrl = getConfig().env.NHC_BASE_URL;
  const key = baseUrl ?? 'samples';
  if (globalForNhc.__nhcSource?.key !== key) {
    const source = baseUrl ? createLiveNhcSource({ baseUrl }) : createSampleNhcSource();
    globalForNhc.__nhcSource = { key, source };
  }
  return globalForNhc.__nhcSource.source;
}

import { HttpError, notFound } from '@/server/http/httpError';

import { stormsFromNhc } from './currentStorms';
import { BASINS, type ActiveStorms, type Basin, type Outlook, type Storm } from './hurricane.types';
import type { NhcSource } from './nhcProducts';
import { parseOutlookText } from './outlookText';

/** Runs an NHC read; any failure (network, HTTP status, unreadable document) becomes a 502. */
async function fromNhc<T>(what: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    console.error(`NHC ${what} unavailable`, err);
    throw new HttpError(502, `NHC ${what} unavailable`, { cause: err });
  }
}

/** The active storms of every basin, normalized. */
export function loadStorms(source: NhcSource): Promise<Storm[]> {
  return fromNhc('CurrentStorms', async () => stormsFromNhc(await source.currentStorms()));
}

function outlookFrom(basin: Basin, text: string, storms: Storm[]): Outlook {
  const { issuedAt, areas } = parseOutlookText(basin, text);
  const activeStorms = storms.filter((s) => s.basin === basin).length;
  // An empty storm list with outlook areas still open is not "all clear".
  return {
    basin,
    issuedAt,
    areas,
    activeStorms,
    allClear: activeStorms === 0 && areas.length === 0,
  };
}

/** The Tropical Weather Outlook of one basin, with `allClear` weighed against its active storms. */
export async function getOutlook(source: NhcSource, basin: Basin): Promise<Outlook> {
  const [storms, text] = await Promise.all([
    loadStorms(source),
    fromNhc(`outlook ${basin}`, () => source.outlookText(basin)),
  ]);
  return outlookFrom(basin, text, storms);
}

/** Every active storm, plus the number of outlook areas open in all basins. */
export async function getActiveStorms(source: NhcSource): Promise<ActiveStorms> {
  const storms = await loadStorms(source);
  const texts = await Promise.all(
    BASINS.map((b) => fromNhc(`outlook ${b}`, () => source.outlookText(b))),
  );
  const outlookAreasOpen = BASINS.reduce(
    (n, basin, i) => n + parseOutlookText(basin, texts[i] ?? '').areas.length,
    0,
  );
  return { storms, outlookAreasOpen };
}

/** One active storm by name (or NHC id), case-insensitive; 404 when it is not active. */
export async function getActiveStorm(source: NhcSource, name: string): Promise<Storm> {
  const wanted = name.trim().toLowerCase();
  const storms = await loadStorms(source);
  const storm = storms.find((s) => s.name.toLowerCase() === wanted || s.id === wanted);
  if (!storm) throw notFound(`Active storm '${name.trim()}'`);
  return storm;
}

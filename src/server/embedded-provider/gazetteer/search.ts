import type { Locality } from '@/types/location';

import { getGazetteer } from './load';
import { toLocality } from './locality';
import { KEY_ALT, KEY_NAME, scanPrefix } from './nameIndex';
import type { Gazetteer } from './place';
import { interpret, matchesQualifiers } from './qualifiers';
import { placeOfZip } from './zip';

/** Default and largest number of search results. */
export const DEFAULT_MAX_RESULTS = 10;
/** Largest number of search results a caller may ask for. */
export const MAX_RESULTS_CAP = 50;

/** Match tiers, best first: exact name, name prefix, later-word prefix, exact alternate, alternate prefix. */
function tierOf(kind: number, exact: boolean): number {
  if (kind === KEY_NAME) return exact ? 0 : 1;
  if (kind === KEY_ALT) return exact ? 3 : 4;
  return 2;
}

/** Above any population: one step of the primary rank. */
const RANK_STEP = 1e9;
/** Best score per place of the running search (lower is better); Infinity when untouched. */
let scratch: Float64Array | undefined;

/** Decodes what the client encodes: the typographic apostrophe entity back to an apostrophe. */
export function decodeSearchString(text: string): string {
  return text.replace(/&#8217;/g, "'");
}

function rankPlaces(gazetteer: Gazetteer, query: string, maxResults: number): number[] {
  const { places } = gazetteer;
  if (scratch?.length !== places.length) scratch = new Float64Array(places.length).fill(Infinity);
  const best = scratch;
  const touched: number[] = [];
  for (const reading of interpret(gazetteer, query)) {
    const qualified = reading.qualifiers.length > 0;
    scanPrefix(gazetteer.names, reading.city, (index, kind, exact) => {
      const place = places[index];
      if (!place || (qualified && !matchesQualifiers(place, reading))) return;
      const primary = tierOf(kind, exact) * 2 + (qualified ? 0 : 1);
      const score = primary * RANK_STEP - Math.min(place.population, RANK_STEP - 1);
      const current = best[index] ?? Infinity;
      if (current === Infinity) touched.push(index);
      if (score < current) best[index] = score;
    });
  }
  // Keep the best `maxResults` by score, then smaller GeoNames id.
  const top: number[] = [];
  const better = (a: number, b: number): boolean =>
    (best[a] ?? 0) < (best[b] ?? 0) || ((best[a] ?? 0) === (best[b] ?? 0) && (places[a]?.id ?? 0) < (places[b]?.id ?? 0));
  for (const index of touched) {
    if (top.length === maxResults && !better(index, top[top.length - 1] ?? 0)) continue;
    let at = top.length;
    while (at > 0 && better(index, top[at - 1] ?? 0)) at--;
    top.splice(at, 0, index);
    if (top.length > maxResults) top.pop();
  }
  for (const index of touched) best[index] = Infinity;
  return top;
}

/**
 * Searches the gazetteer: a five-digit query is a US ZIP code, anything else place names by prefix
 * and word prefix (accent-insensitive), optionally qualified by territory or country
 * ('paris, tx', 'paris tx'). Ranked by match tier, then population. Blank queries answer [].
 */
export function searchPlaces(query: string, maxResults: number = DEFAULT_MAX_RESULTS): Locality[] {
  const text = decodeSearchString(query).trim();
  if (!text) return [];
  const limit = Math.max(1, Math.min(MAX_RESULTS_CAP, Math.floor(maxResults) || DEFAULT_MAX_RESULTS));
  const gazetteer = getGazetteer();
  if (/^\d{5}$/.test(text)) {
    const place = placeOfZip(gazetteer, text);
    if (place) return [toLocality(place, text)];
  }
  return rankPlaces(gazetteer, text, limit).flatMap((index) => {
    const place = gazetteer.places[index];
    return place ? [toLocality(place)] : [];
  });
}

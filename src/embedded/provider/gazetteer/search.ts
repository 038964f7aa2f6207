import type { Locality } from '@/types/location';

import { getGazetteer } from './load';
import { toLocality } from './locality';
import { KEY_ALT, KEY_NAME, prefixRange } from './nameIndex';
import type { Gazetteer, Place } from './place';
import { interpret, matchesQualifiers } from './qualifiers';
import { placeOfZip } from './zip';

/** Default and largest number of search results. */
export const DEFAULT_MAX_RESULTS = 10;
/** Largest number of search results a caller may ask for. */
export const MAX_RESULTS_CAP = 50;

/** Match tiers, best first: exact name, name prefix, later-word prefix, exact alt., alt. prefix. */
function tierOf(kind: number, exact: boolean): number {
  if (kind === KEY_NAME) return exact ? 0 : 1;
  if (kind === KEY_ALT) return exact ? 3 : 4;
  return 2;
}

/** Above any population (load.ts caps them below it): one step of the primary rank. */
const RANK_STEP = 1e9;
/**
 * Score of a place the running search has not reached. A module constant, not `Infinity`: global
 * lookups are slow in sandboxed contexts such as jest's, and this is the innermost loop.
 */
const UNSEEN = Number.MAX_VALUE;
/** Best score per place of the running search (lower is better); UNSEEN when untouched. */
let scratch: Float64Array | undefined;

/** Decodes what the client encodes: the typographic apostrophe entity back to an apostrophe. */
export function decodeSearchString(text: string): string {
  return text.replace(/&#8217;/g, "'");
}

function rankPlaces(gazetteer: Gazetteer, query: string, maxResults: number): number[] {
  const { places, populations, groups } = gazetteer;
  const { places: owners, kinds, lengths, lastWords } = gazetteer.names;
  if (scratch?.length !== places.length) scratch = new Float64Array(places.length).fill(UNSEEN);
  const best = scratch;
  const touched: number[] = [];
  for (const reading of interpret(gazetteer, query)) {
    const qualified = reading.qualifiers.length > 0;
    // Qualifier verdict per territory group: 0 not yet known, 1 matches, 2 does not.
    const verdicts = qualified ? new Uint8Array(gazetteer.groupCount) : null;
    const [start, end] = prefixRange(gazetteer.names, reading.city);
    const length = reading.city.length;
    for (let i = start; i < end; i++) {
      const kind = kinds[i] as number;
      // An alternate name matches by its leading words only once the query reaches its last word:
      // 'st paul' is not Luanda ('St Paul de Loanda'), though 'saig' is Saigon.
      if (kind === KEY_ALT && length <= (lastWords[i] as number)) continue;
      const index = owners[i] as number;
      if (verdicts) {
        const group = groups[index] as number;
        if (verdicts[group] === 0) {
          verdicts[group] = matchesQualifiers(places[index] as Place, reading) ? 1 : 2;
        }
        if (verdicts[group] === 2) continue;
      }
      const primary = tierOf(kind, lengths[i] === length) * 2 + (qualified ? 0 : 1);
      const score = primary * RANK_STEP - (populations[index] as number);
      const current = best[index] as number;
      if (current === UNSEEN) touched.push(index);
      if (score < current) best[index] = score;
    }
  }
  // Keep the best `maxResults` by score, then smaller GeoNames id.
  const top: number[] = [];
  const better = (a: number, b: number): boolean => {
    const [sa, sb] = [best[a] as number, best[b] as number];
    return sa < sb || (sa === sb && (places[a]?.id ?? 0) < (places[b]?.id ?? 0));
  };
  for (const index of touched) {
    if (top.length === maxResults && !better(index, top[top.length - 1] ?? 0)) continue;
    let at = top.length;
    while (at > 0 && better(index, top[at - 1] ?? 0)) at--;
    top.splice(at, 0, index);
    if (top.length > maxResults) top.pop();
  }
  for (const index of touched) best[index] = UNSEEN;
  return top;
}

/**
 * Searches the gazetteer: a five-digit query is a US ZIP code, anything else place names by prefix
 * and word prefix (accent-insensitive, St/Saint, Ste/Sainte, Ft/Fort, Mt/Mount and Pt/Point
 * alike), optionally qualified by territory or country ('paris, tx', 'paris tx'). Ranked by match
 * tier, then population. Blank queries answer [].
 */
export function searchPlaces(query: string, maxResults: number = DEFAULT_MAX_RESULTS): Locality[] {
  const text = decodeSearchString(query).trim();
  if (!text) return [];
  const limit = Math.max(
    1,
    Math.min(MAX_RESULTS_CAP, Math.floor(maxResults) || DEFAULT_MAX_RESULTS),
  );
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

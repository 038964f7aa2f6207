import { expandAbbreviations, normalizeKey } from './normalize';
import type { Gazetteer, Place } from './place';
import { countryInfo } from './territories';

/** One way to read a query: city words, then qualifiers each naming the territory or country. */
export interface Interpretation {
  city: string;
  qualifiers: string[];
  /** Comma-separated qualifiers may be unfinished: 'paris, tex' qualifies by prefix. */
  prefixQualifiers: boolean;
}

const placeKeys = new Map<string, string[]>();
const knownKeys = new WeakMap<Gazetteer, Set<string>>();

/**
 * Normalized keys that qualify a place: territory abbr. and name, country codes and names, each
 * also with its abbreviations written out ('st helena' → 'saint helena').
 */
function qualifierKeysOf(place: Place): string[] {
  const cacheKey = `${place.country}.${place.adminCode}`;
  let keys = placeKeys.get(cacheKey);
  if (!keys) {
    const territory = [place.territoryAbbr ?? '', place.territoryName ?? ''].map(normalizeKey);
    const plain = [...territory, ...countryInfo(place.country).qualifierKeys];
    keys = [...new Set([...plain, ...plain.map((key) => expandAbbreviations(key))])].filter(
      Boolean,
    );
    placeKeys.set(cacheKey, keys);
  }
  return keys;
}

/** True when every qualifier names the place's territory or country. */
export function matchesQualifiers(place: Place, reading: Interpretation): boolean {
  const keys = qualifierKeysOf(place);
  return reading.qualifiers.every((q) =>
    keys.some(
      (key) => key === q || (reading.prefixQualifiers && q.length >= 2 && key.startsWith(q)),
    ),
  );
}

/** Every exact qualifier the gazetteer knows (to spot 'paris tx' without a comma). */
function knownQualifiers(gazetteer: Gazetteer): Set<string> {
  let known = knownKeys.get(gazetteer);
  if (!known) {
    known = new Set();
    for (const place of gazetteer.places) for (const key of qualifierKeysOf(place)) known.add(key);
    knownKeys.set(gazetteer, known);
  }
  return known;
}

/**
 * The readings of a query, abbreviations written out as the index has them ('ft worth' → 'fort
 * worth') except in the query's last word, which may be unfinished. With commas: the first part
 * is the city, every later part a qualifier. Without: the whole query, plus each split whose last
 * one to three words are a known qualifier.
 */
export function interpret(gazetteer: Gazetteer, rawQuery: string): Interpretation[] {
  if (rawQuery.includes(',')) {
    const [first = '', ...rest] = rawQuery.split(',').map(normalizeKey);
    const qualifiers = rest
      .filter(Boolean)
      .map((q, i, all) => expandAbbreviations(q, i < all.length - 1));
    if (first) return [{ city: expandAbbreviations(first), qualifiers, prefixQualifiers: true }];
  }
  const query = normalizeKey(rawQuery);
  if (!query) return [];
  const whole = expandAbbreviations(query, false);
  const readings: Interpretation[] = [{ city: whole, qualifiers: [], prefixQualifiers: false }];
  const words = query.split(' ');
  const known = knownQualifiers(gazetteer);
  for (let k = 1; k <= Math.min(3, words.length - 1); k++) {
    const qualifier = expandAbbreviations(words.slice(-k).join(' '));
    if (known.has(qualifier)) {
      const city = expandAbbreviations(words.slice(0, -k).join(' '));
      readings.push({ city, qualifiers: [qualifier], prefixQualifiers: false });
    }
  }
  return readings;
}

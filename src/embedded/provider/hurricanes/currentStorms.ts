import { z } from 'zod';

import type { Basin, Storm } from './hurricane.types';

/**
 * Adapter for NHC's CurrentStorms.json (https://www.nhc.noaa.gov/CurrentStorms.json, sample
 * https://www.nhc.noaa.gov/productexamples/NHC_JSON_Sample.json). Wind (knots) and pressure (mb)
 * arrive as strings, product and watch/warning objects may be null, and a quiet day is an empty
 * `activeStorms` list.
 */

/** NHC classification codes and their readable names; unknown codes are shown as they come. */
export const CLASSIFICATIONS: Readonly<Record<string, string>> = {
  TD: 'Tropical Depression',
  STD: 'Subtropical Depression',
  TS: 'Tropical Storm',
  STS: 'Subtropical Storm',
  HU: 'Hurricane',
  MH: 'Major Hurricane',
  PTC: 'Post-Tropical or Potential Tropical Cyclone',
  PC: 'Potential Tropical Cyclone',
  TY: 'Typhoon',
  STY: 'Super Typhoon',
};

/** A number NHC may send as a number or a numeric string; blank or non-numeric gives null. */
export function numberFromNhc(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value.trim());
  return Number.isFinite(n) ? n : null;
}

/** Parses NHC's hemisphere notation ('22.6N', '86.6W') to signed degrees. */
export function coordinateFromNhc(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const m = /^\s*(\d+(?:\.\d+)?)\s*([NSEW])\s*$/i.exec(value);
  if (!m?.[1] || !m[2]) return null;
  const n = Number(m[1]);
  return /[SW]/i.test(m[2]) ? -n : n;
}

const product = z
  .object({
    advNum: z.string().nullish(),
    issuance: z.string().nullish(),
    url: z.string().nullish(),
  })
  .nullish();

/** One entry of `activeStorms`, as NHC sends it (only the fields the adapter reads). */
const nhcStormSchema = z.object({
  id: z.string().min(1),
  binNumber: z.string().nullish(),
  name: z.string().min(1),
  classification: z.string().min(1),
  intensity: z.unknown(),
  pressure: z.unknown(),
  latitude: z.unknown(),
  longitude: z.unknown(),
  latitudeNumeric: z.unknown(),
  longitudeNumeric: z.unknown(),
  movementDir: z.unknown(),
  movementSpeed: z.unknown(),
  lastUpdate: z.string().min(1),
  publicAdvisory: product,
  forecastAdvisory: product,
  forecastDiscussion: product,
  windSpeedProbabilities: product,
  forecastGraphics: product,
  windWatchesWarnings: z.unknown(),
  stormSurgeWatchWarningGIS: z.unknown(),
});

/** NHC's CurrentStorms.json document; entries are checked one by one in `stormsFromNhc`. */
export const nhcCurrentStormsSchema = z.object({ activeStorms: z.array(z.unknown()) });

/** The wire shape of one NHC storm entry. */
export type NhcStorm = z.infer<typeof nhcStormSchema>;

/** The basin of a storm: from its id prefix (al, ep, cp), else from its bin (AT, EP, CP). */
export function basinOf(id: string, binNumber: string | null | undefined): Basin | null {
  const byId: Record<string, Basin> = { al: 'at', ep: 'ep', cp: 'cp' };
  const byBin: Record<string, Basin> = { AT: 'at', EP: 'ep', CP: 'cp' };
  return (
    byId[id.slice(0, 2).toLowerCase()] ?? byBin[(binNumber ?? '').slice(0, 2).toUpperCase()] ?? null
  );
}

/** An NHC time as ISO (UTC), null when missing or unreadable. */
function isoTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** Maps one validated NHC entry to a Storm; null when it lacks wind, position or a known basin. */
export function stormFromNhc(s: NhcStorm): Storm | null {
  const basin = basinOf(s.id, s.binNumber);
  const windKt = numberFromNhc(s.intensity);
  const latitude = numberFromNhc(s.latitudeNumeric) ?? coordinateFromNhc(s.latitude);
  const longitude = numberFromNhc(s.longitudeNumeric) ?? coordinateFromNhc(s.longitude);
  if (!basin || windKt === null || latitude === null || longitude === null) return null;
  const code = s.classification.trim().toUpperCase();
  const lastUpdate = new Date(s.lastUpdate);
  return {
    id: s.id.toLowerCase(),
    binNumber: s.binNumber ?? null,
    name: s.name.trim(),
    basin,
    classification: code,
    classificationText: CLASSIFICATIONS[code] ?? code,
    windKt,
    pressureMb: numberFromNhc(s.pressure),
    latitude,
    longitude,
    movement: {
      directionDeg: numberFromNhc(s.movementDir),
      speedKt: numberFromNhc(s.movementSpeed),
    },
    lastUpdate: Number.isNaN(lastUpdate.getTime()) ? s.lastUpdate : lastUpdate.toISOString(),
    advisoryIssuedAt: isoTime(s.publicAdvisory?.issuance),
    advisories: {
      number: s.publicAdvisory?.advNum ?? null,
      publicUrl: s.publicAdvisory?.url ?? null,
      forecastUrl: s.forecastAdvisory?.url ?? null,
      discussionUrl: s.forecastDiscussion?.url ?? null,
      windSpeedProbabilitiesUrl: s.windSpeedProbabilities?.url ?? null,
      graphicsUrl: s.forecastGraphics?.url ?? null,
    },
    hasWatchesWarnings: s.windWatchesWarnings != null || s.stormSurgeWatchWarningGIS != null,
  };
}

/**
 * Maps a CurrentStorms.json document to storms. A malformed document throws (a ZodError the
 * caller turns into 502); a single malformed entry is skipped with a warning, so one odd storm
 * never hides the others.
 */
export function stormsFromNhc(document: unknown): Storm[] {
  const { activeStorms } = nhcCurrentStormsSchema.parse(document);
  const storms: Storm[] = [];
  for (const entry of activeStorms) {
    const parsed = nhcStormSchema.safeParse(entry);
    const storm = parsed.success ? stormFromNhc(parsed.data) : null;
    if (storm) storms.push(storm);
    else console.warn('NHC CurrentStorms: skipped an unreadable storm entry');
  }
  return storms;
}

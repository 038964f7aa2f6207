import { z } from 'zod';

import { nhcCurrentStormsSchema } from './currentStorms';

/**
 * The GIS and text products CurrentStorms.json links for one storm (each object may be null or
 * missing): KMZ files for the cone, forecast track, best track, watches/warnings and forecast
 * wind radii; `.shtml` pages for the public advisory and the forecast discussion.
 */
export interface StormProductLinks {
  advisoryNumber: string | null;
  /** ISO issuing time of the public advisory, when NHC gives it. */
  advisoryIssuedAt: string | null;
  cone: string | null;
  forecastTrack: string | null;
  pastTrack: string | null;
  watchesWarnings: string | null;
  windRadii: string | null;
  publicAdvisory: string | null;
  discussion: string | null;
}

const gis = z
  .object({ advNum: z.string().nullish(), kmzFile: z.string().nullish() })
  .nullish()
  .catch(null);
const text = z
  .object({
    advNum: z.string().nullish(),
    issuance: z.string().nullish(),
    url: z.string().nullish(),
  })
  .nullish()
  .catch(null);

const entrySchema = z.object({
  id: z.string(),
  publicAdvisory: text,
  forecastDiscussion: text,
  trackCone: gis,
  forecastTrack: gis,
  bestTrackGIS: gis,
  windWatchesWarnings: gis,
  forecastWindRadiiGIS: gis,
});

function isoOrNull(value: string | null | undefined): string | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** The product links of the storm `stormId` (lower-case NHC id) in a CurrentStorms.json document. */
export function stormProductLinks(document: unknown, stormId: string): StormProductLinks | null {
  const { activeStorms } = nhcCurrentStormsSchema.parse(document);
  for (const raw of activeStorms) {
    const parsed = entrySchema.safeParse(raw);
    if (!parsed.success || parsed.data.id.toLowerCase() !== stormId) continue;
    const s = parsed.data;
    return {
      advisoryNumber:
        s.publicAdvisory?.advNum ?? s.trackCone?.advNum ?? s.forecastTrack?.advNum ?? null,
      advisoryIssuedAt: isoOrNull(s.publicAdvisory?.issuance),
      cone: s.trackCone?.kmzFile ?? null,
      forecastTrack: s.forecastTrack?.kmzFile ?? null,
      pastTrack: s.bestTrackGIS?.kmzFile ?? null,
      watchesWarnings: s.windWatchesWarnings?.kmzFile ?? null,
      windRadii: s.forecastWindRadiiGIS?.kmzFile ?? null,
      publicAdvisory: s.publicAdvisory?.url ?? null,
      discussion: s.forecastDiscussion?.url ?? null,
    };
  }
  return null;
}

import '@/server/serverOnly';

import { z } from 'zod';

import { ProviderHttpError, ProviderResponseError } from '@/lib/provider/errors';
import { CACHE_TTL_MS, getServerCache } from '@/server/cache';
import { upstreamHttpError } from '@/server/http/httpError';
import { createServerProviderClient } from '@/server/provider/client';
import type {
  ActiveStormsPayload,
  Basin,
  HurricaneMarking,
  OutlookPayload,
  StormAdvisory,
  StormGis,
  StormPayload,
} from '@/types/hurricane';

/** How long a hurricane answer is kept: NHC updates advisories every few hours at most. */
export const HURRICANE_CACHE_TTL_MS = CACHE_TTL_MS.hurricanes;

/** Credit used when a payload does not say where it comes from. */
const DEFAULT_SOURCE: HurricaneMarking['source'] = {
  kind: 'nhc',
  attribution: 'National Hurricane Center (NOAA)',
};

/** A payload with its marking present (a provider that predates the marking sends none). */
function marked<T extends object>(payload: T): T & HurricaneMarking {
  const { responseTime: _ignored, ...rest } = payload as T & { responseTime?: number };
  const withSource = rest as T & Partial<HurricaneMarking>;
  return { ...withSource, source: withSource.source ?? DEFAULT_SOURCE } as T & HurricaneMarking;
}

/**
 * What each hurricane read must hold for the pages to use it: the fields they read without a
 * check of their own (lists they map over, names they compare). Other fields may come and go. An
 * answer without them is a bad answer (a ProviderResponseError: never cached, the page answers
 * 502 or the section degrades), not a crash while rendering.
 */
const named = z.looseObject({ id: z.string(), name: z.string() });
export const hurricanePayloadShapes = {
  active: z.looseObject({ storms: z.array(named) }),
  storm: named,
  outlook: z.looseObject({ areas: z.array(z.looseObject({ id: z.string() })) }),
  gis: z.looseObject({ stormId: z.string() }),
  advisory: z.looseObject({ stormId: z.string(), text: z.string() }),
};

/** One provider read through the server cache (only successes of the right shape are kept). */
async function read<T extends object>(
  key: string,
  shape: z.ZodType,
  path: string,
  pathParams?: Record<string, string>,
): Promise<T & HurricaneMarking> {
  return getServerCache().read({
    key: `hurricanes:${key}`,
    ttlMs: HURRICANE_CACHE_TTL_MS,
    load: async () => {
      const payload = await createServerProviderClient().get<T>({
        path,
        params: pathParams,
        pathParams: pathParams ? Object.keys(pathParams) : undefined,
      });
      if (!shape.safeParse(payload).success) throw new ProviderResponseError('read', payload);
      return marked(payload);
    },
  });
}

/** True when the provider answered 404 (no such storm). */
function isNotFound(err: unknown): boolean {
  return err instanceof ProviderHttpError && err.status === 404;
}

/** Lower-case storm name or id as the provider paths and cache keys take it. */
function stormKey(name: string): string {
  return name.trim().toLowerCase();
}

/** Every active storm and the number of open outlook areas. Throws when the provider fails. */
export function readActiveStorms(): Promise<ActiveStormsPayload> {
  return read<ActiveStormsPayload>(
    'active',
    hurricanePayloadShapes.active,
    '/data/hurricanes/v1/active',
  );
}

/**
 * One active storm by name or NHC id (case-insensitive); null when no such storm is active. When
 * the storm's own read fails (live NHC unreachable, the provider down), the active list still
 * decides: a storm that list (cached, or the provider's fallback to its sample) does not name is
 * unknown (null: the page answers 404); a storm it names, or no list at all, passes the failure on.
 */
export async function readStorm(name: string): Promise<StormPayload | null> {
  const key = stormKey(name);
  try {
    return await read<StormPayload>(
      `storm:${key}`,
      hurricanePayloadShapes.storm,
      '/data/hurricanes/v1/active',
      {
        name: key,
      },
    );
  } catch (err) {
    if (isNotFound(err)) return null;
    if (upstreamHttpError(err) && (await isUnknownStorm(key))) return null;
    throw err;
  }
}

/** True when the active list answers and names no storm with this lower-case name or id. */
async function isUnknownStorm(key: string): Promise<boolean> {
  const active = await readActiveStormsOrNull();
  return (
    active !== null &&
    !active.storms.some((s) => s.name.toLowerCase() === key || s.id.toLowerCase() === key)
  );
}

/** A basin's Tropical Weather Outlook. Throws when the provider fails. */
export function readOutlook(basin: Basin): Promise<OutlookPayload> {
  return read<OutlookPayload>(
    `outlook:${basin}`,
    hurricanePayloadShapes.outlook,
    '/data/hurricanes/v1/outlook',
    { basin },
  );
}

/** A read for a section that degrades alone: null (logged) when the provider fails. */
async function orNull<T>(what: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (err) {
    console.warn(`hurricane ${what} unavailable:`, (err as Error).message);
    return null;
  }
}

/** Every active storm, or null when the provider fails (a map then draws no storm). */
export function readActiveStormsOrNull(): Promise<ActiveStormsPayload | null> {
  return orNull('active storms', () => readActiveStorms());
}

/** A basin's outlook, or null when the provider fails (that section degrades). */
export function readOutlookOrNull(basin: Basin): Promise<OutlookPayload | null> {
  return orNull(`outlook ${basin}`, () => readOutlook(basin));
}

/** A storm's map products (cone, tracks, watches and warnings, wind radii), or null. */
export function readStormGisOrNull(name: string): Promise<StormGis | null> {
  const key = stormKey(name);
  return orNull(`gis ${key}`, () =>
    read<StormGis>(`gis:${key}`, hurricanePayloadShapes.gis, '/data/hurricanes/v1/gis', {
      name: key,
    }),
  );
}

/** A storm's latest public advisory and key messages, or null. */
export function readStormAdvisoryOrNull(name: string): Promise<StormAdvisory | null> {
  const key = stormKey(name);
  return orNull(`advisory ${key}`, () =>
    read<StormAdvisory>(
      `advisory:${key}`,
      hurricanePayloadShapes.advisory,
      '/data/hurricanes/v1/advisory',
      { name: key },
    ),
  );
}

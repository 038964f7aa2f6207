import '@/server/serverOnly';

import {
  fetchPath,
  FIREBASE_REMOTE_CONFIG_ORIGIN,
  REMOTE_CONFIG_SDK_VERSION,
  usesExternalFirebase,
} from '@/lib/remote-config';
import { fetchResponseSchema } from '@/lib/remote-config/schemas';
import { getConfig, type ServerConfig } from '@/server/config';
import { getDb } from '@/server/db';
import type { RemoteConfigSeed } from '@/types/remoteConfig';

import { readTemplate, seedTemplateIfNew } from './flags.repository';
import { inAppDefaults, seedFlags } from './seedFlags';

/** How long the server waits for an external remote-config service. */
export const EXTERNAL_FETCH_TIMEOUT_MS = 1500;

interface Cached {
  at: number;
  seed: Promise<RemoteConfigSeed>;
}

const globalForFlags = globalThis as unknown as { __remoteFlags?: WeakMap<ServerConfig, Cached> };

/** The template's values from the embedded service's store (the same rows it answers with). */
async function readEmbedded(config: ServerConfig): Promise<RemoteConfigSeed> {
  const db = await getDb();
  await seedTemplateIfNew(db, seedFlags(config.settings));
  const template = await readTemplate(db);
  return {
    values: Object.fromEntries(template.flags.map((f) => [f.name, f.value])),
    templateVersion: String(template.version),
  };
}

/**
 * The values of an external project through the fetch contract. Firebase answers a server only
 * with a valid installation token, which a server does not have: when the call fails the page
 * renders with the in-app defaults, and the browser's activation applies from the next load.
 */
async function readExternal(
  config: ServerConfig,
  fetchImpl: typeof fetch,
): Promise<RemoteConfigSeed> {
  const rc = config.settings.remoteConfig;
  const url = new URL(fetchPath(rc.ProjectId), FIREBASE_REMOTE_CONFIG_ORIGIN);
  url.searchParams.set('key', rc.ApiKey);
  const res = await fetchImpl(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      sdk_version: REMOTE_CONFIG_SDK_VERSION,
      app_instance_id: 'server-render',
      app_instance_id_token: '',
      app_id: rc.AppId,
      language_code: 'en-US',
    }),
    signal: AbortSignal.timeout(EXTERNAL_FETCH_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`remote config: HTTP ${res.status}`);
  const body = fetchResponseSchema.parse(await res.json());
  return { values: body.entries ?? {}, templateVersion: body.templateVersion ?? null };
}

/**
 * The flag values server rendering seeds the store with: the values the browser will activate.
 * Read from the embedded service's store directly (no HTTP to itself), or from the external
 * project's fetch endpoint, then kept in this process for the configuration's minimum fetch
 * interval (`remoteConfig.MinimumFetchIntervalMillis`, 12 hours by default), so a flag change
 * reaches pages after at most that long, never in the middle of one. A failed read is not kept:
 * the page gets the in-app defaults and the next page asks again.
 */
export async function readRemoteFlags(
  options: { config?: ServerConfig; now?: number; fetchImpl?: typeof fetch } = {},
): Promise<RemoteConfigSeed> {
  const config = options.config ?? getConfig();
  const now = options.now ?? Date.now();
  const cache = (globalForFlags.__remoteFlags ??= new WeakMap());
  const hit = cache.get(config);
  if (hit && now - hit.at < config.settings.remoteConfig.MinimumFetchIntervalMillis) {
    return hit.seed;
  }
  const seed = usesExternalFirebase(config.settings.remoteConfig)
    ? readExternal(config, options.fetchImpl ?? fetch)
    : readEmbedded(config);
  cache.set(config, { at: now, seed });
  try {
    return await seed;
  } catch (err) {
    if (cache.get(config)?.seed === seed) cache.delete(config);
    console.warn(
      'remote config: flags unavailable, using the in-app defaults:',
      (err as Error).message,
    );
    return { values: inAppDefaults(config.settings), templateVersion: null };
  }
}

/** Forgets the cached values (tests). */
export function resetRemoteFlagsCache(): void {
  globalForFlags.__remoteFlags = new WeakMap();
}

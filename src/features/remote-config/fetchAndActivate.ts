import { selectConfig } from '@/features/config/configSlice';
import { selectDeviceId, selectLanguage } from '@/features/user/userSlice';
import {
  embeddedProjectId,
  EMBEDDED_REMOTE_CONFIG_BASE,
  usesExternalFirebase,
} from '@/lib/remote-config';
import type { RootState } from '@/store/rootState';
import type { ThunkExtra } from '@/store/thunks';

import {
  createEmbeddedClient,
  FETCH_TIMEOUT_MS,
  type ActivationResult,
  type RemoteConfigClient,
} from './embeddedClient';
import { createFirebaseClient } from './firebaseClient';
import { classifyRemoteConfigError, type RemoteConfigFailure } from './remoteConfigErrors';

/** What a fetch and activation ended with (the thunk never rejects: failures are only logged). */
export type ActivationOutcome =
  { ok: true; result: ActivationResult } | { ok: false; failure: RemoteConfigFailure };

/**
 * The work of `fetchAndActivateRemoteConfig`, loaded when it first runs: picks the client (the
 * Firebase SDK for a real Firebase project, else the embedded service on this site), fetches and
 * activates. A failure is classified and logged, never thrown.
 */
export async function fetchAndActivate(
  state: RootState,
  extra: ThunkExtra,
  arg: { client?: RemoteConfigClient; fetchImpl?: typeof fetch } | undefined,
): Promise<ActivationOutcome> {
  const rc = selectConfig(state)?.remoteConfig;
  try {
    if (!rc) throw new Error('no configuration');
    const client =
      arg?.client ??
      (usesExternalFirebase(rc)
        ? createFirebaseClient(rc, FETCH_TIMEOUT_MS)
        : createEmbeddedClient({
            baseUrl: `${window.location.origin}${EMBEDDED_REMOTE_CONFIG_BASE}`,
            projectId: embeddedProjectId(rc),
            apiKey: rc.ApiKey,
            appId: rc.AppId,
            appInstanceId: selectDeviceId(state) ?? 'anonymous',
            languageCode: selectLanguage(state) || 'en-US',
            storage: extra.storage,
            minimumFetchIntervalMillis: rc.MinimumFetchIntervalMillis,
            fetchImpl: arg?.fetchImpl,
          }));
    return { ok: true, result: await client.fetchAndActivate() };
  } catch (err) {
    const failure = classifyRemoteConfigError(err);
    console.warn(`Remote config: fetch and activate failed (${failure.kind})`, failure.message);
    return { ok: false, failure };
  }
}

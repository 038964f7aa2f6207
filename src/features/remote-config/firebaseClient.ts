import type { ActivationResult, RemoteConfigClient } from './embeddedClient';
import { RemoteConfigError } from './remoteConfigErrors';

/** The remote-config block of the published configuration. */
export interface FirebaseSettings {
  ApiKey: string;
  AuthDomain: string;
  ProjectId: string;
  StorageBucket: string;
  MessagingSenderId: string;
  AppId: string;
  MinimumFetchIntervalMillis: number;
}

/**
 * The client for a real Firebase project: the Firebase SDK (`@firebase/app` and
 * `@firebase/remote-config`, what `firebase/app` and `firebase/remote-config` re-export), imported
 * only when this runs, so no page carries it in its first-load JavaScript. Fetch, then activate;
 * the SDK backs off on 429, 500, 503 and 504 itself, and its errors carry the same kinds.
 */
export function createFirebaseClient(
  settings: FirebaseSettings,
  fetchTimeoutMillis: number,
): RemoteConfigClient {
  return {
    async fetchAndActivate(): Promise<ActivationResult> {
      if (typeof window === 'undefined') {
        throw new RemoteConfigError('registration-window', 'there is no window');
      }
      if (typeof indexedDB === 'undefined') {
        throw new RemoteConfigError('indexed-db-unavailable', 'IndexedDB is not available');
      }
      const [{ getApps, initializeApp }, rc] = await Promise.all([
        import('@firebase/app'),
        import('@firebase/remote-config'),
      ]);
      const app =
        getApps()[0] ??
        initializeApp({
          apiKey: settings.ApiKey,
          authDomain: settings.AuthDomain,
          projectId: settings.ProjectId,
          storageBucket: settings.StorageBucket,
          messagingSenderId: settings.MessagingSenderId,
          appId: settings.AppId,
        });
      const remoteConfig = rc.getRemoteConfig(app);
      remoteConfig.settings.minimumFetchIntervalMillis = settings.MinimumFetchIntervalMillis;
      remoteConfig.settings.fetchTimeoutMillis = fetchTimeoutMillis;
      const fetched = await rc.fetchAndActivate(remoteConfig);
      const values = Object.fromEntries(
        Object.entries(rc.getAll(remoteConfig))
          .filter(([, value]) => value.getSource() === 'remote')
          .map(([name, value]) => [name, value.asString()]),
      );
      return { values, templateVersion: null, fetched };
    },
  };
}

/**
 * The flags the site reads. The ad-tag vendor's flag has no fixed name: it is the configuration's
 * `adTagVendor.FirebaseRemoteConfigKey` (none configured: no such flag, the vendor stays off).
 */

/** Turns on the multi-size test ad of the right rail. */
export const MULTI_SIZE_TEST_AD_FLAG = 'enableMultiSizeRightRailTestAd';

/** Switches the footer to its newer ordered grid (in-app default: the configuration's flag). */
export const NEW_FOOTER_FLAG = 'enableNewFooterUIWithCMPIntegration';

/** What a flag name may look like (the embedded service and the command refuse others). */
export const FLAG_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_.-]{0,99}$/;

/** Longest flag value the embedded service stores. */
export const MAX_FLAG_VALUE_LENGTH = 10_000;

/** Where the remote-config block of the published configuration points a client. */
export interface RemoteConfigSettings {
  IsEnabled: boolean;
  ApiKey: string;
  ProjectId: string;
  AppId: string;
}

/** The project the embedded service answers for when the configuration names none. */
export const EMBEDDED_PROJECT_ID = 'local';

/**
 * True when the configuration names a real Firebase project (enabled, with an API key, a project
 * id and an app id): the browser then uses the Firebase SDK and the server its REST endpoint.
 * Otherwise every client talks to the embedded service on this site.
 */
export function usesExternalFirebase(settings: RemoteConfigSettings): boolean {
  return Boolean(settings.IsEnabled && settings.ApiKey && settings.ProjectId && settings.AppId);
}

/** The project id the embedded service answers for. */
export function embeddedProjectId(settings: Pick<RemoteConfigSettings, 'ProjectId'>): string {
  return settings.ProjectId || EMBEDDED_PROJECT_ID;
}

/** The public path of the embedded service (a rewrite in next.config.js maps it onto its API route). */
export const EMBEDDED_REMOTE_CONFIG_BASE = '/remote-config';

/** Firebase Remote Config's REST origin. */
export const FIREBASE_REMOTE_CONFIG_ORIGIN = 'https://firebaseremoteconfig.googleapis.com';

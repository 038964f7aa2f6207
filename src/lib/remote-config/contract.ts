/**
 * The remote-config fetch contract (the one Firebase Remote Config's REST API speaks):
 * `POST {base}/v1/projects/{project}/namespaces/{namespace}:fetch?key={apiKey}` with the body
 * below, answering the template's entries as strings. The embedded service, the browser's small
 * client and the server's reader all use these shapes (their zod schemas are in `./schemas`,
 * outside this folder's index, so pages that only read flag names carry no validator).
 */

/** The namespace every client reads (Firebase's own name for the default namespace). */
export const REMOTE_CONFIG_NAMESPACE = 'firebase';

/** The SDK version this site's clients report. */
export const REMOTE_CONFIG_SDK_VERSION = 'parasol-web/1';

/** The path of a fetch, under a service's base. */
export function fetchPath(project: string, namespace = REMOTE_CONFIG_NAMESPACE): string {
  return `/v1/projects/${encodeURIComponent(project)}/namespaces/${encodeURIComponent(namespace)}:fetch`;
}

/** Remote-config's reading of a string as a boolean (Firebase's truthy words). */
export function flagIsOn(value: string | null | undefined): boolean {
  return value != null && ['1', 'true', 't', 'yes', 'y', 'on'].includes(value.trim().toLowerCase());
}

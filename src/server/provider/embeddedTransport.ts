import '@/server/serverOnly';

/**
 * THE JOIN between the product and the embedded provider. This is the only product module that
 * imports `@/embedded/provider` (the embedded services' own routes under pages/ aside): everything
 * else reaches the provider through its HTTP contract (docs/provider-api.md) with the signing
 * client. What it lends the product is a transport, not a shortcut: the in-process transport
 * receives each request serialised exactly as it would travel over HTTP (URL, query, JSON body),
 * and the embedded provider verifies the signature as a remote one would. Setting PROVIDER_BASE_URL
 * replaces it with the network, no code change.
 */
import { warmGazetteer } from '@/embedded/provider/gazetteer';
import { inProcessProviderTransport } from '@/embedded/provider/inProcessTransport';
import { SITE_PATHS } from '@/server/http/sitePaths';

/** The base URL the server uses for the embedded provider (served in-process, never resolved). */
export const EMBEDDED_PROVIDER_BASE = `http://embedded-provider.invalid${SITE_PATHS.embeddedProvider}`;

/** The in-process transport to the embedded provider (an `HttpTransport`). */
export const embeddedProviderTransport = inProcessProviderTransport;

/** Loads the embedded provider's data now (a few seconds) so the first search does not wait. */
export function warmEmbeddedProvider(): void {
  warmGazetteer();
}

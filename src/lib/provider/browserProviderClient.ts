import { WEB2_BASE_URL } from '@/lib/web2/basePath';
import { siteTransport } from '@/lib/web2/connectivity';

import { ProviderClient, type ProviderCache } from './providerClient';

/** Where the browser sends provider calls: the same-origin signing proxy. */
export const PROVIDER_PROXY_PATH = `${WEB2_BASE_URL}/pulse`;

/**
 * A browser provider client: proxied (no secret, no signing code), caching reads in `cache` (the
 * store's storage manager). Built once per store (see `makeStore`), never per call.
 */
export function createBrowserProviderClient(
  cache: () => ProviderCache | undefined,
): ProviderClient {
  return new ProviderClient({
    mode: 'proxied',
    baseUrl: PROVIDER_PROXY_PATH,
    cache,
    // The proxy is on the site: an unanswered call tells the frame the site is unreachable.
    transport: siteTransport(),
  });
}

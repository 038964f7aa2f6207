import { getStorage } from '@/lib/storage';

import { ProviderClient } from './providerClient';

/** Where the browser sends provider calls: the same-origin signing proxy (DESIGN D1). */
export const PROVIDER_PROXY_PATH = '/web2/api/pulse';

let client: ProviderClient | undefined;

/**
 * The browser's provider client: proxied (no secret, no signing code), caching reads in the
 * storage manager that _app initialises.
 */
export function getBrowserProviderClient(): ProviderClient {
  client ??= new ProviderClient({
    mode: 'proxied',
    baseUrl: PROVIDER_PROXY_PATH,
    cache: () => getStorage(),
  });
  return client;
}

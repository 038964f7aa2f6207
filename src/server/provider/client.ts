import '@/server/serverOnly';

import { ProviderClient } from '@/lib/provider';
import { getConfig, type ServerConfig } from '@/server/config';

import { EMBEDDED_PROVIDER_BASE, embeddedProviderTransport } from './embeddedTransport';
import { signRequest } from './signing';

export { EMBEDDED_PROVIDER_BASE } from './embeddedTransport';

/**
 * The server's signing provider client: the external provider when PROVIDER_BASE_URL is set,
 * else the embedded provider through its in-process transport (same signatures, same
 * verification, no socket; see `embeddedTransport.ts`). It holds no cache: shared reads go
 * through the server cache at their call sites, and answers can depend on the visitor (IP
 * location, compliance).
 */
export function createServerProviderClient(config: ServerConfig = getConfig()): ProviderClient {
  const key = { authId: config.provider.authId, secret: config.provider.secret };
  return new ProviderClient({
    mode: 'signing',
    baseUrl: config.provider.baseUrl ?? EMBEDDED_PROVIDER_BASE,
    authId: key.authId,
    secret: key.secret,
    signer: (request) => signRequest(request, key),
    adapter: config.embeddedProvider ? embeddedProviderTransport : undefined,
  });
}

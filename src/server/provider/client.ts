import { ProviderClient } from '@/lib/provider';
import { getConfig, type ServerConfig } from '@/server/config';
import { embeddedProviderAdapter } from '@/embedded/provider/adapter';

import { signRequest } from './signing';

/** The base URL the server uses for the embedded provider (served in-process, never resolved). */
export const EMBEDDED_PROVIDER_BASE = 'http://embedded-provider.invalid/provider';

/**
 * The server's signing provider client: the external provider when PROVIDER_BASE_URL is set,
 * else the embedded provider through an in-process adapter (same signatures, same verification,
 * no socket). It holds no cache: answers can depend on the visitor (IP location, compliance).
 */
export function createServerProviderClient(config: ServerConfig = getConfig()): ProviderClient {
  const key = { authId: config.provider.authId, secret: config.provider.secret };
  return new ProviderClient({
    mode: 'signing',
    baseUrl: config.provider.baseUrl ?? EMBEDDED_PROVIDER_BASE,
    authId: key.authId,
    secret: key.secret,
    signer: (request) => signRequest(request, key),
    adapter: config.embeddedProvider ? embeddedProviderAdapter : undefined,
  });
}

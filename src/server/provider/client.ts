import '@/server/serverOnly';

import { ProviderClient } from '@/lib/provider';
import { getConfig, type ServerConfig } from '@/server/config';
import { stagedServicesTransport } from '@/server/configuration/serviceUpstreams';
import { upstreamDeadline } from '@/server/http/upstreamBudget';

import { EMBEDDED_PROVIDER_BASE, embeddedProviderTransport } from './embeddedTransport';
import { signRequest } from './signing';

export { EMBEDDED_PROVIDER_BASE } from './embeddedTransport';

/**
 * The server's signing provider client: the external provider when PROVIDER_BASE_URL is set,
 * else the embedded provider through its in-process transport (same signatures, same
 * verification, no socket; see `embeddedTransport.ts`). It holds no cache: shared reads go
 * through the server cache at their call sites, and answers can depend on the visitor (IP
 * location, compliance).
 *
 * Every call, its one retry included, ends within the request's upstream budget
 * (`upstreamBudget.ts`, UPSTREAM_BUDGET_MS): a provider that hangs costs a page at most the budget,
 * and fails as a ProviderUnavailableError ('timeout'), like one that refuses ('unreachable') or
 * answers 5xx ('server-error'). The client gives up on the in-process transport when the deadline
 * passes too.
 */
export function createServerProviderClient(config: ServerConfig = getConfig()): ProviderClient {
  const key = { authId: config.provider.authId, secret: config.provider.secret };
  const baseUrl = config.provider.baseUrl ?? EMBEDDED_PROVIDER_BASE;
  return new ProviderClient({
    mode: 'signing',
    baseUrl,
    authId: key.authId,
    secret: key.secret,
    signer: (request) => signRequest(request, key),
    deadline: upstreamDeadline,
    // Ad targeting, notifications and hurricane go to their own (stage) URLs when configured.
    transport: stagedServicesTransport(
      config,
      baseUrl,
      config.embeddedProvider ? embeddedProviderTransport : undefined,
    ),
  });
}

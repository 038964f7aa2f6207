import '@/server/serverOnly';

import { fetchTransport, type HttpTransport } from '@/lib/http/createHttpClient';
import { ProviderClient } from '@/lib/provider';
import { getConfig, type ServerConfig } from '@/server/config';
import { stagedServicesTransport } from '@/server/configuration/serviceUpstreams';
import { upstreamBudgetMs, upstreamDeadline } from '@/server/http/upstreamBudget';

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
 * Every call that crosses the network, its one retry included, ends within the request's upstream
 * budget (`upstreamBudget.ts`, UPSTREAM_BUDGET_MS): a provider that hangs costs a page at most the
 * budget, and fails as a ProviderUnavailableError ('timeout'), like one that refuses
 * ('unreachable') or answers 5xx ('server-error').
 *
 * A call to the embedded provider in this process is not a wait on another service: the embedded
 * provider's own upstream calls (Open-Meteo, NHC, the alert services) run inside it under the same
 * request budget, so they still end with it. What is left is this process's own work, and under
 * load a request's budget is mostly spent queueing behind other requests; timing that against the
 * budget would turn a busy instance into "provider down" 503s for pages it has nearly finished.
 * So an in-process call gets a timeout of one budget from when it is made (a route that never
 * answers still fails in time) instead of the request's remaining budget.
 */
export function createServerProviderClient(config: ServerConfig = getConfig()): ProviderClient {
  const key = { authId: config.provider.authId, secret: config.provider.secret };
  const baseUrl = config.provider.baseUrl ?? EMBEDDED_PROVIDER_BASE;
  const common = {
    mode: 'signing' as const,
    baseUrl,
    authId: key.authId,
    secret: key.secret,
    signer: (request: Parameters<typeof signRequest>[0]) => signRequest(request, key),
  };
  if (!config.embeddedProvider) {
    return new ProviderClient({
      ...common,
      deadline: upstreamDeadline,
      // Ad targeting, notifications and hurricane go to their own (stage) URLs when configured.
      transport: stagedServicesTransport(config, baseUrl, undefined),
    });
  }
  return new ProviderClient({
    ...common,
    timeout: upstreamBudgetMs(),
    // A staged service with an external URL is a network call: it keeps the request's budget.
    transport: stagedServicesTransport(
      config,
      baseUrl,
      embeddedProviderTransport,
      withinUpstreamBudget,
    ),
  });
}

/** `fetch`, ended by the request's upstream budget (its signal joined to the call's own). */
const withinUpstreamBudget: HttpTransport = (request) =>
  fetchTransport({
    ...request,
    signal: AbortSignal.any([request.signal, upstreamDeadline().signal]),
  });

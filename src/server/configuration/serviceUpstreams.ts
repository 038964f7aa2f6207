import '@/server/serverOnly';

import { fetchTransport, type HttpTransport } from '@/lib/http/createHttpClient';
import type { ServerConfig } from '@/server/config';
import { STAGED_SERVICES } from '@/server/config/siteSettings';

type StagedService = (typeof STAGED_SERVICES)[number];

/** The provider paths each staged service answers (docs/provider-api.md). */
const STAGED_SERVICE_PATHS: Readonly<Record<StagedService, RegExp>> = {
  adTargeting: /^\/api\/ads\/targeting\//,
  notifications: /^\/api\/push\//,
  hurricane: /^\/data\/hurricanes\//,
};

const ABSOLUTE = /^https?:\/\//;

/**
 * The base URL a staged service (ad targeting, notifications, hurricane) is configured with: its
 * stage URL when APP_ENVIRONMENT is Staging and one is set, else its `baseUrls` entry; undefined
 * when neither is set.
 */
export function stagedServiceBaseUrl(
  config: Pick<ServerConfig, 'env' | 'settings'>,
  service: StagedService,
): string | undefined {
  const { settings } = config;
  const stage =
    config.env.APP_ENVIRONMENT === 'Staging' ? settings.stageBaseUrls[service] : undefined;
  return stage ?? settings.baseUrls[service];
}

/**
 * The upstream base URL of a provider path when its staged service is configured with an
 * external (absolute) URL, else null: the provider's own base URL serves it.
 */
export function upstreamBaseUrlFor(
  config: Pick<ServerConfig, 'env' | 'settings'>,
  path: string,
): string | null {
  for (const service of STAGED_SERVICES) {
    if (!STAGED_SERVICE_PATHS[service].test(path)) continue;
    const base = stagedServiceBaseUrl(config, service);
    return base && ABSOLUTE.test(base) ? base.replace(/\/+$/, '') : null;
  }
  return null;
}

/**
 * The server provider client's transport with the staged services routed: a call under
 * `providerBaseUrl` to a path whose service has an external URL (its stage URL in Staging) goes
 * there over the network, signed as it was (the signature covers method, path and query, not the
 * host) through `network` (default `fetch`); any other call takes `transport` (the in-process one
 * of the embedded provider, else `fetch`). Returns `transport` itself when no staged service has an
 * external URL.
 */
export function stagedServicesTransport(
  config: Pick<ServerConfig, 'env' | 'settings'>,
  providerBaseUrl: string,
  transport: HttpTransport | undefined,
  network: HttpTransport = fetchTransport,
): HttpTransport | undefined {
  const routed = STAGED_SERVICES.some((s) => ABSOLUTE.test(stagedServiceBaseUrl(config, s) ?? ''));
  if (!routed) return transport;
  const base = providerBaseUrl.replace(/\/+$/, '');
  return (request) => {
    const rest = request.url.startsWith(`${base}/`) ? request.url.slice(base.length) : null;
    const upstream = rest === null ? null : upstreamBaseUrlFor(config, rest.split('?')[0] ?? '');
    if (upstream === null) return (transport ?? fetchTransport)(request);
    return network({ ...request, url: `${upstream}${rest}` });
  };
}

import '@/server/serverOnly';

import type { IncomingMessage } from 'node:http';

import { getConfig, type ServerConfig } from '@/server/config';
import { DAY_S } from '@/server/durations';
import { SITE_PATHS } from '@/server/http/sitePaths';

/** The site's OpenID client id when OIDC_CLIENT_ID is unset (the embedded provider registers it). */
export const DEFAULT_OIDC_CLIENT_ID = 'weather-web';

/**
 * How long a sign-in lasts: the site's auth cookies, and the embedded provider's session, grant
 * and refresh token (its rotation keeps the first token's end).
 */
export const SIGN_IN_SESSION_S = 30 * DAY_S;

/** The scopes the site asks the identity provider for. */
export const OIDC_SCOPE = 'openid profile email offline_access';

/** The identity provider's issuer: OIDC_AUTHORITY, else the embedded one on the site origin. */
export function oidcIssuer(origin: string, config: ServerConfig = getConfig()): string {
  return config.env.OIDC_AUTHORITY ?? `${origin}${SITE_PATHS.embeddedIdp}`;
}

/** The site's client id at the identity provider (OIDC_CLIENT_ID, default 'weather-web'). */
export function oidcClientId(config: ServerConfig = getConfig()): string {
  return config.env.OIDC_CLIENT_ID ?? DEFAULT_OIDC_CLIENT_ID;
}

/** The identity provider as the site's relying party sees it. */
export interface IdentityAuthority {
  /** The issuer; its discovery document is `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  /** The site's client id there. */
  clientId: string;
  /**
   * Where requests to URLs on the issuer's origin really go, and with which headers, when that
   * is not the issuer's own host: the embedded provider is reached on this server's own socket
   * (see `identityAuthority`). Unset: the issuer's host, like any remote provider.
   */
  loopback?: { baseUrl: string; headers: Record<string, string> };
}

type SocketAddress = Partial<Pick<IncomingMessage['socket'], 'localAddress' | 'localPort'>>;

/** `http://<address>:<port>` of the socket a request arrived on (this server), if known. */
export function ownBaseUrl(socket: SocketAddress | undefined): string | undefined {
  const address = socket?.localAddress;
  const port = socket?.localPort;
  if (!address || !port) return undefined;
  return `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
}

/**
 * The identity provider for the site at `origin` (the configured site origin): the external one
 * of OIDC_AUTHORITY, reached at its own host; else the embedded one, issuer `<origin>/idp`, reached
 * over HTTP on the socket this request arrived on, with the origin's Host (the embedded provider
 * answers as the configured issuer whatever the Host; the request middleware serves that host).
 * Going to our own socket, never to a host the request names, means a forged Host header cannot
 * send token checks to another server. Without a socket address (no network at all) there is no
 * embedded provider to reach: null.
 */
export function identityAuthority(
  req: { socket?: SocketAddress | undefined },
  origin: string,
  config: ServerConfig = getConfig(),
): IdentityAuthority | null {
  const clientId = oidcClientId(config);
  if (config.env.OIDC_AUTHORITY) return { issuer: config.env.OIDC_AUTHORITY, clientId };
  const baseUrl = ownBaseUrl(req.socket);
  if (!baseUrl) return null;
  const site = new URL(origin);
  return {
    issuer: oidcIssuer(origin, config),
    clientId,
    loopback: {
      baseUrl,
      headers: { host: site.host },
    },
  };
}

import '@/server/serverOnly';

import path from 'node:path';

import { parseEnv, type Env } from './env.schema';
import { loadOrCreateSecrets } from './secrets';
import { loadSiteSettings, type SiteSettings } from './siteSettings';

export { ConfigError, parseEnv } from './env.schema';
export type { SiteSettings } from './siteSettings';

/** The server's configuration: the parsed environment plus the secrets in force. Frozen. */
export interface ServerConfig {
  env: Env;
  /** The site settings file's values (SITE_SETTINGS_FILE), every default filled in. */
  settings: SiteSettings;
  dataDir: string;
  /** True when the embedded provider under /provider serves the provider API. */
  embeddedProvider: boolean;
  provider: { authId: string; secret: string; baseUrl: string | undefined };
  cookieKeys: readonly string[];
  /**
   * The site's public origin: SITE_URL's, else `http://localhost:<PORT>`. Canonical links, the
   * embedded identity provider's issuer and redirect URIs, the allowed Origin of writes and the
   * cookie domain all come from it; no request header changes it.
   */
  siteOrigin: string;
  /**
   * The reverse proxies (canonical CIDR ranges of TRUST_PROXY) whose X-Forwarded-For, -Proto and
   * -Host are believed; empty: those headers are ignored and the client is the socket's peer.
   */
  trustProxy: readonly string[];
}

/** The public origin of an environment: SITE_URL's origin, else http://localhost:PORT. */
export function siteOriginOf(env: Pick<Env, 'SITE_URL' | 'PORT'>): string {
  return env.SITE_URL ? new URL(env.SITE_URL).origin : `http://localhost:${env.PORT}`;
}

/** Builds a configuration from an environment record (used by tests with their own records). */
export function buildConfig(source: Record<string, string | undefined>): ServerConfig {
  const env = parseEnv(source);
  const dataDir = path.resolve(env.DATA_DIR);
  const secrets = loadOrCreateSecrets(dataDir);
  const config: ServerConfig = {
    env,
    settings: loadSiteSettings(env.SITE_SETTINGS_FILE),
    dataDir,
    embeddedProvider: !env.PROVIDER_BASE_URL,
    provider: {
      // Set values override the generated pair; the embedded provider verifies with the same pair.
      authId: env.PROVIDER_AUTH_ID ?? secrets.providerAuthId,
      secret: env.PROVIDER_SECRET ?? secrets.providerSecret,
      baseUrl: env.PROVIDER_BASE_URL,
    },
    cookieKeys: Object.freeze([...secrets.cookieKeys]),
    siteOrigin: siteOriginOf(env),
    trustProxy: env.TRUST_PROXY,
  };
  return Object.freeze(config);
}

const globalForConfig = globalThis as unknown as { __weatherConfig?: ServerConfig };

/** The process-wide configuration, parsed once from `process.env` on first use. */
export function getConfig(): ServerConfig {
  globalForConfig.__weatherConfig ??= buildConfig(process.env);
  return globalForConfig.__weatherConfig;
}

/** Forgets the cached configuration (tests only). */
export function resetConfigForTests(): void {
  delete globalForConfig.__weatherConfig;
}

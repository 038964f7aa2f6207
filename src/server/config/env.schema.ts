import { z } from 'zod';

import { DEFAULT_SITE_NAME } from '@/lib/site';
import { formatRange, parseRange } from '@/server/http/ipRanges';

/** An optional string where blank means unset. */
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

const optionalUrl = optionalString.pipe(z.url().optional());

/** The URL's parts, or null when it is none (the `z.url()` check before says so). */
const parsedUrl = (v: string): URL | null => (URL.canParse(v) ? new URL(v) : null);

/** An optional URL whose scheme is one of `schemes` (e.g. `postgres:`), named in the message. */
const optionalUrlWithScheme = (schemes: readonly string[], example: string) =>
  optionalString.pipe(
    z
      .url()
      .refine(
        (v) => schemes.includes(parsedUrl(v)?.protocol ?? ''),
        `must be a ${schemes.map((s) => `${s}//`).join(' or ')} URL (e.g. ${example})`,
      )
      .optional(),
  );

/** The port `npm start` listens on (Next's `next start -p` sets PORT too); blank means 3000. */
const port = optionalString.pipe(
  z.coerce.number<string | undefined>().int().min(1).max(65535).default(3000),
);

/**
 * The site's public origin: an http(s) URL whose origin is used (a path is not supported: the
 * site is served from the root).
 */
const siteUrl = optionalString.pipe(
  z
    .url()
    .refine(
      (v) => /^https?:$/.test(parsedUrl(v)?.protocol ?? ''),
      'must be an http:// or https:// URL',
    )
    .refine(
      (v) => ['', '/'].includes(parsedUrl(v)?.pathname ?? ''),
      'must be an origin, without a path',
    )
    .optional(),
);

/**
 * The vitals dashboard's token: long enough not to be guessed, 24 to 200 visible ASCII characters
 * (the start-up checks it here; the dashboard reads it with the same rule).
 */
export const dashboardTokenSchema = z
  .string()
  .min(24)
  .max(200)
  .regex(/^[\x21-\x7e]+$/, 'visible ASCII characters only');

/**
 * TRUST_PROXY: comma-separated addresses or CIDR ranges, IPv4 or IPv6, of the reverse proxies
 * whose X-Forwarded-For, -Proto and -Host are believed. Parsed into canonical ranges
 * (`10.0.0.0/8`, `127.0.0.1/32`, `::1/128`); blank means none.
 */
const trustProxy = optionalString.transform((value, ctx) => {
  const ranges: string[] = [];
  for (const entry of (value ?? '').split(',').map((e) => e.trim())) {
    if (!entry) continue;
    const range = parseRange(entry);
    if (!range) {
      ctx.addIssue({
        code: 'custom',
        message: `"${entry}" is not an IP address or CIDR range (e.g. 127.0.0.1/32,10.0.0.0/8,::1)`,
      });
      return z.NEVER;
    }
    ranges.push(formatRange(range));
  }
  return Object.freeze(ranges) as readonly string[];
});

/**
 * Every environment variable the server reads, with its default. `.env.example` documents each one.
 * Blank values count as unset, so a copied `.env.example` behaves like the embedded defaults.
 */
export const envSchema = z
  .object({
    NODE_ENV: optionalString.pipe(
      z.enum(['development', 'production', 'test']).default('development'),
    ),
    /** Where the server listens; with SITE_URL unset the site is http://localhost:PORT. */
    PORT: port,
    /** The public origin; unset: http://localhost:PORT. No request header ever changes it. */
    SITE_URL: siteUrl,
    /** Reverse proxies whose X-Forwarded-* headers are believed; none by default. */
    TRUST_PROXY: trustProxy,
    /** The site's own name: every title, the header, the identity provider's pages. */
    SITE_NAME: optionalString.pipe(z.string().max(60).default(DEFAULT_SITE_NAME)),
    /** This product's app-store pages; a link or banner shows only when its URL is set. */
    APP_LINK_IOS: optionalUrl,
    APP_LINK_ANDROID: optionalUrl,
    APP_LINK_MACOS: optionalUrl,
    APP_LINK_DESKTOP: optionalUrl,
    /**
     * A maplibre style (an http(s) URL or a path on this site) the weather map uses instead of
     * its offline basemap, e.g. a self-hosted Protomaps style; unset: the offline basemap.
     */
    MAP_STYLE_URL: optionalString.pipe(
      z
        .string()
        .max(2000)
        .refine(
          (v) => /^https?:\/\//.test(v) || /^\/(?!\/)/.test(v),
          'must be an http(s) URL or a path starting with /',
        )
        .optional(),
    ),
    DATA_DIR: optionalString.pipe(z.string().default('data')),
    DATABASE_URL: optionalUrlWithScheme(
      ['postgres:', 'postgresql:'],
      'postgres://user@db.internal:5432/weather',
    ),
    REDIS_URL: optionalUrlWithScheme(['redis:', 'rediss:'], 'redis://cache.internal:6379'),
    /** Prefix of this deployment's keys in a Redis shared with others (e.g. `staging:`). */
    REDIS_KEY_PREFIX: z
      .string()
      .trim()
      .max(64)
      .regex(/^[\w:.-]*$/, 'letters, digits, _ : . - only')
      .optional()
      .transform((v) => v || undefined),
    PROVIDER_BASE_URL: optionalUrl,
    PROVIDER_AUTH_ID: optionalString,
    PROVIDER_SECRET: optionalString,
    OIDC_AUTHORITY: optionalUrl,
    OIDC_CLIENT_ID: optionalString,
    /** Access-token lifetime of the embedded identity provider (refresh tokens renew it). */
    OIDC_ACCESS_TOKEN_TTL_SECONDS: optionalString.pipe(
      z.coerce.number<string | undefined>().int().min(70).max(86400).default(3600),
    ),
    /**
     * Where the embedded provider's weather comes from: `auto` (Open-Meteo and the National Weather
     * Service, the demo model for any read they do not answer), `demo` or `open-meteo` (real only).
     */
    WEATHER_UPSTREAM: optionalString.pipe(z.enum(['auto', 'demo', 'open-meteo']).default('auto')),
    OPEN_METEO_BASE_URL: optionalString.pipe(z.url().default('https://api.open-meteo.com')),
    OPEN_METEO_AIR_QUALITY_BASE_URL: optionalString.pipe(
      z.url().default('https://air-quality-api.open-meteo.com'),
    ),
    /** National Weather Service API (alerts for the United States with `WEATHER_UPSTREAM=auto`). */
    NWS_BASE_URL: optionalString.pipe(z.url().default('https://api.weather.gov')),
    /** MeteoAlarm's Atom feeds (warnings for its European countries with `WEATHER_UPSTREAM=auto`). */
    METEOALARM_BASE_URL: optionalString.pipe(z.url().default('https://feeds.meteoalarm.org')),
    /** ECCC's MSC Datamart (CAP alerts for Canada with `WEATHER_UPSTREAM=auto`). */
    ECCC_BASE_URL: optionalString.pipe(z.url().default('https://dd.weather.gc.ca')),
    /** RainViewer's public API (real radar tiles with `WEATHER_UPSTREAM=auto`; see docs/provider-api.md, Tiles). */
    RAINVIEWER_BASE_URL: optionalString.pipe(z.url().default('https://api.rainviewer.com')),
    /**
     * User-Agent sent to the National Weather Service, which asks for the app and a contact, e.g.
     * `weather.example.com (ops@example.com)`; unset: the site's name and origin.
     */
    NWS_USER_AGENT: optionalString.pipe(z.string().max(200).optional()),
    /** GeoNames id of the place shown when the visitor's IP says nothing (loopback, private). */
    DEFAULT_LOCATION_ID: optionalString.pipe(
      z.string().regex(/^\d+$/, 'must be a GeoNames id').default('5128581'),
    ),
    /**
     * NHC (or a mirror) for live hurricane data with `WEATHER_UPSTREAM` `auto` or `open-meteo`; the
     * bundled sample in NHC's formats answers with `demo` and whenever NHC fails.
     */
    NHC_BASE_URL: optionalString.pipe(z.url().default('https://www.nhc.noaa.gov')),
    /**
     * What one request may spend on upstream calls (provider, identity provider, Open-Meteo, NWS, NHC),
     * retries included: a page or API call answers within it even when an upstream hangs.
     */
    UPSTREAM_BUDGET_MS: optionalString.pipe(
      z.coerce.number<string | undefined>().int().min(50).max(60000).default(3000),
    ),
    /**
     * A JSON file of site settings (external links, contact addresses, feature blocks, service base
     * URLs): see `config/site-settings.example.json`. Unset: every default.
     */
    SITE_SETTINGS_FILE: optionalString,
    APP_ENVIRONMENT: optionalString.pipe(
      z.enum(['Production', 'Staging', 'Development']).default('Production'),
    ),
    ALERTS_POLLER_DELAY_SECONDS: optionalString.pipe(
      z.coerce.number<string | undefined>().int().min(10).max(3600).default(300),
    ),
    /**
     * Web Push (VAPID) keys, base64url, as `web-push generate-vapid-keys` prints them; unset: a
     * pair generated on first start and kept in the database. Both or neither.
     */
    VAPID_PUBLIC_KEY: optionalString,
    VAPID_PRIVATE_KEY: optionalString,
    /** Contact the push services may use about this sender (`mailto:` or https URL); unset: the site's origin. */
    VAPID_SUBJECT: optionalString.pipe(
      z
        .string()
        .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// URL')
        .optional(),
    ),
    AD_BLOCK_DETECTION_ENABLED: optionalString.pipe(
      z
        .enum(['true', 'false'])
        .default('false')
        .transform((v) => v === 'true'),
    ),
    /**
     * The token that opens /internal/vitals (24 to 200 visible ASCII characters, not guessable);
     * unset: the dashboard is off. Checked here so a weak one stops the start, not a request.
     */
    VITALS_DASHBOARD_TOKEN: optionalString.pipe(dashboardTokenSchema.optional()),
  })
  .superRefine((env, ctx) => {
    // An external provider has no generated pair to fall back on: its credentials must be given.
    if (env.PROVIDER_BASE_URL) {
      for (const key of ['PROVIDER_AUTH_ID', 'PROVIDER_SECRET'] as const) {
        if (!env[key]) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `${key} is required when PROVIDER_BASE_URL is set`,
          });
        }
      }
    }
    if (env.OIDC_AUTHORITY && !env.OIDC_CLIENT_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_CLIENT_ID'],
        message: 'OIDC_CLIENT_ID is required when OIDC_AUTHORITY is set',
      });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
      });
    }
    if (Boolean(env.PROVIDER_AUTH_ID) !== Boolean(env.PROVIDER_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.PROVIDER_AUTH_ID ? 'PROVIDER_SECRET' : 'PROVIDER_AUTH_ID'],
        message: 'PROVIDER_AUTH_ID and PROVIDER_SECRET must be set together',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** Thrown when the environment is invalid; the message names every offending variable. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Parses an environment record, throwing a ConfigError that names each bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(environment)';
    return `  ${name}: ${issue.message}`;
  });
  throw new ConfigError(`Invalid server configuration:\n${lines.join('\n')}`);
}

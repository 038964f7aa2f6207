import '@/server/serverOnly';

import { PROVIDER_APP_ID } from '@/lib/provider';
import { pageRoutes } from '@/lib/routes';
import { oidcClientId, oidcIssuer, OIDC_SCOPE } from '@/server/auth/authority';
import type { ServerConfig } from '@/server/config';
import { MAX_SITE_ORIGINS } from '@/server/http/siteOrigin';
import { SITE_PATHS } from '@/server/http/sitePaths';
import type { ApiConfigurationResponse, PublicConfig } from '@/types/config';

/** Where browsers send provider calls: the signing proxy. */
export const PROVIDER_PROXY_BASE = SITE_PATHS.providerProxy;

const APP_VERSION = process.env.npm_package_version ?? '0.1.0';

/** Page ids whose pages show one place, so a search selection navigates to the new place's route. */
const locationPageIds = [...new Set(pageRoutes.filter((r) => r.locationPath).map((r) => r.pageId))];

// The published configuration of each server configuration, per site origin (few origins).
const published = new WeakMap<ServerConfig, Map<string, PublicConfig>>();

/**
 * The publishable configuration (see `composePublicConfig`), built once per server configuration
 * and site origin and then shared by every page and every GET /web2/api/configuration. It is
 * kept in this process only, never in Redis: it derives from this instance's own environment
 * (another instance may run another version), and building it costs less than a Redis round trip.
 * Callers must not change it.
 */
export function buildPublicConfig(config: ServerConfig, siteOrigin: string): PublicConfig {
  let byOrigin = published.get(config);
  if (!byOrigin) published.set(config, (byOrigin = new Map()));
  let pub = byOrigin.get(siteOrigin);
  if (!pub) {
    if (byOrigin.size >= MAX_SITE_ORIGINS) byOrigin.clear();
    pub = composePublicConfig(config, siteOrigin);
    byOrigin.set(siteOrigin, pub);
  }
  return pub;
}

/**
 * Builds the publishable configuration from the server configuration. Only values meant for
 * browsers are copied in, field by field; nothing is spread from the server config, so a secret
 * added there later cannot leak here by accident.
 */
export function composePublicConfig(config: ServerConfig, siteOrigin: string): PublicConfig {
  const { env } = config;
  const services = [
    'adTargeting',
    'alerts',
    'notifications',
    'airQuality',
    'hurricane',
    'hurricaneOutlook',
    'forecast',
    'locations',
    'observations',
    'legal',
    'logging',
  ];
  return {
    appKey: PROVIDER_APP_ID,
    appVersion: APP_VERSION,
    environment: env.APP_ENVIRONMENT,
    authClientSettings: {
      Authority: oidcIssuer(siteOrigin, config),
      Scope: OIDC_SCOPE,
      ClientId: oidcClientId(config),
      EnableLogging: env.NODE_ENV !== 'production',
    },
    notificationsBaseUrl: PROVIDER_PROXY_BASE,
    locationBaseUrl: PROVIDER_PROXY_BASE,
    adTargetingBaseUrl: PROVIDER_PROXY_BASE,
    legalBaseUrl: PROVIDER_PROXY_BASE,
    baseUrls: Object.fromEntries(services.map((s) => [s, PROVIDER_PROXY_BASE])),
    alertsPollerDelaySeconds: env.ALERTS_POLLER_DELAY_SECONDS,
    hourlyPollerDelaySeconds: 900,
    dailyPollerDelaySeconds: 1800,
    pageIdsToSupportLocationChanges: locationPageIds,
    pageIdsToSupportLocationChanges2: ['home'],
    sourceProviderId: 'wb',
    usPrivacyManagerId: '',
    disableAds: true,
    adBlockDetectionEnabled: env.AD_BLOCK_DETECTION_ENABLED,
    enableNotifications: true,
    enableTermsAndConditionsNotification: true,
    enableUseOfCookiesNotification: true,
    siteName: env.SITE_NAME,
    downloadLinks: {
      ios: env.APP_LINK_IOS ?? null,
      android: env.APP_LINK_ANDROID ?? null,
      macos: env.APP_LINK_MACOS ?? null,
      desktop: env.APP_LINK_DESKTOP ?? null,
    },
    mapStyleUrl: env.MAP_STYLE_URL ?? null,
    supportEmail: 'support@example.com',
    privacyEmail: 'privacy@example.com',
    audienceMeasurement: {
      IsEnabled: false,
      TagTypeC1Param: '2',
      PublisherIdC2Param: '',
      EnableFirstPartyCookie: false,
    },
    adTagVendor: { IsEnabled: false, ClientId: '', FirebaseRemoteConfigKey: '' },
    remoteConfig: { IsEnabled: false, MinimumFetchIntervalMillis: 43200000 },
    pagePlatformSwitches: { 'weather-widgets': { TermsAndConditionsNotification: false } },
  };
}

/** The `GET /web2/api/configuration` body. */
export function getConfigurationResponse(
  config: ServerConfig,
  siteOrigin: string,
): ApiConfigurationResponse {
  const pub = buildPublicConfig(config, siteOrigin);
  return { ...pub, AdBlockDetectionEnabled: pub.adBlockDetectionEnabled };
}

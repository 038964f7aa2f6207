import '@/server/serverOnly';

import { PROVIDER_APP_ID } from '@/lib/provider';
import { pageRoutes } from '@/lib/routes';
import { oidcClientId, oidcIssuer, OIDC_SCOPE } from '@/server/auth/authority';
import type { ServerConfig } from '@/server/config';
import { SERVICE_NAMES, type ServiceName } from '@/server/config/siteSettings';
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
  const { env, settings } = config;
  const staging = env.APP_ENVIRONMENT === 'Staging';
  const ownBaseUrls: Record<ServiceName, string> = {
    ...(Object.fromEntries(SERVICE_NAMES.map((s) => [s, PROVIDER_PROXY_BASE])) as Record<
      ServiceName,
      string
    >),
    tiles: SITE_PATHS.tiles,
    content: SITE_PATHS.content,
    stories: SITE_PATHS.stories,
    login: oidcIssuer(siteOrigin, config),
  };
  const baseUrls: Record<ServiceName, string> = { ...ownBaseUrls, ...settings.baseUrls };
  if (staging) Object.assign(baseUrls, settings.stageBaseUrls);
  const { links } = settings;
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
    notificationsBaseUrl: baseUrls.notifications,
    locationBaseUrl: baseUrls.locations,
    adTargetingBaseUrl: baseUrls.adTargeting,
    legalBaseUrl: baseUrls.legal,
    baseUrls,
    alertsPollerDelaySeconds: env.ALERTS_POLLER_DELAY_SECONDS,
    hourlyPollerDelaySeconds: settings.pollingDelays.hourlySeconds,
    dailyPollerDelaySeconds: settings.pollingDelays.dailySeconds,
    pageIdsToSupportLocationChanges: locationPageIds,
    pageIdsToSupportLocationChanges2: ['home'],
    sourceProviderId: settings.sourceProviderId,
    usPrivacyManagerId: settings.usPrivacyManagerId,
    disableAds: settings.disableAds,
    adBlockDetectionEnabled: env.AD_BLOCK_DETECTION_ENABLED,
    ...settings.notices,
    siteName: env.SITE_NAME,
    downloadLinks: {
      ios: env.APP_LINK_IOS ?? null,
      android: env.APP_LINK_ANDROID ?? null,
      macos: env.APP_LINK_MACOS ?? null,
      desktop: env.APP_LINK_DESKTOP ?? null,
    },
    smartBannerUrls: { ...settings.smartBanner },
    mapStyleUrl: env.MAP_STYLE_URL ?? null,
    mapServiceKey: settings.mapServiceKey,
    forecastIcons: { ...settings.forecastIcons, list: [...settings.forecastIcons.list] },
    videoPreRoll: { ...settings.videoPreRoll },
    clickTrackingUrl: settings.clickTrackingUrl,
    supportEmail: settings.supportEmail,
    privacyEmail: settings.privacyEmail,
    privacyLinks: { ...settings.privacyLinks },
    externalLinks: {
      groundTruth: links.groundTruth,
      advertisers: links.advertisers,
      careers: links.careers,
      feedback: links.feedbackEmail ? `mailto:${links.feedbackEmail}` : null,
      social: { ...links.social },
    },
    featureFlags: { ...settings.featureFlags },
    analytics: { vendors: settings.analytics.vendors.map((v) => ({ ...v })) },
    audienceMeasurement: { ...settings.audienceMeasurement },
    adTagVendor: { ...settings.adTagVendor },
    testAd: { ...settings.testAd },
    sponsored: {
      enabled: settings.sponsored.enabled,
      entries: settings.sponsored.entries.map((entry) => ({ ...entry })),
    },
    remoteConfig: { ...settings.remoteConfig },
    consentPlatform: { ...settings.consentPlatform },
    pagePlatformSwitches: Object.fromEntries(
      Object.entries(settings.pagePlatformSwitches).map(([page, sw]) => [page, { ...sw }]),
    ),
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

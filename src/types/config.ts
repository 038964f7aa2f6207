/**
 * The configuration the server publishes to browsers.
 * It never carries the provider secret or auth id: browsers reach the provider
 * through the same-origin signing proxy, which is what the provider base URLs point at.
 */
export interface PublicConfig {
  appKey: string;
  appVersion: string;
  environment: 'Production' | 'Staging' | 'Development';
  authClientSettings: {
    Authority: string;
    Scope: string;
    ClientId: string;
    EnableLogging: boolean;
  };
  notificationsBaseUrl: string;
  locationBaseUrl: string;
  adTargetingBaseUrl: string;
  legalBaseUrl: string;
  /** Base URL per service; all provider services go through the proxy. */
  baseUrls: Record<string, string>;
  alertsPollerDelaySeconds: number;
  hourlyPollerDelaySeconds: number;
  dailyPollerDelaySeconds: number;
  pageIdsToSupportLocationChanges: string[];
  pageIdsToSupportLocationChanges2: string[];
  sourceProviderId: string;
  usPrivacyManagerId: string;
  disableAds: boolean;
  adBlockDetectionEnabled: boolean;
  enableNotifications: boolean;
  enableTermsAndConditionsNotification: boolean;
  enableUseOfCookiesNotification: boolean;
  /** The site's own name (SITE_NAME). */
  siteName: string;
  /** This product's app pages; a platform without a configured URL has none (no link shown). */
  downloadLinks: {
    ios: string | null;
    android: string | null;
    macos: string | null;
    desktop: string | null;
  };
  /** A maplibre style the weather map uses instead of its offline basemap (MAP_STYLE_URL); null: offline. */
  mapStyleUrl?: string | null;
  supportEmail: string;
  privacyEmail: string;
  audienceMeasurement: {
    IsEnabled: boolean;
    TagTypeC1Param: string;
    PublisherIdC2Param: string;
    EnableFirstPartyCookie: boolean;
  };
  adTagVendor: { IsEnabled: boolean; ClientId: string; FirebaseRemoteConfigKey: string };
  remoteConfig: { IsEnabled: boolean; MinimumFetchIntervalMillis: number };
  /** Per-page platform switches; a page listed with `false` turns that feature off. */
  pagePlatformSwitches: Record<
    string,
    {
      Ads?: boolean;
      Notifications?: boolean;
      TermsAndConditionsNotification?: boolean;
      UseOfCookiesNotification?: boolean;
    }
  >;
}

/** The body of `GET /web2/api/configuration`: the publishable block plus AdBlockDetectionEnabled. */
export interface ApiConfigurationResponse extends PublicConfig {
  AdBlockDetectionEnabled: boolean;
}

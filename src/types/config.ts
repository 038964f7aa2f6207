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
  /** Smart app banner targets; null: no banner for that platform. */
  smartBannerUrls: { ios: string | null; android: string | null };
  /** A maplibre style the weather map uses instead of its offline basemap (MAP_STYLE_URL); null: offline. */
  mapStyleUrl?: string | null;
  /** A public key of an external map service a configured style needs; empty: none. */
  mapServiceKey: string;
  forecastIcons: { set: string; size: number; list: string[] };
  videoPreRoll: { IsEnabled: boolean; AdTagUrl: string | null; SkipAfterSeconds: number };
  clickTrackingUrl: string | null;
  /** Contact addresses; null when not configured (nothing links to them then). */
  supportEmail: string | null;
  privacyEmail: string | null;
  privacyLinks: {
    privacyPolicy: string;
    termsOfUse: string;
    adChoices: string;
    statePrivacyRights: string;
  };
  /** External links of the frame; null: not configured, not shown. */
  externalLinks: {
    /** The utility bar's ground-truth link. */
    groundTruth: string | null;
    advertisers: string | null;
    careers: string | null;
    /** A `mailto:` link for feedback. */
    feedback: string | null;
    social: {
      twitter: string | null;
      youtube: string | null;
      facebook: string | null;
      instagram: string | null;
      pinterest: string | null;
    };
  };
  /** Feature switches from configuration (remote flags may override them in the browser). */
  featureFlags: { enableNewFooterUIWithCMPIntegration: boolean };
  analytics: { vendors: { id: string; IsEnabled: boolean; MeasurementId: string }[] };
  audienceMeasurement: {
    IsEnabled: boolean;
    TagTypeC1Param: string;
    PublisherIdC2Param: string;
    EnableFirstPartyCookie: boolean;
  };
  adTagVendor: { IsEnabled: boolean; ClientId: string; FirebaseRemoteConfigKey: string };
  testAd: { IsEnabled: boolean; AdUnitPath: string; Size: string };
  /** The remote-config client's settings (its ApiKey is a public browser identifier, not a secret). */
  remoteConfig: {
    IsEnabled: boolean;
    ApiKey: string;
    AuthDomain: string;
    ProjectId: string;
    StorageBucket: string;
    MessagingSenderId: string;
    AppId: string;
    MinimumFetchIntervalMillis: number;
    EnableGoogleAnalytics: boolean;
    GoogleAnalyticsMeasurementId: string;
  };
  consentPlatform: {
    accountId: string;
    propertyId: string;
    propertyHref: string;
    baseEndpoint: string;
    campaignEnv: 'prod' | 'stage';
  };
  /** The sponsored-content widget: on or off, and one entry per page and position it shows in. */
  sponsored: { enabled: boolean; entries: SponsoredEntry[] };
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

/** Where the sponsored-content widget shows, and how (the partner widget's own field names). */
export interface SponsoredEntry {
  /** Where on the page: `below_content` (below the page's main content). */
  Position: 'below_content';
  PageId: string;
  /** The id of the widget's container element. */
  ContainerId: string;
  PlacementId: string;
  /** The widget's layout. */
  Mode: string;
  TargetType: string;
  /** What the recommendations follow: `category` by default. */
  Feed: string;
}

/** The body of `GET /web2/api/configuration`: the publishable block plus AdBlockDetectionEnabled. */
export interface ApiConfigurationResponse extends PublicConfig {
  AdBlockDetectionEnabled: boolean;
}

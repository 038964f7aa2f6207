import type { PublicConfig } from '@/types/config';

/**
 * A complete published configuration as the server composes it with no settings file (every
 * external link unconfigured), for component tests; `overrides` replaces top-level blocks.
 */
export function testPublicConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  const proxy = '/web2/api/pulse';
  return {
    appKey: 'wbweb',
    appVersion: '0.1.0',
    environment: 'Production',
    authClientSettings: {
      Authority: 'http://localhost:3000/idp',
      Scope: 'openid profile email offline_access',
      ClientId: 'weather-site',
      EnableLogging: false,
    },
    notificationsBaseUrl: proxy,
    locationBaseUrl: proxy,
    adTargetingBaseUrl: proxy,
    legalBaseUrl: proxy,
    baseUrls: { forecast: proxy, locations: proxy, tiles: '/tiles' },
    alertsPollerDelaySeconds: 300,
    hourlyPollerDelaySeconds: 900,
    dailyPollerDelaySeconds: 1800,
    pageIdsToSupportLocationChanges: ['forecasts/current'],
    pageIdsToSupportLocationChanges2: ['home'],
    sourceProviderId: 'wb',
    usPrivacyManagerId: '',
    disableAds: false,
    adBlockDetectionEnabled: false,
    enableNotifications: true,
    enableTermsAndConditionsNotification: true,
    enableUseOfCookiesNotification: true,
    siteName: 'Parasol Weather',
    downloadLinks: { ios: null, android: null, macos: null, desktop: null },
    smartBannerUrls: { ios: null, android: null },
    mapStyleUrl: null,
    mapServiceKey: '',
    forecastIcons: { set: 'meteocons', size: 64, list: [] },
    videoPreRoll: { IsEnabled: false, AdTagUrl: null, SkipAfterSeconds: 5 },
    clickTrackingUrl: null,
    supportEmail: null,
    privacyEmail: null,
    privacyLinks: {
      privacyPolicy: '/legal/privacy',
      termsOfUse: '/legal/terms',
      adChoices: '/legal/privacy#digitaladvertisingandyourchoices',
      statePrivacyRights: '/legal/privacy/#rightsregardingpersonalinformation',
    },
    externalLinks: {
      groundTruth: null,
      advertisers: null,
      careers: null,
      feedback: null,
      social: { twitter: null, youtube: null, facebook: null, instagram: null, pinterest: null },
    },
    featureFlags: { enableNewFooterUIWithCMPIntegration: false },
    sponsored: {
      enabled: true,
      entries: [
        {
          Position: 'below_content',
          PageId: 'news',
          ContainerId: 'sponsored-below-content',
          PlacementId: 'Below Article Thumbnails',
          Mode: 'thumbnails-a',
          TargetType: 'mix',
          Feed: 'category',
        },
      ],
    },
    analytics: { vendors: [] },
    audienceMeasurement: {
      IsEnabled: false,
      TagTypeC1Param: '2',
      PublisherIdC2Param: '',
      EnableFirstPartyCookie: false,
    },
    adTagVendor: { IsEnabled: false, ClientId: '', FirebaseRemoteConfigKey: '' },
    testAd: { IsEnabled: false, AdUnitPath: '', Size: '300x250' },
    remoteConfig: {
      IsEnabled: false,
      ApiKey: '',
      AuthDomain: '',
      ProjectId: '',
      StorageBucket: '',
      MessagingSenderId: '',
      AppId: '',
      MinimumFetchIntervalMillis: 43200000,
      EnableGoogleAnalytics: false,
      GoogleAnalyticsMeasurementId: '',
    },
    consentPlatform: {
      accountId: '',
      propertyId: '',
      propertyHref: '',
      baseEndpoint: '',
      campaignEnv: 'prod',
    },
    pagePlatformSwitches: { 'weather-widgets': { TermsAndConditionsNotification: false } },
    ...overrides,
  };
}

/** External links as a configured site has them (the `.test` domain never resolves). */
export const configuredLinks: PublicConfig['externalLinks'] = {
  groundTruth: 'https://groundtruth.weather.test/',
  advertisers: 'https://advertise.weather.test/',
  careers: 'https://jobs.weather.test/',
  feedback: 'mailto:feedback@weather.test',
  social: {
    twitter: 'https://x.test/parasol',
    youtube: 'https://youtube.test/@parasol',
    facebook: 'https://facebook.test/parasol',
    instagram: 'https://instagram.test/parasol',
    pinterest: 'https://pinterest.test/parasol',
  },
};

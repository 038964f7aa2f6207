import { readFileSync } from 'node:fs';

import { z } from 'zod';

import { ConfigError } from './env.schema';

/** An optional absolute http(s) URL; null (or absent, or blank) means not configured. */
const link = z
  .union([z.url({ protocol: /^https?$/ }), z.literal(''), z.null()])
  .default(null)
  .transform((v) => v || null);

/** An optional e-mail address; null means not configured. */
const email = z
  .union([z.email(), z.literal(''), z.null()])
  .default(null)
  .transform((v) => v || null);

/** A path on this site (`/…`) or an absolute http(s) URL. */
const href = z
  .string()
  .max(2000)
  .refine(
    (v) => /^https?:\/\//.test(v) || /^\/(?!\/)/.test(v),
    'must be an http(s) URL or a path starting with /',
  );

/** The services whose base URL the configuration publishes (each defaults to this site's own). */
export const SERVICE_NAMES = [
  'adTargeting',
  'alerts',
  'outdoorSports',
  'notifications',
  'airQuality',
  'hurricane',
  'hurricaneOutlook',
  'forecast',
  'locations',
  'fire',
  'observations',
  'pollen',
  'lightning',
  'logging',
  'uv',
  'almanac',
  'mapMetadata',
  'tiles',
  'content',
  'legal',
  'stories',
  'snowSki',
  'video',
  'feedback',
  'sparkMap',
  'login',
] as const;

export type ServiceName = (typeof SERVICE_NAMES)[number];

/** The services that have separate stage URLs, used when APP_ENVIRONMENT is Staging. */
export const STAGED_SERVICES = ['adTargeting', 'notifications', 'hurricane'] as const;

const platformSwitches = z
  .object({
    Ads: z.boolean().optional(),
    Notifications: z.boolean().optional(),
    TermsAndConditionsNotification: z.boolean().optional(),
    UseOfCookiesNotification: z.boolean().optional(),
  })
  .strict();

/** A custom price bucket of Prebid: prices up to `max` rounded down to steps of `increment`. */
const priceBucket = z
  .object({
    precision: z.number().int().min(0).max(4).optional(),
    min: z.number().min(0).optional(),
    max: z.number().positive().max(10_000),
    increment: z.number().positive().max(10_000),
  })
  .strict();

/** Prebid's price granularity: a named one or custom buckets (the only forms accepted). */
export const priceGranularity = z.union([
  z.enum(['low', 'medium', 'high', 'auto', 'dense']),
  z.object({ buckets: z.array(priceBucket).min(1).max(50) }).strict(),
]);

/** A rate-limit window: at most `points` requests per `durationSeconds`. */
const rateWindow = (points: number, durationSeconds: number) =>
  z
    .object({
      points: z.number().int().min(1).max(1_000_000).default(points),
      durationSeconds: z.number().int().min(1).max(86_400).default(durationSeconds),
    })
    .strict()
    .prefault({});

/**
 * The site settings file (SITE_SETTINGS_FILE, JSON): everything the server publishes that is more
 * than a single environment variable — external links, contact addresses, feature blocks, service
 * base URLs. Every field is optional; `config/site-settings.example.json` lists each one with its
 * default. Unknown fields are refused, so a misspelt setting fails at start instead of doing nothing.
 */
export const siteSettingsSchema = z
  .object({
    /** External links of the frame; an unconfigured one is not shown. */
    links: z
      .object({
        /** The ground-truth link of the utility bar (the spec's first utility link). */
        groundTruth: link,
        advertisers: link,
        careers: link,
        feedbackEmail: email,
        social: z
          .object({
            twitter: link,
            youtube: link,
            facebook: link,
            instagram: link,
            pinterest: link,
          })
          .strict()
          .prefault({}),
      })
      .strict()
      .prefault({}),
    supportEmail: email,
    privacyEmail: email,
    /** The privacy pages the notices and the footer link to. */
    privacyLinks: z
      .object({
        privacyPolicy: href.default('/legal/privacy'),
        termsOfUse: href.default('/legal/terms'),
        adChoices: href.default('/legal/privacy#digitaladvertisingandyourchoices'),
        statePrivacyRights: href.default('/legal/privacy/#rightsregardingpersonalinformation'),
      })
      .strict()
      .prefault({}),
    /** Smart app banner targets (an app's store page or deep link); unset: no banner for it. */
    smartBanner: z.object({ ios: link, android: link }).strict().prefault({}),
    /** A public (browser) key of an external map service, when a MAP_STYLE_URL style needs one. */
    mapServiceKey: z.string().max(200).default(''),
    forecastIcons: z
      .object({
        set: z.string().max(40).default('meteocons'),
        size: z.number().int().min(16).max(512).default(64),
        list: z.array(z.string().max(60)).max(200).default([]),
      })
      .strict()
      .prefault({}),
    videoPreRoll: z
      .object({
        IsEnabled: z.boolean().default(false),
        AdTagUrl: link,
        SkipAfterSeconds: z.number().int().min(0).max(60).default(5),
      })
      .strict()
      .prefault({}),
    /** A URL template the embedded ad server's clicks go through before the advertiser; unset: none. */
    clickTrackingUrl: link,
    sourceProviderId: z.string().max(40).default('wb'),
    usPrivacyManagerId: z.string().max(60).default(''),
    /** Turns every ad off, whatever the page or the visitor. */
    disableAds: z.boolean().default(false),
    notices: z
      .object({
        enableNotifications: z.boolean().default(true),
        enableTermsAndConditionsNotification: z.boolean().default(true),
        enableUseOfCookiesNotification: z.boolean().default(true),
      })
      .strict()
      .prefault({}),
    pollingDelays: z
      .object({
        hourlySeconds: z.number().int().min(60).max(86400).default(900),
        dailySeconds: z.number().int().min(60).max(86400).default(1800),
      })
      .strict()
      .prefault({}),
    /** A service's base URL when it is not this site's own path (an external service). */
    baseUrls: z.partialRecord(z.enum(SERVICE_NAMES), href).default({}),
    /** The stage URLs of the staged services, used when APP_ENVIRONMENT is Staging. */
    stageBaseUrls: z.partialRecord(z.enum(STAGED_SERVICES), href).default({}),
    /** Feature switches the frame reads now; remote flags may override them later. */
    featureFlags: z
      .object({ enableNewFooterUIWithCMPIntegration: z.boolean().default(false) })
      .strict()
      .prefault({}),
    analytics: z
      .object({
        vendors: z
          .array(
            z
              .object({
                id: z.string().min(1).max(40),
                IsEnabled: z.boolean(),
                MeasurementId: z.string().max(80).default(''),
              })
              .strict(),
          )
          .max(10)
          .default([]),
      })
      .strict()
      .prefault({}),
    audienceMeasurement: z
      .object({
        IsEnabled: z.boolean().default(false),
        TagTypeC1Param: z.string().max(10).default('2'),
        PublisherIdC2Param: z.string().max(40).default(''),
        EnableFirstPartyCookie: z.boolean().default(false),
      })
      .strict()
      .prefault({}),
    adTagVendor: z
      .object({
        IsEnabled: z.boolean().default(false),
        ClientId: z.string().max(80).default(''),
        FirebaseRemoteConfigKey: z.string().max(80).default(''),
      })
      .strict()
      .prefault({}),
    testAd: z
      .object({
        IsEnabled: z.boolean().default(false),
        AdUnitPath: z.string().max(200).default(''),
        Size: z
          .string()
          .regex(/^\d+x\d+$/)
          .default('300x250'),
      })
      .strict()
      .prefault({}),
    remoteConfig: z
      .object({
        IsEnabled: z.boolean().default(false),
        ApiKey: z.string().max(100).default(''),
        AuthDomain: z.string().max(200).default(''),
        ProjectId: z.string().max(100).default(''),
        StorageBucket: z.string().max(200).default(''),
        MessagingSenderId: z.string().max(40).default(''),
        AppId: z.string().max(100).default(''),
        MinimumFetchIntervalMillis: z.number().int().min(0).default(43200000),
        EnableGoogleAnalytics: z.boolean().default(false),
        GoogleAnalyticsMeasurementId: z.string().max(40).default(''),
      })
      .strict()
      .prefault({}),
    consentPlatform: z
      .object({
        accountId: z.string().max(40).default(''),
        propertyId: z.string().max(40).default(''),
        propertyHref: z.string().max(200).default(''),
        baseEndpoint: z.string().max(200).default(''),
        campaignEnv: z.enum(['prod', 'stage']).default('prod'),
      })
      .strict()
      .prefault({}),
    /**
     * Request limits of the write APIs, sign-in, on-demand renders and searches, and the queue of
     * cache-miss renders (see src/server/rate-limit).
     */
    rateLimits: z
      .object({
        enabled: z.boolean().default(true),
        /**
         * Loopback clients (the machine itself) with a valid device cookie are counted by device
         * only, not by address; without one they are counted under `anon:<address>` like anyone.
         */
        loopbackByDeviceOnly: z.boolean().default(true),
        writes: z
          .object({ perDevice: rateWindow(30, 10), perIp: rateWindow(600, 60) })
          .strict()
          .prefault({}),
        /**
         * What pages send by themselves as they are read: a house ad's impression (up to four
         * slots a page) and a story's view. A visitor clicking through a page a second sends a
         * few a second, so 120 per 10 s per device never refuses one; 1,200 a minute per address
         * leaves room for the people behind it. (They counted as writes, whose 30 per 10 s a quick
         * reader passed.)
         */
        beacons: z
          .object({ perDevice: rateWindow(120, 10), perIp: rateWindow(1200, 60) })
          .strict()
          .prefault({}),
        signIn: z
          .object({ perDevice: rateWindow(10, 60), perIp: rateWindow(30, 300) })
          .strict()
          .prefault({}),
        /**
         * Map tiles drawn on demand (`/tiles/…`), counted only when a tile is not in memory: a
         * tile the server holds is cheap and never counted. A map panned or zoomed on a fast
         * connection asks for at most ~60 new tiles a second (a 1280×900 screen is ~20 tiles a
         * layer, two layers, a new screen or more per second), so 600 per 10 s per device never
         * refuses it, bursts included; the address window, 2,400 a minute (40 a second
         * sustained), is what a person never keeps up for a minute but a script does. One
         * client forcing fresh renders (110+ a second before limits) is held to these.
         */
        tileRenders: z
          .object({ perDevice: rateWindow(600, 10), perIp: rateWindow(2400, 60) })
          .strict()
          .prefault({}),
        /**
         * Hurricane basemaps drawn on demand (`/web2/api/hurricanes/basemap/…`), counted only
         * when the box is not in memory. The hurricane pages draw their boxes as they render, so
         * the browser's request for it is a hit; a visitor misses a handful at most per page.
         * Each miss costs ~20 ms of the main thread (twice a tile): 30 per 10 s per device and
         * 120 a minute per address.
         */
        basemapRenders: z
          .object({ perDevice: rateWindow(30, 10), perIp: rateWindow(120, 60) })
          .strict()
          .prefault({}),
        /**
         * Location searches (the /search page's, POST /web2/api/locations/query), every one
         * counted. A visitor typing sends at most one search per pause of the search box (150
         * ms): even one for every keystroke of a fast typist stays under 6 a second, so 60 per
         * 10 s per device never refuses typing; 600 a minute per address leaves room for the
         * people behind one address.
         */
        search: z
          .object({ perDevice: rateWindow(60, 10), perIp: rateWindow(600, 60) })
          .strict()
          .prefault({}),
        /**
         * Cache-miss renders running at once per process, and how many may wait and how long
         * (ms); a render that finds the queue full or waits too long is a 503 with Retry-After.
         * Renders are synchronous work on the main thread: two at a time with a turn of the
         * event loop between them keeps page rendering going; 64 waiting (well under a second
         * of tiles) holds the bursts of several maps opened at once.
         */
        renderQueue: z
          .object({
            concurrency: z.number().int().min(1).max(64).default(2),
            maxQueue: z.number().int().min(0).max(10_000).default(64),
            maxWaitMs: z.number().int().min(1).max(60_000).default(3000),
          })
          .strict()
          .prefault({}),
      })
      .strict()
      .prefault({}),
    /** The sponsored-content widget: on or off, and where it shows (one entry per page and position). */
    sponsored: z
      .object({
        enabled: z.boolean().default(true),
        entries: z
          .array(
            z
              .object({
                Position: z.enum(['below_content']),
                PageId: z.string().min(1).max(60),
                ContainerId: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,59}$/),
                PlacementId: z.string().min(1).max(100),
                Mode: z.string().min(1).max(60),
                TargetType: z.string().min(1).max(20).default('mix'),
                Feed: z.string().min(1).max(20).default('category'),
              })
              .strict(),
          )
          .max(50)
          .default(
            ['news', 'press', 'education'].map((PageId) => ({
              Position: 'below_content' as const,
              PageId,
              ContainerId: 'sponsored-below-content',
              PlacementId: 'Below Article Thumbnails',
              Mode: 'thumbnails-a',
              TargetType: 'mix',
              Feed: 'category',
            })),
          ),
      })
      .strict()
      .prefault({}),
    /** Per page id: a feature listed as false is off on that page. */
    pagePlatformSwitches: z
      .record(z.string().min(1).max(60), platformSwitches)
      .default({ 'weather-widgets': { TermsAndConditionsNotification: false } }),
    /** The display-ad configuration (GET /web2/api/ads/config/displayads) and the house ads. */
    ads: z
      .object({
        enablePreBid: z.boolean().default(false),
        /**
         * Where the header-bidding library (Prebid.js) is loaded from: an https URL (its origin is
         * then allowed by the Content-Security-Policy) or a path on this site. Without it there is
         * no header bidding, whatever `enablePreBid` says.
         */
        prebidScriptUrl: z
          .union([
            z.url({ protocol: /^https$/ }).max(500),
            z.string().regex(/^\/(?!\/)\S{0,499}$/),
            z.literal(''),
            z.null(),
          ])
          .default(null)
          .transform((v) => v || null),
        /**
         * Prebid's price granularity: low, medium, high, auto or dense, or custom buckets
         * (`{ "buckets": [{ "max": 20, "increment": 0.1 }] }`); nothing else is accepted.
         */
        priceGranularity: priceGranularity.default('medium'),
        /** Seconds between two refreshes of the page's ads (30 s to 1 h). */
        refreshIntervalSeconds: z.number().int().min(30).max(3600).default(300),
        disablePrebidOnPagesWithIds: z
          .array(z.string().min(1).max(60))
          .max(100)
          .default(['weather-widgets']),
        memberId: z.string().max(40).default(''),
        publisherId: z.string().max(40).default(''),
        /** Each slot's TagId is `<tagIdPrefix>-<page id>-<slot id>` (`/` in a page id as `-`). */
        tagIdPrefix: z
          .string()
          .regex(/^[A-Za-z0-9_-]{1,40}$/)
          .default('wb'),
        newsTagIds: z.array(z.string().min(1).max(100)).max(50).default([]),
        newsStoryTagIds: z.array(z.string().min(1).max(100)).max(50).default([]),
        weatherCameraTagIds: z.array(z.string().min(1).max(100)).max(50).default([]),
        trafficCameraTagIds: z.array(z.string().min(1).max(100)).max(50).default([]),
        safeFrame: z
          .object({
            allowOverlayExpansion: z.boolean().default(true),
            allowPushExpansion: z.boolean().default(true),
            sandbox: z.boolean().default(true),
          })
          .strict()
          .prefault({}),
        /** The embedded ad server's house ads (the site promoting its own features). */
        house: z
          .object({
            /** At most `impressions` of one creative per device per window of `windowMinutes`. */
            frequencyCap: z
              .object({
                impressions: z.number().int().min(1).max(1000).default(3),
                windowMinutes: z.number().int().min(1).max(1440).default(60),
              })
              .strict()
              .prefault({}),
            /**
             * The ad-free editions' store pages; the "Go ad-free" house ad shows only when one is
             * set (the free app's ad needs APP_LINK_IOS, _ANDROID, _MACOS or _DESKTOP).
             */
            adFreeAppLinks: z
              .object({ ios: link, android: link, macos: link })
              .strict()
              .prefault({}),
          })
          .strict()
          .prefault({}),
      })
      .strict()
      .prefault({}),
  })
  .strict();

export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** The settings with every default (no settings file). */
export function defaultSiteSettings(): SiteSettings {
  return siteSettingsSchema.parse({});
}

/**
 * Reads and validates the settings file; no file: the defaults. A file that is missing, is not
 * JSON, or holds an invalid value throws an error naming the file and each offending field.
 */
export function loadSiteSettings(file: string | undefined): SiteSettings {
  if (!file) return defaultSiteSettings();
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new ConfigError(`SITE_SETTINGS_FILE ${file}: ${(err as Error).message}`);
  }
  const result = siteSettingsSchema.safeParse(raw);
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (issue) => `  ${issue.path.join('.') || '(file)'}: ${issue.message}`,
  );
  throw new ConfigError(`Invalid site settings in ${file}:\n${lines.join('\n')}`);
}

import { getConfig, type SiteSettings } from '@/server/config';
import { FIREBASE_REMOTE_CONFIG_ORIGIN, usesExternalFirebase } from '@/lib/remote-config/flagNames';

/**
 * The origin of the external consent platform's script (`consentPlatform.baseEndpoint`) when the
 * platform is configured (an account and an http(s) endpoint); undefined otherwise.
 */
export function consentPlatformOrigin(
  platform: Pick<SiteSettings['consentPlatform'], 'accountId' | 'baseEndpoint'>,
): string | undefined {
  if (!platform.accountId || !platform.baseEndpoint) return undefined;
  try {
    const url = new URL(platform.baseEndpoint);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Hosts a vendor needs, per directive (each list empty when the vendor is not configured). */
export interface VendorOrigins {
  script: string[];
  connect: string[];
  img: string[];
  frame: string[];
}

/** The Google tag (gtag.js): its script, and where it sends hits. */
const GOOGLE_TAG: VendorOrigins = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  frame: [],
};
/** The audience-measurement beacon (script and pixel on one host). */
const AUDIENCE_MEASUREMENT: VendorOrigins = {
  script: ['https://sb.scorecardresearch.com'],
  connect: ['https://sb.scorecardresearch.com'],
  img: ['https://sb.scorecardresearch.com'],
  frame: [],
};
/** Google Publisher Tag: its script, ad requests, creatives and safe frames. */
const PUBLISHER_TAG: VendorOrigins = {
  script: ['https://securepagead2.googlesyndication.com', 'https://pagead2.googlesyndication.com'],
  connect: [
    'https://securepagead2.googlesyndication.com',
    'https://pagead2.googlesyndication.com',
    'https://*.doubleclick.net',
  ],
  img: ['https://*.googlesyndication.com', 'https://*.doubleclick.net'],
  frame: ['https://*.googlesyndication.com', 'https://*.doubleclick.net'],
};

/** Firebase Remote Config in the browser: its installations service, then the fetch itself. */
const FIREBASE_REMOTE_CONFIG: VendorOrigins = {
  script: [],
  connect: ['https://firebaseinstallations.googleapis.com', FIREBASE_REMOTE_CONFIG_ORIGIN],
  img: [],
  frame: [],
};

/** An http(s) URL's origin, or undefined. */
function httpOrigin(url: unknown): string | undefined {
  if (typeof url !== 'string' || !url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The settings that decide which vendors load (the ads block is optional here). */
export type VendorSettings = Pick<
  SiteSettings,
  'analytics' | 'audienceMeasurement' | 'adTagVendor' | 'testAd'
> & { remoteConfig?: SiteSettings['remoteConfig'] } & {
  ads?: { enablePreBid?: boolean; prebidScriptUrl?: string | null };
};

/**
 * The origins the configured vendors need, and only those: the Google tag when an analytics
 * vendor is enabled with a measurement id, the audience-measurement beacon when it is enabled with
 * a publisher id, Google Publisher Tag when the ad-tag vendor or the test ad is enabled, and the
 * Prebid.js script's origin when header bidding is enabled with an https script URL, Firebase's
 * services when remote flags come from a Firebase project rather than the embedded service. (Scripts
 * that site code adds are trusted through 'strict-dynamic' in CSP 3 browsers; the script hosts
 * serve older ones. Prebid bidders' own hosts must be added to `extraOrigins` if they are used.)
 */
export function vendorOrigins(settings: VendorSettings): VendorOrigins {
  const parts: VendorOrigins[] = [];
  if (settings.analytics.vendors.some((v) => v.IsEnabled && v.MeasurementId))
    parts.push(GOOGLE_TAG);
  const am = settings.audienceMeasurement;
  if (am.IsEnabled && am.PublisherIdC2Param) parts.push(AUDIENCE_MEASUREMENT);
  if (settings.adTagVendor.IsEnabled || settings.testAd.IsEnabled) parts.push(PUBLISHER_TAG);
  const prebid = settings.ads?.enablePreBid ? httpOrigin(settings.ads.prebidScriptUrl) : undefined;
  if (prebid) parts.push({ script: [prebid], connect: [prebid], img: [], frame: [] });
  if (settings.remoteConfig && usesExternalFirebase(settings.remoteConfig))
    parts.push(FIREBASE_REMOTE_CONFIG);
  const merge = (key: keyof VendorOrigins) => [...new Set(parts.flatMap((p) => p[key]))];
  return {
    script: merge('script'),
    connect: merge('connect'),
    img: merge('img'),
    frame: merge('frame'),
  };
}

/**
 * Origins that later features add to the policy (ads, consent, map tiles). Kept in one list so
 * the policy stays reviewable.
 */
export const extraOrigins = {
  script: [] as string[],
  connect: [] as string[],
  img: [] as string[],
  frame: [] as string[],
};

/**
 * The Content-Security-Policy for a response with the given nonce. Scripts run only with the
 * nonce ('strict-dynamic' lets them load their own chunks); stylesheets come from the site (CSS
 * Modules, extracted at build time) and a `<style>` element only with the nonce (the identity
 * provider's pages): no inline style attribute in server HTML runs (styles set from script after
 * hydration go through the CSSOM, which the policy allows); no plugins, no <base>, framing only by
 * the site itself (the sign-in popup and silent-renew frames are same-origin). In development,
 * Next's dev server injects unnonced `<style>` elements: they are allowed there only.
 */
export function contentSecurityPolicy(
  nonce: string,
  dev = false,
  options: { identityOrigin?: string; consentOrigin?: string; vendors?: VendorOrigins } = {},
): string {
  // An external identity provider (OIDC_AUTHORITY): the browser reads its discovery document and
  // exchanges tokens with it, and the sign-in modal frames its sign-in page.
  const identity = options.identityOrigin ? [options.identityOrigin] : [];
  // A configured external consent platform: its script, the calls it makes and the consent
  // messages it frames come from its origin (nothing is added when none is configured).
  const consentOrigin =
    'consentOrigin' in options
      ? options.consentOrigin
      : consentPlatformOrigin(getConfig().settings.consentPlatform);
  const consent = consentOrigin ? [consentOrigin] : [];
  // The analytics, audience-measurement and ad vendors the settings configure (none by default).
  const vendors = options.vendors ?? vendorOrigins(getConfig().settings);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...(dev ? ["'unsafe-eval'"] : []),
      ...consent,
      ...vendors.script,
      ...extraOrigins.script,
    ],
    'style-src': ["'self'", dev ? "'unsafe-inline'" : `'nonce-${nonce}'`],
    'img-src': ["'self'", 'data:', 'blob:', ...vendors.img, ...extraOrigins.img],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...identity, ...consent, ...vendors.connect, ...extraOrigins.connect],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", ...identity, ...consent, ...vendors.frame, ...extraOrigins.frame],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

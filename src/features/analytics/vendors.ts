import type { PublicConfig } from '@/types/config';

/** The analytics vendor ids (`analytics.vendors[].id`) that mean the Google tag (gtag.js). */
export const GOOGLE_TAG_VENDOR_IDS: readonly string[] = ['gtag', 'google-analytics', 'ga4'];
/** The Google tag's script. */
export const GOOGLE_TAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js';
/** The audience-measurement (comScore-style) beacon's host. */
export const AUDIENCE_MEASUREMENT_ORIGIN = 'https://sb.scorecardresearch.com';

/** A Google tag id: `G-…` (Analytics), `AW-…` (Ads), `DC-…`, `GT-…`. */
const MEASUREMENT_ID = /^[A-Z]{1,3}-[A-Z0-9]{4,24}$/;
/** A publisher id (c2) or tag type (c1): letters, digits, `_` and `-`. */
const AUDIENCE_PARAM = /^[A-Za-z0-9_-]{1,40}$/;

/** The Google tag's measurement ids of the configured, enabled vendors (valid ids only). */
export function googleTagIds(config: Pick<PublicConfig, 'analytics'>): string[] {
  return config.analytics.vendors
    .filter(
      (v) =>
        v.IsEnabled &&
        GOOGLE_TAG_VENDOR_IDS.includes(v.id.toLowerCase()) &&
        MEASUREMENT_ID.test(v.MeasurementId),
    )
    .map((v) => v.MeasurementId);
}

/** True when audience measurement is enabled with a usable tag type and publisher id. */
export function audienceMeasurementConfigured(
  config: Pick<PublicConfig, 'audienceMeasurement'>,
): boolean {
  const am = config.audienceMeasurement;
  return (
    am.IsEnabled &&
    AUDIENCE_PARAM.test(am.TagTypeC1Param) &&
    AUDIENCE_PARAM.test(am.PublisherIdC2Param)
  );
}

/** What the page may load: decided from the configuration and what the visitor allows. */
export interface VendorPlan {
  googleTagIds: string[];
  audience: {
    c1: string;
    c2: string;
    /** '0' opted out or GPC, '1' explicitly opted in, '' undecided. */
    csUcfr: '0' | '1' | '';
    firstPartyCookie: boolean;
  } | null;
}

/** The audience-measurement consent flag `cs_ucfr`, or null where audience measurement must not load. */
export type AudienceConsent = '0' | '1' | '' | null;

/**
 * What audience measurement is told about consent (`cs_ucfr`), or null when it must not load:
 * nothing until what the visitor allows is known; for a GDPR visitor only after consent to every
 * purpose the trackers need (`TRACKING_PURPOSES`: an explicit opt-in, '1'); for others the US flag (`usFlag`: '0' opted out of sale/sharing
 * or Global Privacy Control, '1' explicitly opted in, '' undecided), so an opted-out visitor is
 * counted with '0' rather than not at all.
 */
export function audienceConsent(input: {
  ready: boolean;
  gdpr: boolean;
  /** `selectMayLoadTracking`: for a GDPR visitor, consent to every purpose trackers need. */
  mayLoadTracking: boolean;
  usFlag: '0' | '1' | '';
}): AudienceConsent {
  if (!input.ready) return null;
  if (input.gdpr) return input.mayLoadTracking ? '1' : null;
  return input.usFlag;
}

/**
 * The vendors to load: none for a crawler. The Google tag only while measurement is allowed
 * (`selectMayLoadTracking`: consent known and given, no opt-out, no GPC); audience measurement
 * whenever its consent flag is known (`csUcfr` not null), carrying that flag.
 */
export function planVendors(input: {
  config: Pick<PublicConfig, 'analytics' | 'audienceMeasurement'> | null;
  isBot: boolean;
  mayLoadTracking: boolean;
  csUcfr: AudienceConsent;
}): VendorPlan {
  const { config, csUcfr } = input;
  if (!config || input.isBot) return { googleTagIds: [], audience: null };
  const am = config.audienceMeasurement;
  return {
    googleTagIds: input.mayLoadTracking ? googleTagIds(config) : [],
    audience:
      csUcfr !== null && audienceMeasurementConfigured(config)
        ? {
            c1: am.TagTypeC1Param,
            c2: am.PublisherIdC2Param,
            csUcfr,
            firstPartyCookie: am.EnableFirstPartyCookie,
          }
        : null,
  };
}

interface VendorWindow {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  _comscore?: unknown[];
}

/** Adds an async script once (keyed by `data-vendor`); answers false when it was there already. */
function addScript(doc: Document, vendor: string, src: string): boolean {
  if (doc.querySelector(`script[data-vendor="${vendor}"]`)) return false;
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.vendor = vendor;
  doc.head.appendChild(script);
  return true;
}

/**
 * Injects the planned vendors' scripts (async, once each) after setting up the globals they read:
 * `dataLayer`/`gtag` with a `config` per measurement id, and `_comscore` with c1, c2, cs_ucfr and
 * the first-party cookie switch. Scripts are created from the site's own (nonced) code, which the
 * CSP's 'strict-dynamic' trusts; their hosts are allowed in connect-src and img-src only when
 * configured (securityHeaders.ts). Answers the vendors injected now.
 */
export function injectVendors(plan: VendorPlan, win: Window = window): string[] {
  const doc = win.document;
  const w = win as Window & VendorWindow;
  const injected: string[] = [];
  const [firstId] = plan.googleTagIds;
  if (firstId && !doc.querySelector('script[data-vendor="gtag"]')) {
    w.dataLayer = w.dataLayer ?? [];
    const dataLayer = w.dataLayer;
    w.gtag = function gtag() {
      // gtag.js reads the Arguments object itself, not an array (its documented snippet).
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
    w.gtag('js', new Date());
    for (const id of plan.googleTagIds) w.gtag('config', id);
    if (addScript(doc, 'gtag', `${GOOGLE_TAG_SCRIPT}?id=${encodeURIComponent(firstId)}`))
      injected.push('gtag');
  }
  const am = plan.audience;
  if (am && !doc.querySelector('script[data-vendor="audience"]')) {
    w._comscore = w._comscore ?? [];
    w._comscore.push({
      c1: am.c1,
      c2: am.c2,
      cs_ucfr: am.csUcfr,
      options: { enableFirstPartyCookie: am.firstPartyCookie },
    });
    const src = `${AUDIENCE_MEASUREMENT_ORIGIN}/cs/${encodeURIComponent(am.c2)}/beacon.js`;
    if (addScript(doc, 'audience', src)) injected.push('audience');
  }
  return injected;
}

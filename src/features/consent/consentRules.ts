import type { Compliance } from '@/types/location';

/**
 * The consent platform's identity in the IAB frameworks (`cmpId`, `cmpVersion`). The IAB assigns
 * the id to a registered consent management platform; replace it with the assigned one before the
 * TCF strings are relied on outside this site.
 */
export const CMP_ID = 2;
export const CMP_VERSION = 1;

/** The TCF purposes the dialog offers, by their standard ids. */
export const TCF_PURPOSE_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export type TcfPurposeId = (typeof TCF_PURPOSE_IDS)[number];

/** The TCF purpose that covers storing and reading anything on the device (cookies, ids). */
export const DEVICE_ACCESS_PURPOSE = 1;

/** The GPP section id of the US National section (usnat), and -1: no section applies. */
export const USNAT_SECTION_ID = 7;
export const NO_GPP_SECTION = -1;

/** The usnat field values: 0 not applicable, 1 yes (notice given / opted out), 2 no. */
export type UsnatFlag = 0 | 1 | 2;

/** The usnat fields the site sets (the library fills the rest with its defaults). */
export interface UsnatFields {
  SharingNotice: UsnatFlag;
  SaleOptOutNotice: UsnatFlag;
  SharingOptOutNotice: UsnatFlag;
  TargetedAdvertisingOptOutNotice: UsnatFlag;
  SensitiveDataProcessingOptOutNotice: UsnatFlag;
  SensitiveDataLimitUseNotice: UsnatFlag;
  SaleOptOut: UsnatFlag;
  SharingOptOut: UsnatFlag;
  TargetedAdvertisingOptOut: UsnatFlag;
  /** One entry per sensitive-data category (16 in usnat version 2). */
  SensitiveDataProcessing: UsnatFlag[];
  Gpc: boolean;
}

/** The number of sensitive-data categories of the usnat section (version 2). */
export const USNAT_SENSITIVE_CATEGORIES = 16;

/** What the US National section is built from: the privacy slice's values. */
export interface UsnatInput {
  /** True when a US state privacy regime applies (either opt-out is offered). */
  regimeApplies: boolean;
  /** The do-not-sell/share choice: true opted out, false opted in, null never chosen. */
  doNotSell: boolean | null;
  /** The limit-use-of-sensitive-information choice, same values. */
  limitUse: boolean | null;
  /** The browser's Global Privacy Control signal. */
  gpc: boolean;
}

/**
 * The usnat fields for the visitor. Where a state regime applies every notice is given (1) and
 * each opt-out is 1 when the visitor opted out, else 2; sale, sharing and targeted advertising
 * follow the do-not-sell choice, the sensitive-data categories the limit-use choice (usnat has no
 * single limit-use opt-out: each category carries it). Elsewhere everything is 0 (not applicable).
 * The GPC flag is the browser's signal either way.
 */
export function usnatFields(input: UsnatInput): UsnatFields {
  const notice: UsnatFlag = input.regimeApplies ? 1 : 0;
  const optOut = (choice: boolean | null): UsnatFlag =>
    input.regimeApplies ? (choice === true ? 1 : 2) : 0;
  const sale = optOut(input.doNotSell);
  return {
    SharingNotice: notice,
    SaleOptOutNotice: notice,
    SharingOptOutNotice: notice,
    TargetedAdvertisingOptOutNotice: notice,
    SensitiveDataProcessingOptOutNotice: notice,
    SensitiveDataLimitUseNotice: notice,
    SaleOptOut: sale,
    SharingOptOut: sale,
    TargetedAdvertisingOptOut: sale,
    SensitiveDataProcessing: Array<UsnatFlag>(USNAT_SENSITIVE_CATEGORIES).fill(
      optOut(input.limitUse),
    ),
    Gpc: input.gpc,
  };
}

/** The GPP applicable sections: [7] (usnat) where a state regime applies, [-1] elsewhere. */
export function gppApplicableSections(regimeApplies: boolean): number[] {
  return regimeApplies ? [USNAT_SECTION_ID] : [NO_GPP_SECTION];
}

/** True when the visitor's compliance asks for GDPR consent. */
export function gdprApplies(
  compliance: Pick<Compliance, 'requiresGDPRCompliance'> | null,
): boolean {
  return compliance?.requiresGDPRCompliance === true;
}

/** The purposes an "Accept all" or a "Reject all" stands for. */
export function purposesFor(choice: 'all' | 'none'): TcfPurposeId[] {
  return choice === 'all' ? [...TCF_PURPOSE_IDS] : [];
}

/** What decides whether trackers (ads, measurement) may load. */
export interface TrackingInput {
  isBot: boolean;
  /** False until the visitor's compliance and consent are known. */
  ready: boolean;
  gdpr: boolean;
  /** The GDPR visitor's consented purposes; null until they decided. */
  purposes: readonly number[] | null;
  /** The do-not-sell/share choice of a US visitor. */
  doNotSell: boolean | null;
  gpc: boolean;
}

/**
 * The purposes a GDPR visitor must all allow before the device is tracked: storing or reading on
 * the device (1, without which no tracker works), a personalised-ads profile and its use (3, 4),
 * and measuring ad and content performance (7, 8): what the trackers this gates do.
 */
export const TRACKING_PURPOSES: readonly TcfPurposeId[] = [DEVICE_ACCESS_PURPOSE, 3, 4, 7, 8];

/**
 * Whether ads and measurement may load: never for a crawler, never before consent is known; for
 * a GDPR visitor only once they decided and allowed every purpose of `TRACKING_PURPOSES`; for
 * anyone else, not when they opted out of sale/sharing or send GPC.
 */
export function mayLoadTracking(input: TrackingInput): boolean {
  if (input.isBot || !input.ready) return false;
  if (input.gdpr) return TRACKING_PURPOSES.every((p) => input.purposes?.includes(p) === true);
  return input.doNotSell !== true && !input.gpc;
}

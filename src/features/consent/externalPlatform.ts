import type { PublicConfig } from '@/types/config';

import { isOwnApi, type ConsentWindow, type UspData } from './consentApis';

/**
 * An external consent platform named by the configuration (`consentPlatform`): its script comes
 * from `baseEndpoint`; once it answers through the IAB APIs it installs, its answers replace the
 * embedded ones. The site polls for it and gives up when it does not answer in time (the embedded
 * consent manager then answers alone).
 */

/** How often the page looks for the platform's APIs. */
export const EXTERNAL_POLL_INTERVAL_MS = 300;
/** How long one look waits for an answer. */
export const EXTERNAL_ATTEMPT_TIMEOUT_MS = 100;
/** When the page gives up on the platform. */
export const EXTERNAL_OVERALL_TIMEOUT_MS = 10_000;

type Platform = PublicConfig['consentPlatform'];

/** The platform's loader script, under its base endpoint. */
export function externalScriptUrl(platform: Pick<Platform, 'baseEndpoint'>): string {
  return `${platform.baseEndpoint.replace(/\/+$/, '')}/unified/wrapperMessagingWithoutDetection.js`;
}

/** The page globals the platform's script reads its settings from. */
interface PlatformWindow extends ConsentWindow {
  _sp_queue?: unknown[];
  _sp_?: { config: Record<string, unknown> };
}

/**
 * Gives the platform its settings (`window._sp_`) and appends its script (async). The script's
 * origin must be allowed by the Content-Security-Policy, which the server does when configured.
 */
export function loadExternalPlatform(
  platform: Platform,
  gdpr: boolean,
  doc: Document = document,
  win: PlatformWindow = window as unknown as PlatformWindow,
): void {
  win._sp_queue ??= [];
  win._sp_ = {
    config: {
      accountId: Number(platform.accountId) || platform.accountId,
      ...(platform.propertyId ? { propertyId: Number(platform.propertyId) } : {}),
      ...(platform.propertyHref ? { propertyHref: platform.propertyHref } : {}),
      baseEndpoint: platform.baseEndpoint,
      campaignEnv: platform.campaignEnv,
      ...(gdpr ? { gdpr: {} } : { usnat: { includeUspApi: true } }),
    },
  };
  const script = doc.createElement('script');
  script.src = externalScriptUrl(platform);
  script.async = true;
  doc.head.appendChild(script);
}

/** Calls an API with a callback; resolves its data, or null on failure, refusal or timeout. */
function ask<T>(
  call: (callback: (data: T, success: boolean) => void) => void,
  timeoutMs: number,
): Promise<T | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), timeoutMs);
    const settle = (value: T | null) => {
      clearTimeout(timer);
      resolve(value);
    };
    try {
      call((data, success) => settle(success ? data : null));
    } catch {
      settle(null);
    }
  });
}

/** What a ready platform answered: its US Privacy string, when it has a US Privacy API. */
export interface ExternalAnswer {
  uspString: string | null;
}

/**
 * One look: the platform is ready when an API it installed (not the site's own) answers within
 * the attempt timeout — for a GDPR visitor its TCF API (loaded), for others its US Privacy API
 * or, failing that, its GPP API (loaded).
 */
export async function probeExternalPlatform(
  gdpr: boolean,
  win: ConsentWindow = window as unknown as ConsentWindow,
  timeoutMs = EXTERNAL_ATTEMPT_TIMEOUT_MS,
): Promise<ExternalAnswer | null> {
  const { __uspapi: usp, __tcfapi: tcf, __gpp: gpp } = win;
  const usData =
    usp && !isOwnApi(usp)
      ? await ask<UspData | null>((cb) => usp('getUSPData', 1, cb), timeoutMs)
      : null;
  const uspString = typeof usData?.uspString === 'string' ? usData.uspString : null;
  if (gdpr) {
    if (!tcf || isOwnApi(tcf)) return null;
    const ping = await ask<{ cmpLoaded?: boolean } | null>((cb) => tcf('ping', 2, cb), timeoutMs);
    return ping?.cmpLoaded ? { uspString } : null;
  }
  if (uspString) return { uspString };
  if (!gpp || isOwnApi(gpp)) return null;
  const ping = await ask<{ cmpStatus?: string } | null>((cb) => gpp('ping', cb), timeoutMs);
  return ping?.cmpStatus === 'loaded' ? { uspString: null } : null;
}

/**
 * Looks for the platform every 300 ms (each look waiting at most 100 ms) until it answers or
 * 10 s have passed; resolves its answer, or null when it never answered or `signal` aborted.
 */
export async function waitForExternalPlatform(
  gdpr: boolean,
  {
    win = window as unknown as ConsentWindow,
    signal,
    intervalMs = EXTERNAL_POLL_INTERVAL_MS,
    attemptTimeoutMs = EXTERNAL_ATTEMPT_TIMEOUT_MS,
    overallMs = EXTERNAL_OVERALL_TIMEOUT_MS,
  }: {
    win?: ConsentWindow;
    signal?: AbortSignal;
    intervalMs?: number;
    attemptTimeoutMs?: number;
    overallMs?: number;
  } = {},
): Promise<ExternalAnswer | null> {
  const deadline = Date.now() + overallMs;
  while (!signal?.aborted && Date.now() < deadline) {
    const answer = await probeExternalPlatform(gdpr, win, attemptTimeoutMs);
    if (answer) return answer;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return null;
}

/** The TCF data an external platform reports to its listeners (the fields the site reads). */
interface ExternalTcData {
  gdprApplies?: boolean;
  eventStatus?: string;
  tcString?: string;
  purpose?: { consents?: Record<string, boolean> };
}

/**
 * Follows the external platform's TCF decisions: `onDecision` hears each stored or new decision
 * (a TC string and the purposes it consents to).
 */
export function followExternalTcf(
  onDecision: (decision: { tcString: string; purposes: number[] }) => void,
  win: ConsentWindow = window as unknown as ConsentWindow,
): void {
  const tcf = win.__tcfapi;
  if (!tcf || isOwnApi(tcf)) return;
  tcf('addEventListener', 2, (data: ExternalTcData | null, success: boolean) => {
    if (!success || !data?.gdprApplies || !data.tcString) return;
    if (data.eventStatus !== 'tcloaded' && data.eventStatus !== 'useractioncomplete') return;
    const consents = data.purpose?.consents ?? {};
    const purposes = Object.keys(consents)
      .filter((id) => consents[id])
      .map(Number)
      .sort((a, b) => a - b);
    onDecision({ tcString: data.tcString, purposes });
  });
}

/** The privacy manager of a loaded platform (its script adds the US and the older CCPA campaign). */
interface PrivacyManagerWindow {
  _sp_?: {
    usnat?: { loadPrivacyManagerModal?: (id: number | string) => void };
    ccpa?: { loadPrivacyManagerModal?: (id: number | string) => void };
  };
}

/**
 * Opens the external platform's privacy manager (the configuration's `usPrivacyManagerId`) in
 * place of the site's own dialog. Returns false, opening nothing, when no platform is configured,
 * no manager id is, or the platform's script has not installed its privacy manager (not loaded
 * yet, blocked or given up on): the caller then opens the embedded dialog.
 */
export function openExternalPrivacyManager(
  config: Pick<PublicConfig, 'consentPlatform' | 'usPrivacyManagerId'>,
  win: PrivacyManagerWindow = window as unknown as PrivacyManagerWindow,
): boolean {
  const { consentPlatform: platform, usPrivacyManagerId: managerId } = config;
  if (!platform.accountId || !platform.baseEndpoint || !managerId) return false;
  const campaign = [win._sp_?.usnat, win._sp_?.ccpa].find(
    (c) => typeof c?.loadPrivacyManagerModal === 'function',
  );
  if (!campaign?.loadPrivacyManagerModal) return false;
  campaign.loadPrivacyManagerModal(Number(managerId) || managerId);
  return true;
}

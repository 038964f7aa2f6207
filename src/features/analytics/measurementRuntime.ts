import * as webVitals from 'web-vitals';

import { selectConsentReady, selectGdprApplies, selectMayLoadTracking } from '@/features/consent';
import { audienceMeasurementConsent, selectGpc, selectPrivacySetting } from '@/features/privacy';
import { selectConfig } from '@/features/config/configSlice';
import { selectIsBot } from '@/features/user/userSlice';
import type { AppStore } from '@/store/rootState';

import { eventQueued, makeEvent } from './analyticsSlice';
import { startEventLogger } from './eventLogger';
import { audienceConsent, injectVendors, planVendors } from './vendors';
import { startVitalsReporting, type VitalsLibrary } from './vitalsReporter';

/** Errors logged per page at most, and the least time between two. */
export const MAX_ERRORS_PER_PAGE = 10;
export const ERROR_INTERVAL_MS = 1000;

/** The source of an error without its query (which may carry tokens). */
const sourceOf = (url: string | undefined) => (url ?? '').split(/[?#]/)[0]?.slice(0, 200) ?? '';

/**
 * Queues the page's uncaught errors and unhandled rejections as `error` events (necessary: sent
 * without the device id when measurement is not allowed), at most 10 a page and one a second.
 */
export function startErrorLogging(store: AppStore, win: Window = window): () => void {
  let count = 0;
  let last = -Infinity;
  const queue = (kind: string, message: string, extra: Record<string, string | number>) => {
    const now = Date.now();
    if (count >= MAX_ERRORS_PER_PAGE || now - last < ERROR_INTERVAL_MS) return;
    count += 1;
    last = now;
    store.dispatch(
      eventQueued(
        makeEvent(
          'error',
          { kind, message, path: win.location.pathname, ...extra },
          { necessary: true, now },
        ),
      ),
    );
  };
  const onError = (e: ErrorEvent) =>
    queue('error', e.message || String(e.error), {
      source: sourceOf(e.filename),
      line: e.lineno,
      column: e.colno,
    });
  const onRejection = (e: PromiseRejectionEvent) => {
    const reason: unknown = e.reason;
    queue('unhandledrejection', reason instanceof Error ? reason.message : String(reason), {});
  };
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}

/**
 * Injects the analytics vendors once the visitor allows them, and audience measurement with its
 * consent flag once that is known (looked at again whenever what decides it changes). A script once loaded stays for the page: a later opt-out applies from the next page.
 */
export function startVendorLoading(store: AppStore, win: Window = window): () => void {
  let lastPlan = '';
  const check = () => {
    const state = store.getState();
    const mayLoadTracking = selectMayLoadTracking(state);
    const plan = planVendors({
      config: selectConfig(state),
      isBot: selectIsBot(state),
      mayLoadTracking,
      csUcfr: audienceConsent({
        ready: selectConsentReady(state),
        gdpr: selectGdprApplies(state),
        mayLoadTracking,
        usFlag: audienceMeasurementConsent({
          optedOut: selectPrivacySetting(state, 'statePrivacy').optedOut,
          gpc: selectGpc(state).enabled,
        }),
      }),
    });
    const key = JSON.stringify(plan);
    if (key === lastPlan) return;
    lastPlan = key;
    injectVendors(plan, win);
  };
  check();
  return store.subscribe(check);
}

/**
 * Everything the browser measures, started after start-up (it arrives with the bootstraps):
 * the event log's sender, error events, Core Web Vitals reports and the analytics vendors. Never
 * started for a crawler. Answers a function that stops it all.
 */
export function startMeasurement(store: AppStore, win: Window = window): () => void {
  if (selectIsBot(store.getState())) return () => undefined;
  const stops = [
    startEventLogger({ store, win }),
    startErrorLogging(store, win),
    startVendorLoading(store, win),
  ];
  const library: VitalsLibrary = webVitals;
  stops.push(startVitalsReporting({ library, path: win.location.pathname, win }));
  return () => stops.forEach((stop) => stop());
}

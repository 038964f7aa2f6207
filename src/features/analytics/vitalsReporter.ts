import { createRateLimitedQueue } from './rateLimitedQueue';
import {
  VITALS_ENDPOINT,
  VITALS_QUEUE_MAX,
  VITALS_REPORT_INTERVAL_MS,
  vitalReport,
  type MeasuredVital,
  type VitalReport,
} from './vitalsRules';

/** Sends one report: `navigator.sendBeacon` (text/plain), else a keepalive fetch. */
export function beaconVital(report: VitalReport, win: Window = window): void {
  const body = JSON.stringify(report);
  try {
    if (win.navigator.sendBeacon?.(VITALS_ENDPOINT, body)) return;
  } catch {
    // Some browsers throw instead of answering false: fall through to fetch.
  }
  void win
    .fetch(VITALS_ENDPOINT, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    })
    .catch(() => undefined);
}

/** The web-vitals functions the reporter registers (the library's, or a test's). */
export type VitalsLibrary = Record<
  'onCLS' | 'onFCP' | 'onINP' | 'onLCP' | 'onTTFB',
  (callback: (metric: MeasuredVital) => void) => void
>;

/**
 * Reports the page's Core Web Vitals above their thresholds, one every 2 s at most with up to 10
 * waiting; what waits is sent at once when the page is hidden or left (no timer runs after). The
 * metrics belong to the document's first page (web-vitals measures hard navigations), so the
 * landing path is captured at start. Answers a function that stops it.
 */
export function startVitalsReporting(options: {
  library: VitalsLibrary;
  path: string;
  win?: Window;
  send?: (report: VitalReport) => void;
}): () => void {
  const win = options.win ?? window;
  const send = options.send ?? ((report: VitalReport) => beaconVital(report, win));
  const queue = createRateLimitedQueue<VitalReport>({
    intervalMs: VITALS_REPORT_INTERVAL_MS,
    max: VITALS_QUEUE_MAX,
    send,
  });
  const page = { path: options.path, width: win.innerWidth };
  let stopped = false;
  const onMetric = (metric: MeasuredVital) => {
    if (stopped) return;
    const report = vitalReport(metric, page);
    if (report) queue.push(report);
  };
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = options.library;
  for (const register of [onCLS, onFCP, onINP, onLCP, onTTFB]) register(onMetric);
  // web-vitals reports CLS and INP when the page is hidden: flush after its listeners ran.
  const onHidden = () => {
    if (win.document.visibilityState === 'hidden') setTimeout(() => queue.flush(), 0);
  };
  const onPageHide = () => queue.flush();
  win.document.addEventListener('visibilitychange', onHidden);
  win.addEventListener('pagehide', onPageHide);
  return () => {
    stopped = true;
    queue.stop();
    win.document.removeEventListener('visibilitychange', onHidden);
    win.removeEventListener('pagehide', onPageHide);
  };
}

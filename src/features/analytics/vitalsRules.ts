import { pageIdFor } from '@/lib/routes/pageRoutes';

/** The metrics reported, and the value above which each is reported (ms; CLS unitless). */
export const VITAL_THRESHOLDS = {
  CLS: 0.09,
  TTFB: 750,
  LCP: 2300,
  INP: 175,
  FCP: 1700,
} as const;

export type VitalName = keyof typeof VITAL_THRESHOLDS;

/** Least time between two reports, and the most reports waiting their turn. */
export const VITALS_REPORT_INTERVAL_MS = 2000;
export const VITALS_QUEUE_MAX = 10;

/** Where the reports go (this site). */
export const VITALS_ENDPOINT = '/web2/api/vitals';

/** The part of a web-vitals metric the reporter reads. */
export interface MeasuredVital {
  name: string;
  value: number;
  rating: 'good' | 'needs-improvement' | 'poor';
  navigationType: string;
}

/** One report as POST /web2/api/vitals takes it. */
export interface VitalReport {
  name: VitalName;
  value: number;
  rating: MeasuredVital['rating'];
  navigationType: string;
  pageType: string;
  path: string;
  deviceClass: DeviceClass;
}

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

const isVitalName = (name: string): name is VitalName => name in VITAL_THRESHOLDS;

/** True for a metric the site reports whose value is above its threshold. */
export function shouldReport(metric: Pick<MeasuredVital, 'name' | 'value'>): boolean {
  return isVitalName(metric.name) && metric.value > VITAL_THRESHOLDS[metric.name];
}

/** The device class of a viewport width: mobile up to 720 px, tablet to 1030, desktop from 1031. */
export function deviceClassFor(width: number): DeviceClass {
  if (width <= 720) return 'mobile';
  if (width <= 1030) return 'tablet';
  return 'desktop';
}

/** The page type of a path: its page id in the page table, else `other`. */
export function pageTypeFor(path: string): string {
  return pageIdFor(path) ?? 'other';
}

/**
 * The report of a metric on a page, or null when it is not reported (unknown, or not above its
 * threshold). The path loses its query and fragment (they may hold a search or a token), values
 * are rounded (ms to 0.1, CLS to 0.0001).
 */
export function vitalReport(
  metric: MeasuredVital,
  page: { path: string; width: number },
): VitalReport | null {
  if (!isVitalName(metric.name) || !shouldReport(metric)) return null;
  const path = (page.path.split(/[?#]/)[0] || '/').slice(0, 256);
  const digits = metric.name === 'CLS' ? 10_000 : 10;
  return {
    name: metric.name,
    value: Math.round(metric.value * digits) / digits,
    rating: metric.rating,
    navigationType: metric.navigationType,
    pageType: pageTypeFor(path),
    path,
    deviceClass: deviceClassFor(page.width),
  };
}

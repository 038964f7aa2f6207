import { z } from 'zod';

/** The Core Web Vitals the site reports (each only above its threshold, see the browser side). */
export const VITAL_METRICS = ['CLS', 'FCP', 'INP', 'LCP', 'TTFB'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** Largest beacon body accepted, bytes: one report is well under 1 kB. */
export const MAX_VITAL_BODY_BYTES = 2048;

/** Largest value stored per metric: milliseconds for the timings, the score for CLS. */
export const MAX_VITAL_VALUE: Record<VitalMetric, number> = {
  CLS: 100,
  FCP: 600_000,
  INP: 600_000,
  LCP: 600_000,
  TTFB: 600_000,
};

/** How the page was reached (web-vitals' `navigationType`). */
export const NAVIGATION_TYPES = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
] as const;

/** One report sent by the browser to POST /web2/api/vitals. */
export const vitalReportSchema = z
  .strictObject({
    name: z.enum(VITAL_METRICS),
    value: z.number().finite().min(0),
    rating: z.enum(['good', 'needs-improvement', 'poor']),
    navigationType: z.enum(NAVIGATION_TYPES),
    /** A page id of the page table (lower case, digits, `-` and `/`), or `other`. */
    pageType: z.string().regex(/^[a-z0-9][a-z0-9/-]{0,63}$/, 'must be a page id'),
    /** The page's path: starts with one `/`, no query or fragment. */
    path: z
      .string()
      .max(256)
      .regex(/^\/(?!\/)[^?#\s]*$/, 'must be a path without query or fragment'),
    deviceClass: z.enum(['mobile', 'tablet', 'desktop']),
  })
  .superRefine((report, ctx) => {
    if (report.value > MAX_VITAL_VALUE[report.name]) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: `must be at most ${MAX_VITAL_VALUE[report.name]} for ${report.name}`,
      });
    }
  });

/** A validated report. */
export type VitalReport = z.infer<typeof vitalReportSchema>;

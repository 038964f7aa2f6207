import '@/server/serverOnly';

import { randomUUID } from 'node:crypto';

import type { Kysely } from 'kysely';

import type { Database } from '@/server/db/database';
import { isBot } from '@/server/profile/userAgent';

import {
  deleteWebVitalsBefore,
  insertWebVital,
  selectDailyP75,
  selectPathP75,
  type DailyP75Row,
  type PathP75Row,
} from './vitals.repository';
import { vitalReportSchema, type VitalMetric } from './vitals.schema';

/** Days of reports kept; older ones are deleted as new ones arrive. */
export const VITALS_RETENTION_DAYS = 90;
/** Least time between two prunes of one process. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** `YYYY-MM-DD` (UTC) of a time. */
export const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

const DAY_MS = 24 * 60 * 60 * 1000;

/** Test seams: the clock and the id generator. */
export interface RecordVitalDeps {
  now?: () => Date;
  newId?: () => string;
}

let lastPrune = 0;

/**
 * Validates a browser's report (a ZodError, so a 400, when invalid) and stores it, unless the
 * caller is a crawler ('ignored'). Reports older than the retention are pruned at most hourly.
 */
export async function recordVital(
  db: Kysely<Database>,
  body: unknown,
  userAgent: string | undefined,
  deps: RecordVitalDeps = {},
): Promise<'stored' | 'ignored'> {
  const report = vitalReportSchema.parse(body);
  if (isBot(userAgent)) return 'ignored';
  const now = deps.now?.() ?? new Date();
  await insertWebVital(db, {
    id: (deps.newId ?? randomUUID)(),
    received_at: now.toISOString(),
    day: utcDay(now),
    page_type: report.pageType,
    path: report.path,
    metric: report.name,
    value: report.value,
    rating: report.rating,
    navigation_type: report.navigationType,
    device_class: report.deviceClass,
  });
  if (now.getTime() - lastPrune >= PRUNE_EVERY_MS) {
    lastPrune = now.getTime();
    await deleteWebVitalsBefore(
      db,
      utcDay(new Date(now.getTime() - VITALS_RETENTION_DAYS * DAY_MS)),
    );
  }
  return 'stored';
}

/** The metrics the dashboard charts, in its order. */
export const DASHBOARD_METRICS: readonly VitalMetric[] = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];
/** The metrics whose worst pages the dashboard lists. */
export const WORST_PAGE_METRICS = ['LCP', 'INP', 'CLS'] as const;
/** Pages listed per worst-pages table. */
export const WORST_PAGES_LIMIT = 10;

/** One point of a chart: a day's p75 and the number of reports it is made of. */
export interface DailyPoint {
  day: string;
  p75: number;
  count: number;
}

/** The dashboard's data (plain JSON, page props). */
export interface VitalsDashboardData {
  /** The days shown, oldest first (`YYYY-MM-DD`). */
  days: string[];
  /** Per page type (alphabetical), per metric: the days that have reports. */
  pageTypes: { pageType: string; metrics: { metric: VitalMetric; points: DailyPoint[] }[] }[];
  /** Per metric, the paths with the highest p75, worst first. */
  worst: { metric: (typeof WORST_PAGE_METRICS)[number]; pages: Omit<PathP75Row, 'metric'>[] }[];
}

/** The dashboard for the `days` days up to today (UTC). */
export async function loadVitalsDashboard(
  db: Kysely<Database>,
  options: { days?: number; now?: Date } = {},
): Promise<VitalsDashboardData> {
  const count = options.days ?? 14;
  const now = options.now ?? new Date();
  const days = Array.from({ length: count }, (_, i) =>
    utcDay(new Date(now.getTime() - (count - 1 - i) * DAY_MS)),
  );
  const fromDay = days[0] ?? utcDay(now);
  const [daily, paths] = await Promise.all([
    selectDailyP75(db, fromDay),
    selectPathP75(db, fromDay),
  ]);
  return { days, pageTypes: groupDaily(daily), worst: worstPages(paths) };
}

/** Groups p75 rows per page type and metric (metrics in the dashboard's order). */
export function groupDaily(rows: readonly DailyP75Row[]): VitalsDashboardData['pageTypes'] {
  const byType = new Map<string, Map<VitalMetric, DailyPoint[]>>();
  for (const row of rows) {
    const metrics = byType.get(row.pageType) ?? new Map<VitalMetric, DailyPoint[]>();
    byType.set(row.pageType, metrics);
    const points = metrics.get(row.metric) ?? [];
    metrics.set(row.metric, points);
    points.push({ day: row.day, p75: row.p75, count: row.count });
  }
  return [...byType.keys()].sort().map((pageType) => {
    const metrics = byType.get(pageType) ?? new Map<VitalMetric, DailyPoint[]>();
    return {
      pageType,
      metrics: DASHBOARD_METRICS.filter((m) => metrics.has(m)).map((metric) => ({
        metric,
        points: [...(metrics.get(metric) ?? [])].sort((a, b) => a.day.localeCompare(b.day)),
      })),
    };
  });
}

/** The paths with the highest p75 per metric (ties: more reports first, then by path). */
export function worstPages(rows: readonly PathP75Row[]): VitalsDashboardData['worst'] {
  return WORST_PAGE_METRICS.map((metric) => ({
    metric,
    pages: rows
      .filter((r) => r.metric === metric)
      .sort((a, b) => b.p75 - a.p75 || b.count - a.count || a.path.localeCompare(b.path))
      .slice(0, WORST_PAGES_LIMIT)
      .map(({ path, pageType, p75, count }) => ({ path, pageType, p75, count })),
  }));
}

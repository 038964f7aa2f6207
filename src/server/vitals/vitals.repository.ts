import '@/server/serverOnly';

import { sql, type Insertable, type Kysely } from 'kysely';

import type { Database, WebVitalsTable } from '@/server/db/database';

import type { VitalMetric } from './vitals.schema';

export type NewWebVitalRow = Insertable<WebVitalsTable>;

/** Stores one report. */
export async function insertWebVital(db: Kysely<Database>, row: NewWebVitalRow): Promise<void> {
  await db.insertInto('web_vitals').values(row).execute();
}

/** Deletes the reports of the days before `day` (`YYYY-MM-DD`); answers how many went. */
export async function deleteWebVitalsBefore(db: Kysely<Database>, day: string): Promise<number> {
  const result = await db.deleteFrom('web_vitals').where('day', '<', day).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The 75th percentile of one metric for one group. */
export interface P75Row {
  metric: VitalMetric;
  p75: number;
  count: number;
}

/** The p75 of each metric per page type and day. */
export interface DailyP75Row extends P75Row {
  day: string;
  pageType: string;
}

/** The p75 of each metric per path (with its page type). */
export interface PathP75Row extends P75Row {
  path: string;
  pageType: string;
}

/**
 * The nearest-rank 75th percentile of `value` per group, in SQL that SQLite (3.25+) and
 * PostgreSQL both run: rows ranked by value within their group (window functions), the p75 being
 * the smallest value whose rank r satisfies r ≥ 0.75·n, written 4r ≥ 3n to stay in integers.
 */
function p75Query(db: Kysely<Database>, groupBy: 'day' | 'path', fromDay: string) {
  const group = sql.ref(groupBy);
  return sql<{
    g: string;
    page_type: string;
    metric: VitalMetric;
    p75: number | string;
    n: number | string;
  }>`
    select g, page_type, metric, min(value) as p75, max(n) as n
    from (
      select ${group} as g, page_type, metric, value,
        row_number() over (partition by ${group}, page_type, metric order by value) as r,
        count(*) over (partition by ${group}, page_type, metric) as n
      from web_vitals
      where day >= ${fromDay}
    ) ranked
    where 4 * r >= 3 * n
    group by g, page_type, metric
    order by g, page_type, metric
  `.execute(db);
}

/** p75 per day, page type and metric for the days from `fromDay` (`YYYY-MM-DD`) on. */
export async function selectDailyP75(
  db: Kysely<Database>,
  fromDay: string,
): Promise<DailyP75Row[]> {
  const { rows } = await p75Query(db, 'day', fromDay);
  return rows.map((r) => ({
    day: r.g,
    pageType: r.page_type,
    metric: r.metric,
    p75: Number(r.p75),
    count: Number(r.n),
  }));
}

/** p75 per path and metric over the days from `fromDay` on. */
export async function selectPathP75(db: Kysely<Database>, fromDay: string): Promise<PathP75Row[]> {
  const { rows } = await p75Query(db, 'path', fromDay);
  return rows.map((r) => ({
    path: r.g,
    pageType: r.page_type,
    metric: r.metric,
    p75: Number(r.p75),
    count: Number(r.n),
  }));
}

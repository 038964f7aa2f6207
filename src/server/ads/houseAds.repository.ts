import '@/server/serverOnly';

import type { Kysely, Selectable } from 'kysely';

import type { Database, HouseAdCreativesTable } from '@/server/db/database';
import { DAY_MS } from '@/server/durations';

export type HouseCreativeRow = Selectable<HouseAdCreativesTable>;

/** A counted event: which served ad, where, and the marks that make it count once. */
export interface HouseAdEvent {
  creativeId: string;
  pageId: string;
  slotId: string;
  /** Keys that, once written, make a repeat of this event a no-op (e.g. `i:<nonce>`). */
  marks: string[];
  now: Date;
}

/** A device's impression that counts towards the frequency cap. */
export interface CapCount {
  deviceHash: string;
  windowStart: string;
}

/** What recording an event did: counted it, saw one of its marks already, or found no creative. */
export type EventOutcome = 'counted' | 'repeat' | 'unknown';

const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** Active creatives of exactly this size, by id (the weights are applied by the caller). */
export async function listActiveCreatives(
  db: Kysely<Database>,
  width: number,
  height: number,
): Promise<HouseCreativeRow[]> {
  return db
    .selectFrom('house_ad_creatives')
    .selectAll()
    .where('width', '=', width)
    .where('height', '=', height)
    .where('active', '=', 1)
    .orderBy('id')
    .execute();
}

/** A creative by id, active or not. */
export async function findCreative(
  db: Kysely<Database>,
  id: string,
): Promise<HouseCreativeRow | undefined> {
  return db.selectFrom('house_ad_creatives').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Ids of the creatives this device has seen at least `limit` times in the window. */
export async function cappedCreativeIds(
  db: Kysely<Database>,
  cap: CapCount,
  limit: number,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('house_ad_caps')
    .select('creative_id')
    .where('device_hash', '=', cap.deviceHash)
    .where('window_start', '=', cap.windowStart)
    .where('count', '>=', limit)
    .execute();
  return new Set(rows.map((r) => r.creative_id));
}

/**
 * Counts one impression or click in one transaction: writes the event's marks (any already there
 * makes it a repeat and nothing is counted), adds one to the day's count for the creative, page
 * and slot, and (impressions of a known device) one to the device's cap window. Marks older than
 * two days and cap windows that ended are pruned on the way. Every write is an insert-or-update on
 * the primary key, so concurrent events never lose a count on SQLite or PostgreSQL.
 */
export async function recordHouseAdEvent(
  db: Kysely<Database>,
  kind: 'impression' | 'click',
  event: HouseAdEvent,
  cap: CapCount | null = null,
): Promise<EventOutcome> {
  const day = dayOf(event.now);
  const pruneBefore = dayOf(new Date(event.now.getTime() - 2 * DAY_MS));
  return db
    .transaction()
    .execute(async (trx) => {
      const creative = await trx
        .selectFrom('house_ad_creatives')
        .select('id')
        .where('id', '=', event.creativeId)
        .executeTakeFirst();
      if (!creative) return 'unknown';
      await trx.deleteFrom('house_ad_marks').where('day', '<', pruneBefore).execute();
      for (const mark of event.marks) {
        const written = await trx
          .insertInto('house_ad_marks')
          .values({ mark, day })
          .onConflict((oc) => oc.column('mark').doNothing())
          .executeTakeFirst();
        // Throwing rolls back the marks written before this one.
        if (Number(written.numInsertedOrUpdatedRows ?? 0) === 0) throw new RepeatedEvent();
      }
      await trx
        .insertInto('house_ad_events')
        .values({
          creative_id: event.creativeId,
          kind,
          page_id: event.pageId,
          slot_id: event.slotId,
          day,
          count: 1,
        })
        .onConflict((oc) =>
          oc
            .columns(['creative_id', 'kind', 'page_id', 'slot_id', 'day'])
            .doUpdateSet((eb) => ({ count: eb('house_ad_events.count', '+', 1) })),
        )
        .execute();
      if (cap && kind === 'impression') {
        // Windows that ended no longer cap anyone (every device's, through the window index).
        await trx.deleteFrom('house_ad_caps').where('window_start', '<', cap.windowStart).execute();
        await trx
          .insertInto('house_ad_caps')
          .values({
            device_hash: cap.deviceHash,
            creative_id: event.creativeId,
            window_start: cap.windowStart,
            count: 1,
          })
          .onConflict((oc) =>
            oc
              .columns(['device_hash', 'creative_id', 'window_start'])
              .doUpdateSet((eb) => ({ count: eb('house_ad_caps.count', '+', 1) })),
          )
          .execute();
      }
      return 'counted' as const;
    })
    .catch((err: unknown) => {
      if (err instanceof RepeatedEvent) return 'repeat' as const;
      throw err;
    });
}

class RepeatedEvent extends Error {
  constructor() {
    super('House ad event already counted');
  }
}

/** One line of the report: a creative's impressions and clicks on one UTC day. */
export interface HouseAdReportRow {
  day: string;
  creativeId: string;
  name: string;
  impressions: number;
  clicks: number;
  /** Clicks per impression, 0 without impressions. */
  clickThroughRate: number;
}

/**
 * Impressions and clicks per creative per UTC day from `from` to `to` (`YYYY-MM-DD`, both
 * included), newest day first, then by creative id.
 */
export async function houseAdReport(
  db: Kysely<Database>,
  from: string,
  to: string,
): Promise<HouseAdReportRow[]> {
  const rows = await db
    .selectFrom('house_ad_events as e')
    .leftJoin('house_ad_creatives as c', 'c.id', 'e.creative_id')
    .select((eb) => [
      'e.day',
      'e.creative_id',
      'c.name',
      'e.kind',
      eb.fn.sum<number | string>('e.count').as('total'),
    ])
    .where('e.day', '>=', from)
    .where('e.day', '<=', to)
    .groupBy(['e.day', 'e.creative_id', 'c.name', 'e.kind'])
    .execute();
  const byKey = new Map<string, HouseAdReportRow>();
  for (const row of rows) {
    const key = `${row.day}|${row.creative_id}`;
    const line = byKey.get(key) ?? {
      day: row.day,
      creativeId: row.creative_id,
      name: row.name ?? row.creative_id,
      impressions: 0,
      clicks: 0,
      clickThroughRate: 0,
    };
    if (row.kind === 'impression') line.impressions += Number(row.total);
    else line.clicks += Number(row.total);
    byKey.set(key, line);
  }
  return [...byKey.values()]
    .map((line) => ({
      ...line,
      clickThroughRate: line.impressions > 0 ? line.clicks / line.impressions : 0,
    }))
    .sort((a, b) =>
      a.day === b.day ? a.creativeId.localeCompare(b.creativeId) : b.day.localeCompare(a.day),
    );
}

import type { Insertable, Kysely, Selectable } from 'kysely';

import type { Database, EventLogsTable } from '@/server/db/database';

/** A row to insert into `event_logs`. */
export type NewEventLogRow = Insertable<EventLogsTable>;
/** A stored `event_logs` row (PostgreSQL answers `ts` as a string). */
export type EventLogRow = Selectable<EventLogsTable>;

/** Inserts the rows in one statement; the caller decides the transaction. */
export async function insertEventLogs(
  db: Kysely<Database>,
  rows: readonly NewEventLogRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('event_logs')
    .values([...rows])
    .execute();
}

/** Stored events, oldest first, optionally of one device. */
export function selectEventLogs(db: Kysely<Database>, deviceId?: string): Promise<EventLogRow[]> {
  let query = db.selectFrom('event_logs').selectAll();
  if (deviceId !== undefined) query = query.where('device_id', '=', deviceId);
  return query.orderBy('ts').orderBy('id').execute();
}

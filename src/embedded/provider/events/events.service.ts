import { randomUUID } from 'node:crypto';

import type { Kysely } from 'kysely';

import type { Database } from '@/server/db/database';
import { HttpError } from '@/server/http/httpError';

import { insertEventLogs, type NewEventLogRow } from './events.repository';
import { eventSubmitSchema, MAX_BODY_BYTES } from './events.schema';

/** Test seams: the clock and the id generator. */
export interface SubmitEventsDeps {
  now?: () => Date;
  newId?: () => string;
}

/** Answer of POST /clog/v1/submit. */
export interface SubmitEventsResult {
  accepted: number;
}

/**
 * Validates an event submission (one event) and stores it. A body over 64 kB answers 413, an
 * invalid one (a batch of several events included) a ZodError (400) before anything is written.
 */
export async function submitEvents(
  db: Kysely<Database>,
  body: unknown,
  deps: SubmitEventsDeps = {},
): Promise<SubmitEventsResult> {
  if (Buffer.byteLength(JSON.stringify(body ?? null), 'utf8') > MAX_BODY_BYTES) {
    throw new HttpError(413, `Event body exceeds ${MAX_BODY_BYTES / 1024} kB`);
  }
  const { metadata, events } = eventSubmitSchema.parse(body);
  const receivedAt = (deps.now?.() ?? new Date()).toISOString();
  const newId = deps.newId ?? randomUUID;
  const metadataJson = JSON.stringify(metadata);
  const rows: NewEventLogRow[] = events.map((e) => ({
    id: newId(),
    received_at: receivedAt,
    type: e.type,
    ts: e.ts,
    device_id: metadata.deviceId ?? null,
    metadata: metadataJson,
    data: JSON.stringify(e.data),
  }));
  await db.transaction().execute((trx) => insertEventLogs(trx, rows));
  return { accepted: rows.length };
}

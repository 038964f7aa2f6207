import '@/server/serverOnly';

import type { Transaction } from 'kysely';

import type { Database } from './database';

/**
 * Takes the write lock of one account or device row until the transaction ends, so writes that
 * read a list and then rewrite it (favourites and their positions, a sign-in merging a browser's
 * data) run one at a time per owner. PostgreSQL holds the row lock of an UPDATE until commit, and
 * a second transaction's UPDATE of the row waits for it (and then reads what the first wrote);
 * SQLite runs one write transaction at a time, and the UPDATE makes this one a writer from its
 * start. The UPDATE changes nothing, so it works on both without engine-specific SQL.
 * Lock devices before users, as every transaction that writes both does, so none can deadlock.
 */
export async function lockRowForWrite(
  trx: Transaction<Database>,
  table: 'devices' | 'users',
  id: string,
): Promise<void> {
  await trx
    .updateTable(table)
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', id)
    .execute();
}

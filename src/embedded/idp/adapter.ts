import type { Kysely } from 'kysely';
import type { Adapter, AdapterPayload } from 'oidc-provider';

import { getDb } from '@/server/db';
import type { Database } from '@/server/db/database';

/** How the adapter reaches its database (injectable for tests). */
export type DbGetter = () => Promise<Kysely<Database>>;

const nowMs = () => Date.now();
/** Expired rows are swept at most this often per process. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;
let lastSweep = 0;

/**
 * oidc-provider's storage in the `oidc_payloads` table: one row per (model name, id) with the
 * JSON payload and the columns the provider looks things up by. Expired rows answer undefined
 * and are swept now and then; works on SQLite and PostgreSQL alike.
 */
export class OidcDbAdapter implements Adapter {
  constructor(
    private readonly name: string,
    private readonly db: DbGetter = getDb,
  ) {}

  /** Stores (or replaces) a model's payload, expiring after `expiresIn` seconds when given. */
  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const db = await this.db();
    const row = {
      id,
      type: this.name,
      payload: JSON.stringify(payload),
      grant_id: payload.grantId ?? null,
      user_code: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expires_at: expiresIn ? nowMs() + expiresIn * 1000 : null,
      consumed_at: null,
    };
    await db
      .insertInto('oidc_payloads')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['type', 'id']).doUpdateSet({
          payload: row.payload,
          grant_id: row.grant_id,
          user_code: row.user_code,
          uid: row.uid,
          expires_at: row.expires_at,
          consumed_at: null,
        }),
      )
      .execute();
    if (nowMs() - lastSweep > SWEEP_EVERY_MS) {
      lastSweep = nowMs();
      void sweepExpired(db).catch((err: unknown) =>
        console.error('oidc_payloads sweep failed', err),
      );
    }
  }

  private async findBy(
    column: 'id' | 'uid' | 'user_code',
    value: string,
  ): Promise<AdapterPayload | undefined> {
    const db = await this.db();
    const row = await db
      .selectFrom('oidc_payloads')
      .select(['payload', 'expires_at', 'consumed_at'])
      .where('type', '=', this.name)
      .where(column, '=', value)
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.expires_at != null && Number(row.expires_at) <= nowMs()) return undefined;
    const payload = JSON.parse(row.payload) as AdapterPayload;
    return row.consumed_at != null
      ? { ...payload, consumed: Math.floor(Number(row.consumed_at) / 1000) }
      : payload;
  }

  /** The payload stored under this id, unless missing or expired. */
  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findBy('id', id);
  }

  /** The payload with this user code (device flow; unused here but part of the contract). */
  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findBy('user_code', userCode);
  }

  /** The payload with this uid (sessions). */
  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findBy('uid', uid);
  }

  /** Marks a payload consumed (codes, rotated refresh tokens); `find` then reports `consumed`. */
  async consume(id: string): Promise<void> {
    const db = await this.db();
    await db
      .updateTable('oidc_payloads')
      .set({ consumed_at: nowMs() })
      .where('type', '=', this.name)
      .where('id', '=', id)
      .execute();
  }

  /** Deletes a payload. */
  async destroy(id: string): Promise<void> {
    const db = await this.db();
    await db
      .deleteFrom('oidc_payloads')
      .where('type', '=', this.name)
      .where('id', '=', id)
      .execute();
  }

  /** Deletes every model of a grant (its codes and tokens, whatever this adapter's model name). */
  async revokeByGrantId(grantId: string): Promise<void> {
    const db = await this.db();
    await db.deleteFrom('oidc_payloads').where('grant_id', '=', grantId).execute();
  }
}

/** Deletes every expired row; answers how many went. */
export async function sweepExpired(db: Kysely<Database>, now = nowMs()): Promise<number> {
  const result = await db
    .deleteFrom('oidc_payloads')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

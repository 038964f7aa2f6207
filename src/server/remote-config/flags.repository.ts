import '@/server/serverOnly';

import type { Kysely } from 'kysely';

import type { Database } from '@/server/db/database';

/** A stored flag. */
export interface RemoteFlag {
  name: string;
  value: string;
  description: string;
  updatedAt: string;
}

/** What the template holds: its flags and its version (0 before it was ever seeded). */
export interface RemoteTemplate {
  version: number;
  flags: RemoteFlag[];
}

/** A flag the template starts with. */
export interface SeedFlag {
  name: string;
  value: string;
  description: string;
}

const TEMPLATE_ID = 1;

async function templateVersion(db: Kysely<Database>): Promise<number | null> {
  const row = await db
    .selectFrom('remote_config_template')
    .select('version')
    .where('id', '=', TEMPLATE_ID)
    .executeTakeFirst();
  return row ? Number(row.version) : null;
}

/** Raises the template's version by one (inside the caller's transaction). */
async function bumpVersion(db: Kysely<Database>, now: string): Promise<number> {
  const current = await templateVersion(db);
  if (current === null) {
    await db
      .insertInto('remote_config_template')
      .values({ id: TEMPLATE_ID, version: 1, updated_at: now })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    return 1;
  }
  await db
    .updateTable('remote_config_template')
    .set({ version: current + 1, updated_at: now })
    .where('id', '=', TEMPLATE_ID)
    .execute();
  return current + 1;
}

/**
 * Writes the starting flags once, the first time the template is read or edited: when no template
 * row exists yet. Afterwards the template is what `npm run flags` made it (an unset flag stays
 * unset). Two instances seeding at once are safe: every insert skips what the other wrote.
 */
export async function seedTemplateIfNew(
  db: Kysely<Database>,
  seed: readonly SeedFlag[],
  now = new Date(),
): Promise<boolean> {
  if ((await templateVersion(db)) !== null) return false;
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    if (seed.length > 0) {
      await trx
        .insertInto('remote_flags')
        .values(seed.map((f) => ({ ...f, updated_at: at })))
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
    }
    await trx
      .insertInto('remote_config_template')
      .values({ id: TEMPLATE_ID, version: 1, updated_at: at })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  });
  return true;
}

/** The template: every flag by name, and the version. */
export async function readTemplate(db: Kysely<Database>): Promise<RemoteTemplate> {
  const [version, rows] = await Promise.all([
    templateVersion(db),
    db.selectFrom('remote_flags').selectAll().orderBy('name').execute(),
  ]);
  return {
    version: version ?? 0,
    flags: rows.map((r) => ({
      name: r.name,
      value: r.value,
      description: r.description,
      updatedAt: r.updated_at,
    })),
  };
}

/** Sets a flag (adding it when new; a description given replaces the stored one). */
export async function setFlag(
  db: Kysely<Database>,
  flag: { name: string; value: string; description?: string },
  now = new Date(),
): Promise<number> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('remote_flags')
      .values({
        name: flag.name,
        value: flag.value,
        description: flag.description ?? '',
        updated_at: at,
      })
      .onConflict((oc) =>
        oc.column('name').doUpdateSet({
          value: flag.value,
          updated_at: at,
          ...(flag.description === undefined ? {} : { description: flag.description }),
        }),
      )
      .execute();
    return bumpVersion(trx, at);
  });
}

/** Removes a flag; false when there was none of that name (nothing changes then). */
export async function unsetFlag(
  db: Kysely<Database>,
  name: string,
  now = new Date(),
): Promise<boolean> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom('remote_flags').where('name', '=', name).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    await bumpVersion(trx, at);
    return true;
  });
}

import type { Kysely, Selectable } from 'kysely';

import type { Database, UsersTable } from '@/server/db/database';

/** A stored account. */
export type UserRow = Selectable<UsersTable>;

/** The fields a new account is stored with. */
export interface NewUser {
  id: string;
  email: string;
  name: string;
  passwordHash: string;
}

/** The account with this id, if any. */
export function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The account with this (already lower-cased) email, if any. */
export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

/**
 * Stores a new account. Answers false (and stores nothing) when the email is taken; the unique
 * index decides, so two concurrent registrations of one email cannot both succeed.
 */
export async function insertUser(
  db: Kysely<Database>,
  user: NewUser,
  now: string,
): Promise<boolean> {
  const result = await db
    .insertInto('users')
    .values({
      id: user.id,
      email: user.email,
      name: user.name,
      password_hash: user.passwordHash,
      temp_unit: null,
      wind_unit: null,
      pressure_unit: null,
      rain_unit: null,
      created_at: now,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

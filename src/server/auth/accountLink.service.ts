import '@/server/serverOnly';

import { randomUUID } from 'node:crypto';

import type { Kysely, Transaction } from 'kysely';

import type { Database } from '@/server/db/database';
import { lockRowForWrite } from '@/server/db/rowLock';
import { removeAccountPushOnDevice } from '@/server/push/push.service';
import type { Locality } from '@/types/location';

/** What the identity provider told us about the signed-in person. */
export interface SignedInUser {
  sub: string;
  name: string;
  email: string;
}

/**
 * Links a device to an account and merges the device's data into it, in one transaction (all of
 * it or none, so a failure part-way leaves both lists as they were): favourites the account lacks
 * are copied to it (a place already there is not repeated), positions stay contiguous (the
 * account's first, then the device's). The device keeps its own rows, which it shows again after
 * sign-out; a renewed sign-in of the account already linked copies nothing, so a favourite deleted
 * from the account does not come back with the next token. Units go to the account when it has
 * none yet, else the device takes the account's, so every browser of the account sees the same;
 * privacy choices are merged choice by choice when the device joins the account, an opt-out on
 * either side winning: signing in never undoes an opt-out (see `mergedOptOut`). Joining another
 * account counts the device's `link_generation` up (see `devices/accountLinkCookie.ts`).
 */
export async function linkDeviceToAccount(
  db: Kysely<Database>,
  deviceId: string,
  user: SignedInUser,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Sign-ins finishing together (two tabs, two browsers of the account) merge one after the
    // other, each reading what the one before wrote: the device's row first, then the account's.
    await lockRowForWrite(trx, 'devices', deviceId);
    // An account of an external identity provider is remembered on its first sign-in, with no
    // password and no email of ours (the provider owns the address; one of ours could hold it).
    await trx
      .insertInto('users')
      .values({
        id: user.sub,
        email: `${user.sub}@external.invalid`,
        name: user.name,
        password_hash: '!',
        temp_unit: null,
        wind_unit: null,
        pressure_unit: null,
        rain_unit: null,
        created_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await lockRowForWrite(trx, 'users', user.sub);
    const account = await trx
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.sub)
      .executeTakeFirstOrThrow();
    const device = await trx
      .selectFrom('devices')
      .selectAll()
      .where('id', '=', deviceId)
      .executeTakeFirstOrThrow();

    if (device.user_id !== account.id) await copyDeviceFavorites(trx, deviceId, account.id);

    if (account.temp_unit === null) {
      await trx
        .updateTable('users')
        .set({
          temp_unit: device.temp_unit,
          wind_unit: device.wind_unit,
          pressure_unit: device.pressure_unit,
          rain_unit: device.rain_unit,
        })
        .where('id', '=', account.id)
        .execute();
    }
    const units =
      account.temp_unit === null
        ? {}
        : {
            temp_unit: account.temp_unit,
            wind_unit: account.wind_unit ?? 1,
            pressure_unit: account.pressure_unit ?? 1,
            rain_unit: account.rain_unit ?? 1,
          };
    // Merged when this device joins the account; a device already linked (a token renewal posts
    // here again) takes the account's choices, so an opt-in made on another of its browsers holds.
    const joining = device.user_id !== account.id;
    const choice = (accountValue: number | null, deviceValue: number | null) =>
      joining ? mergedOptOut(accountValue, deviceValue) : (accountValue ?? deviceValue);
    const accountPrivacy = {
      state_privacy_opt_out: choice(account.state_privacy_opt_out, device.state_privacy_opt_out),
      limit_use_opt_out: choice(account.limit_use_opt_out, device.limit_use_opt_out),
    };
    await trx.updateTable('users').set(accountPrivacy).where('id', '=', account.id).execute();
    await trx
      .updateTable('devices')
      .set((eb) => ({
        user_id: account.id,
        ...(joining ? { link_generation: eb('link_generation', '+', 1) } : {}),
        ...units,
        ...accountPrivacy,
        updated_at: new Date().toISOString(),
      }))
      .where('id', '=', deviceId)
      .execute();
  });
}

/**
 * One privacy choice of an account and of a device signing in to it (1 opted out, 0 not, null
 * never chosen): opted out if either opted out, else whichever has chosen. A visitor who opted
 * out on this browser and then signs in to an account that once chose otherwise stays opted out,
 * and so does the account: a sign-in is not a request to sell or share again. Opting back in
 * stays one explicit choice away.
 */
export function mergedOptOut(account: number | null, device: number | null): number | null {
  if (account === 1 || device === 1) return 1;
  return account ?? device;
}

/**
 * Copies the device's own favourites (those saved while signed out) to the account, after the
 * account's (renumbered from zero), skipping places the account holds already. The copies are new
 * rows; the device's stay as they are.
 */
async function copyDeviceFavorites(
  trx: Transaction<Database>,
  deviceId: string,
  accountId: string,
): Promise<void> {
  const accountRows = await trx
    .selectFrom('favorite_locations')
    .selectAll()
    .where('user_id', '=', accountId)
    .orderBy('position')
    .orderBy('created_at')
    .execute();
  const deviceRows = await trx
    .selectFrom('favorite_locations')
    .selectAll()
    .where('device_id', '=', deviceId)
    .where('user_id', 'is', null)
    .orderBy('position')
    .orderBy('created_at')
    .execute();
  const slugOf = (row: { locality: string }) => (JSON.parse(row.locality) as Locality).SlugName;
  const known = new Set(accountRows.map(slugOf));
  for (const [index, row] of accountRows.entries()) {
    if (row.position !== index)
      await trx
        .updateTable('favorite_locations')
        .set({ position: index })
        .where('id', '=', row.id)
        .execute();
  }
  let position = accountRows.length;
  const now = new Date().toISOString();
  for (const row of deviceRows) {
    if (known.has(slugOf(row))) continue;
    known.add(slugOf(row));
    await trx
      .insertInto('favorite_locations')
      .values({
        ...row,
        id: randomUUID(),
        user_id: accountId,
        position: position++,
        created_at: now,
      })
      .execute();
  }
}

/**
 * Signs a device out of its account (the account keeps its data, the device its own). The alert
 * notifications the account asked for on this device stop: a shared device does not keep them.
 */
export async function unlinkDevice(db: Kysely<Database>, deviceId: string): Promise<void> {
  const linked = await db
    .selectFrom('devices')
    .select('user_id')
    .where('id', '=', deviceId)
    .executeTakeFirst();
  await removeAccountPushOnDevice(db, deviceId, linked?.user_id ?? null);
  await db
    .updateTable('devices')
    .set((eb) => ({
      user_id: null,
      link_generation: eb('link_generation', '+', 1),
      updated_at: new Date().toISOString(),
    }))
    .where('id', '=', deviceId)
    .execute();
}

/** The account's name, if the device is linked to one. */
export async function linkedAccountName(
  db: Kysely<Database>,
  userId: string | null,
): Promise<string | null> {
  if (!userId) return null;
  const row = await db
    .selectFrom('users')
    .select('name')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.name ?? null;
}

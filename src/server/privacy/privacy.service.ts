import '@/server/serverOnly';

import type { Kysely, Updateable } from 'kysely';

import type { Database, DevicesTable } from '@/server/db/database';
import { updateDevice, type DeviceRow } from '@/server/devices/devices.repository';

/** The privacy choices a device has made (null: not chosen). */
export interface PrivacyChoices {
  statePrivacyOptOut: boolean | null;
  limitUseOptOut: boolean | null;
  gpcSignal: boolean | null;
}

const flag = (v: number | null) => (v === null ? null : v === 1);

/** A device's privacy choices. */
export function privacyOf(device: DeviceRow): PrivacyChoices {
  return {
    statePrivacyOptOut: flag(device.state_privacy_opt_out),
    limitUseOptOut: flag(device.limit_use_opt_out),
    gpcSignal: flag(device.gpc_signal),
  };
}

/**
 * Records one opt-out on the device and, when the device is signed in, on its account (so the
 * account's other devices take it at their next sign-in or page), in one transaction, with any
 * other change to the device (`alsoOnDevice`).
 */
async function recordChoice(
  db: Kysely<Database>,
  device: Pick<DeviceRow, 'id' | 'user_id'>,
  column: 'state_privacy_opt_out' | 'limit_use_opt_out',
  optedOut: boolean,
  alsoOnDevice: Pick<Updateable<DevicesTable>, 'gpc_signal'> = {},
): Promise<void> {
  const value = optedOut ? 1 : 0;
  await db.transaction().execute(async (trx) => {
    await updateDevice(trx, device.id, { ...alsoOnDevice, [column]: value });
    if (device.user_id)
      await trx
        .updateTable('users')
        .set({ [column]: value })
        .where('id', '=', device.user_id)
        .execute();
  });
}

/** Records the "Do Not Sell/Share" opt-out (state privacy). */
export async function setStatePrivacy(
  db: Kysely<Database>,
  device: Pick<DeviceRow, 'id' | 'user_id'>,
  optedOut: boolean,
) {
  await recordChoice(db, device, 'state_privacy_opt_out', optedOut);
  return { statePrivacy: { enabled: optedOut } };
}

/** Records the "Limit the Use of My Sensitive Personal Information" opt-out. */
export async function setLimitUse(
  db: Kysely<Database>,
  device: Pick<DeviceRow, 'id' | 'user_id'>,
  optedOut: boolean,
) {
  await recordChoice(db, device, 'limit_use_opt_out', optedOut);
  return { limitUseOfPersonalInfo: { enabled: optedOut } };
}

/**
 * The privacy choices of a device, its account's first (they follow the account across devices),
 * else the device's own.
 */
export async function privacyChoicesOf(
  db: Kysely<Database>,
  device: DeviceRow,
): Promise<PrivacyChoices> {
  const own = privacyOf(device);
  if (!device.user_id) return own;
  const account = await db
    .selectFrom('users')
    .select(['state_privacy_opt_out', 'limit_use_opt_out'])
    .where('id', '=', device.user_id)
    .executeTakeFirst();
  return {
    statePrivacyOptOut: flag(account?.state_privacy_opt_out ?? null) ?? own.statePrivacyOptOut,
    limitUseOptOut: flag(account?.limit_use_opt_out ?? null) ?? own.limitUseOptOut,
    gpcSignal: own.gpcSignal,
  };
}

/**
 * Records a Global Privacy Control signal. A present signal is also a "Do Not Sell" opt-out, made
 * like one chosen by hand: on the device and, when it is signed in, on its account.
 */
export async function setGpcSignal(
  db: Kysely<Database>,
  device: Pick<DeviceRow, 'id' | 'user_id'>,
  gpcSignal: boolean,
) {
  if (gpcSignal) await recordChoice(db, device, 'state_privacy_opt_out', true, { gpc_signal: 1 });
  else await updateDevice(db, device.id, { gpc_signal: 0 });
  return { gpcSignal, doNotSell: gpcSignal };
}

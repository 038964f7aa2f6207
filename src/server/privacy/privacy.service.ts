import '@/server/serverOnly';

import type { Kysely } from 'kysely';

import type { Database } from '@/server/db/database';
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

/** Records the "Do Not Sell/Share" opt-out (state privacy). */
export async function setStatePrivacy(db: Kysely<Database>, deviceId: string, optedOut: boolean) {
  await updateDevice(db, deviceId, { state_privacy_opt_out: optedOut ? 1 : 0 });
  return { statePrivacy: { enabled: optedOut } };
}

/** Records the "Limit the Use of My Sensitive Personal Information" opt-out. */
export async function setLimitUse(db: Kysely<Database>, deviceId: string, optedOut: boolean) {
  await updateDevice(db, deviceId, { limit_use_opt_out: optedOut ? 1 : 0 });
  return { limitUseOfPersonalInfo: { enabled: optedOut } };
}

/** Records a Global Privacy Control signal; a present signal is also a "Do Not Sell" opt-out. */
export async function setGpcSignal(db: Kysely<Database>, deviceId: string, gpcSignal: boolean) {
  await updateDevice(
    db,
    deviceId,
    gpcSignal ? { gpc_signal: 1, state_privacy_opt_out: 1 } : { gpc_signal: 0 },
  );
  return { gpcSignal, doNotSell: gpcSignal };
}

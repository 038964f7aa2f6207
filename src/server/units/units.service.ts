import '@/server/serverOnly';

import type { Kysely } from 'kysely';
import { z } from 'zod';

import type { Database } from '@/server/db/database';
import type { DeviceRow } from '@/server/devices/devices.repository';
import { updateDevice } from '@/server/devices/devices.repository';

/** Unit values as the units API carries them (enumerations). */
export interface ApiUnitValues {
  /** The rain unit (1 inches, 2 millimeters, 3 centimeters); it also decides the unit system. */
  unitval: 1 | 2 | 3;
  tempUnitVal: 1 | 2;
  windUnitVal: 1 | 2 | 3 | 4;
  pressureUnitVal: 1 | 2;
}

const oneOf = <const T extends readonly number[]>(values: T, name: string) =>
  z.coerce
    .number()
    .refine(
      (v): v is T[number] => values.includes(v),
      `${name} must be one of ${values.join(', ')}`,
    );

/** The query of POST /web2/api/units/update. */
export const unitsUpdateSchema = z.object({
  appInstanceId: z.string().min(1).max(64),
  unitval: oneOf([1, 2, 3], 'unitval'),
  tempUnitVal: oneOf([1, 2], 'tempUnitVal'),
  windUnitVal: oneOf([1, 2, 3, 4], 'windUnitVal'),
  pressureUnitVal: oneOf([1, 2], 'pressureUnitVal'),
});

/** The unit system of a rain unit: inches gives english (1), anything else metric (2). */
export function unitSystemForRain(rainUnit: number): 1 | 2 {
  return rainUnit === 1 ? 1 : 2;
}

/** The units of a visitor without a device (a crawler): the defaults of a new device. */
export const DEFAULT_UNITS: Readonly<ApiUnitValues> = Object.freeze({
  unitval: 1,
  tempUnitVal: 1,
  windUnitVal: 1,
  pressureUnitVal: 1,
});

/** A device's units as the API answers them. */
export function unitsOf(device: DeviceRow): ApiUnitValues {
  return {
    unitval: device.rain_unit as ApiUnitValues['unitval'],
    tempUnitVal: device.temp_unit as ApiUnitValues['tempUnitVal'],
    windUnitVal: device.wind_unit as ApiUnitValues['windUnitVal'],
    pressureUnitVal: device.pressure_unit as ApiUnitValues['pressureUnitVal'],
  };
}

/** The units a device shows: its signed-in account's when the account has some, else its own. */
export async function unitsFor(db: Kysely<Database>, device: DeviceRow): Promise<ApiUnitValues> {
  if (device.user_id) {
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', device.user_id)
      .executeTakeFirst();
    if (user && user.temp_unit !== null) {
      return unitsOf({
        ...device,
        temp_unit: user.temp_unit,
        wind_unit: user.wind_unit ?? 1,
        pressure_unit: user.pressure_unit ?? 1,
        rain_unit: user.rain_unit ?? 1,
      });
    }
  }
  return unitsOf(device);
}

/** Stores a device's units, and its signed-in account's too so its other browsers follow. */
export async function saveUnits(
  db: Kysely<Database>,
  device: DeviceRow,
  units: ApiUnitValues,
): Promise<ApiUnitValues> {
  const columns = {
    rain_unit: units.unitval,
    temp_unit: units.tempUnitVal,
    wind_unit: units.windUnitVal,
    pressure_unit: units.pressureUnitVal,
  };
  await db.transaction().execute(async (trx) => {
    await updateDevice(trx, device.id, columns);
    if (device.user_id)
      await trx.updateTable('users').set(columns).where('id', '=', device.user_id).execute();
  });
  return units;
}

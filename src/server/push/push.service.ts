import '@/server/serverOnly';

import type { Kysely } from 'kysely';
import type { z } from 'zod';

import type { Database } from '@/server/db/database';
import type { DeviceRow } from '@/server/devices/devices.repository';
import { HttpError } from '@/server/http/httpError';
import type { Locality } from '@/types/location';
import type { WeatherAlert } from '@/types/weather';

import type { subscribeSchema } from './push.schema';
import type { AlertPlace } from './pushSender';
import { alertKey, alertsInForce } from './pushSender';
import {
  deleteAccountSubscriptionsOnDevice,
  deleteDeviceSubscription,
  primeSubscription,
  subscriptionsOfDevice,
  upsertSubscription,
} from './pushSubscriptions.repository';

/** A place this device is told of, as the web API answers it. */
export interface ApiPushPlace {
  place: string;
  name: string;
}

/** What subscribing needs beyond the database: the place by slug, and its alerts now. */
export interface SubscribeDeps {
  findPlace: (slug: string) => Promise<Locality | null>;
  readAlerts: (place: AlertPlace) => Promise<readonly WeatherAlert[] | null>;
  now?: () => number;
}

/**
 * Subscribes the device (and its account, when signed in) to a place's alerts with the browser's
 * push subscription. The place is read by its slug (404 when unknown). The alerts in force now
 * are marked known, so only alerts issued after this are sent; when they cannot be read, the
 * sender does it on its next pass.
 */
export async function subscribeDevice(
  db: Kysely<Database>,
  device: DeviceRow,
  input: Pick<z.infer<typeof subscribeSchema>, 'place' | 'subscription'>,
  deps: SubscribeDeps,
): Promise<ApiPushPlace> {
  const locality = await deps.findPlace(input.place);
  if (!locality) throw new HttpError(404, `Unknown location: ${input.place}`);
  const now = deps.now?.() ?? Date.now();
  const row = await upsertSubscription(
    db,
    {
      device_id: device.id,
      user_id: device.user_id,
      endpoint: input.subscription.endpoint,
      p256dh: input.subscription.keys.p256dh,
      auth: input.subscription.keys.auth,
      place_slug: locality.SlugName,
      place_name: locality.CityName,
      latitude: locality.Latitude,
      longitude: locality.Longitude,
      time_zone: locality.TimeZone ?? null,
    },
    new Date(now),
  );
  if (!row)
    throw new HttpError(
      409,
      `Notifications for ${locality.SlugName} on this device belong to another account`,
    );
  if (!row.primed_at) {
    const alerts = await deps
      .readAlerts({
        slug: locality.SlugName,
        Latitude: locality.Latitude,
        Longitude: locality.Longitude,
        TimeZone: locality.TimeZone ?? null,
      })
      .catch(() => null);
    if (alerts) {
      const known = alertsInForce(alerts, now).map((a) => alertKey(a.id));
      await primeSubscription(db, row.id, known, new Date(now));
    }
  }
  return { place: row.place_slug, name: row.place_name };
}

/** Stops the device's notifications for a place (404 when it had none this request may see). */
export async function unsubscribeDevice(
  db: Kysely<Database>,
  device: Pick<DeviceRow, 'id' | 'user_id'>,
  place: string,
): Promise<void> {
  if (!(await deleteDeviceSubscription(db, device.id, place, device.user_id)))
    throw new HttpError(404, `No notifications for ${place} on this device`);
}

/** The places the device is told of (its own, and its signed-in account's). */
export async function devicePushPlaces(
  db: Kysely<Database>,
  device: Pick<DeviceRow, 'id' | 'user_id'>,
): Promise<ApiPushPlace[]> {
  const rows = await subscriptionsOfDevice(db, device.id, device.user_id);
  return rows.map((r) => ({ place: r.place_slug, name: r.place_name }));
}

/**
 * The account signs out on this device: the notifications it asked for here stop (a shared
 * device does not keep telling the next person of the account's places). Those the device asked
 * for while signed out stay.
 */
export async function removeAccountPushOnDevice(
  db: Kysely<Database>,
  deviceId: string,
  userId: string | null,
): Promise<void> {
  if (userId) await deleteAccountSubscriptionsOnDevice(db, deviceId, userId);
}

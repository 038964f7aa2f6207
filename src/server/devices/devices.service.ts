import '@/server/serverOnly';

import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { Kysely } from 'kysely';
import { z } from 'zod';

import { getConfig } from '@/server/config';
import type { Database } from '@/server/db/database';
import { readCookies, setCookie, THIRTY_YEARS_S } from '@/server/http/cookies';
import { HttpError } from '@/server/http/httpError';

import { DEVICE_COOKIE, signDeviceId, verifyDeviceCookie } from './deviceCookie';
import { findDevice, insertDevice, type DeviceRow } from './devices.repository';

type Req = Pick<IncomingMessage, 'headers'>;
type Res = Pick<ServerResponse, 'getHeader' | 'setHeader'>;

/** The active location a device keeps: the place's slug and the chosen station's route string. */
export const activeLocationSchema = z.object({
  slug: z.string().min(1).max(200),
  station: z.string().max(200).nullable(),
});
export type StoredActiveLocation = z.infer<typeof activeLocationSchema>;

/** The stored active location of a device, or null (a damaged value counts as none). */
export function activeLocationOf(device: DeviceRow): StoredActiveLocation | null {
  if (!device.active_location) return null;
  try {
    const parsed = activeLocationSchema.safeParse(JSON.parse(device.active_location));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The first language tag of Accept-Language, e.g. `en-US` (default `en-US`). */
export function requestLanguage(req: Req): string {
  const tag = (req.headers['accept-language'] ?? '').split(',')[0]?.split(';')[0]?.trim() ?? '';
  return /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})?$/.test(tag) ? tag : 'en-US';
}

/** The device id this browser proves with its signed cookie, or null. */
export function cookieDeviceId(req: Req): string | null {
  return verifyDeviceCookie(readCookies(req)[DEVICE_COOKIE], getConfig().cookieKeys);
}

/**
 * The visitor's device: the one its signed cookie names, else a new one (a new DeviceId, stored,
 * and the HttpOnly cookie set for 30 years).
 */
export async function resolveDevice(db: Kysely<Database>, req: Req, res: Res): Promise<DeviceRow> {
  const known = cookieDeviceId(req);
  if (known) {
    const device = await findDevice(db, known);
    if (device) return device;
  }
  const id = randomUUID();
  await insertDevice(db, id, requestLanguage(req), new Date().toISOString());
  setCookie(req, res, {
    name: DEVICE_COOKIE,
    value: signDeviceId(id, getConfig().cookieKeys),
    httpOnly: true,
    maxAge: THIRTY_YEARS_S,
  });
  const device = await findDevice(db, id);
  if (!device) throw new Error('device insert failed');
  return device;
}

/**
 * The device a write acts for: the appInstanceId the caller names must be the device this browser
 * proves with its signed cookie, so nobody can read or change another visitor's data.
 */
export async function requireDevice(
  db: Kysely<Database>,
  req: Req,
  appInstanceId: string,
): Promise<DeviceRow> {
  const proven = cookieDeviceId(req);
  if (!proven) throw new HttpError(401, 'No device cookie: load a page first');
  if (proven !== appInstanceId)
    throw new HttpError(403, 'appInstanceId does not belong to this browser');
  const device = await findDevice(db, proven);
  if (!device) throw new HttpError(404, 'Device not found');
  return device;
}

/** Whose data a device acts on: its signed-in account's, else its own. */
export function ownerOf(device: DeviceRow): { deviceId: string; userId: string | null } {
  return { deviceId: device.id, userId: device.user_id };
}

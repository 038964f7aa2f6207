import '@/server/serverOnly';

import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { Kysely } from 'kysely';
import { z } from 'zod';

import { getConfig } from '@/server/config';
import type { Database } from '@/server/db/database';
import { readCookies, setCookie, THIRTY_YEARS_S } from '@/server/http/cookies';
import { HttpError } from '@/server/http/httpError';
import { isBot } from '@/server/profile/userAgent';

import { DEVICE_COOKIE, signDeviceId, verifyDeviceCookie } from './deviceCookie';
import { findDevice, insertDevice, type DeviceRow } from './devices.repository';

type Req = Pick<IncomingMessage, 'headers'> & { method?: string | undefined };
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

/** The device this browser's signed cookie names, if it exists. */
async function knownDevice(db: Kysely<Database>, req: Req): Promise<DeviceRow | null> {
  const known = cookieDeviceId(req);
  return known ? ((await findDevice(db, known)) ?? null) : null;
}

/** Headers by which browsers and Next.js mark a request made ahead of a visit, not by one. */
const PREFETCH_HEADERS = [
  'purpose',
  'sec-purpose',
  'next-router-prefetch',
  'x-middleware-prefetch',
];

/** True when the request is a prefetch (`Purpose`/`Sec-Purpose: prefetch`, Next's prefetch headers). */
export function isPrefetch(req: Pick<IncomingMessage, 'headers'>): boolean {
  return PREFETCH_HEADERS.some((name) => {
    const value = req.headers[name];
    if (value === undefined) return false;
    return name.endsWith('purpose') ? /prefetch/i.test(String(value)) : true;
  });
}

/**
 * True when a visit may make a new device: a page view or profile read by a person, not a crawler
 * or link previewer (user agent), a HEAD, or a prefetch. Rows are made only for visitors who can
 * come back with the cookie and use it.
 */
export function isInteractiveVisit(req: Req): boolean {
  const method = (req.method ?? 'GET').toUpperCase();
  if (method === 'HEAD' || isBot(req.headers['user-agent'])) return false;
  return !(method === 'GET' && isPrefetch(req));
}

/**
 * The device of a visit (a page view, the profile read): the one its signed cookie names, else
 * `'new'` when the visit may make one (`isInteractiveVisit`; the caller makes it with
 * `createDevice` once it knows the active location, so a first visit costs one insert), else
 * null: a crawler, a HEAD or a prefetch is served without a device row or cookie.
 */
export async function visitorDevice(
  db: Kysely<Database>,
  req: Req,
): Promise<DeviceRow | 'new' | null> {
  const device = await knownDevice(db, req);
  if (device) return device;
  return isInteractiveVisit(req) ? 'new' : null;
}

/**
 * The device of a write (signing in): the one its signed cookie names, else a new one (a new
 * DeviceId, stored, and the HttpOnly cookie set for 30 years).
 */
export async function resolveDevice(db: Kysely<Database>, req: Req, res: Res): Promise<DeviceRow> {
  return (await knownDevice(db, req)) ?? createDevice(db, req, res);
}

/**
 * Makes a device (a new DeviceId, stored with default units and no choices, optionally with its
 * active location) and sets its HttpOnly cookie for 30 years. Answers the row as stored.
 */
export async function createDevice(
  db: Kysely<Database>,
  req: Req,
  res: Res,
  activeLocation: StoredActiveLocation | null = null,
): Promise<DeviceRow> {
  const id = randomUUID();
  const row = await insertDevice(db, {
    id,
    language: requestLanguage(req),
    activeLocation: activeLocation && JSON.stringify(activeLocation),
    now: new Date().toISOString(),
  });
  setCookie(req, res, {
    name: DEVICE_COOKIE,
    value: signDeviceId(id, getConfig().cookieKeys),
    httpOnly: true,
    maxAge: THIRTY_YEARS_S,
  });
  return row;
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

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

import {
  dayOf,
  DEVICE_COOKIE,
  DEVICE_WRITTEN_COOKIE,
  readDeviceCookie,
  signDeviceId,
  type ProvenDevice,
} from './deviceCookie';
import {
  findDevice,
  insertDeviceIfAbsent,
  newDeviceRow,
  updateDevice,
  type DeviceRow,
} from './devices.repository';
import { withProvenLink } from './accountLinkCookie';
import { USER_STATE_COOKIE } from './userStateCookie';

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

/**
 * A favourite's station was chosen: when that place is the device's active place, the active
 * place takes the same station, so its pages show the station the visitor just chose. Writes only
 * when that changes something.
 */
export async function activeStationFollowsFavorite(
  db: Kysely<Database>,
  device: DeviceRow,
  favorite: { slug: string; station: string | null },
): Promise<void> {
  const active = activeLocationOf(device);
  if (!active || active.slug !== favorite.slug || active.station === favorite.station) return;
  await updateDevice(db, device.id, {
    active_location: JSON.stringify({ slug: favorite.slug, station: favorite.station }),
  });
}

/** The first language tag of Accept-Language, e.g. `en-US` (default `en-US`). */
export function requestLanguage(req: Req): string {
  const tag = (req.headers['accept-language'] ?? '').split(',')[0]?.split(';')[0]?.trim() ?? '';
  return /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})?$/.test(tag) ? tag : 'en-US';
}

/** The device this browser proves with its signed cookie (and whether it is due for renewal). */
function provenDevice(req: Req): ProvenDevice | null {
  const cookies = readCookies(req);
  return readDeviceCookie(
    cookies[DEVICE_COOKIE],
    cookies[DEVICE_WRITTEN_COOKIE],
    getConfig().cookieKeys,
  );
}

/** The device id this browser proves with its signed cookie, or null. */
export function cookieDeviceId(req: Req): string | null {
  return provenDevice(req)?.deviceId ?? null;
}

/**
 * Writes the device cookie again when it is due (see `readDeviceCookie`): the same device, signed
 * with the current key, and today in its written-day cookie. True when it did.
 */
function renewDeviceCookie(req: Req, res: Res, proven: ProvenDevice): boolean {
  if (proven.renew) setDeviceCookie(req, res, proven.deviceId);
  return proven.renew;
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
 * What a device this browser proves, but that has no row yet, reads as: default units, no
 * choices, no account, and the active location its user-state cookie names (the cookie is the
 * site's own, written for this device id; a damaged or foreign one counts as none).
 */
function unsavedDevice(id: string, req: Req): DeviceRow {
  const now = new Date().toISOString();
  return {
    ...newDeviceRow({ id, language: requestLanguage(req), now }),
    active_location: cookieActiveLocation(req, id),
  };
}

/** The user-state cookie's fields an unsaved device reads: its device id and active location. */
const userStateActiveSchema = z.object({
  Id: z.string(),
  AL: z.object({ L: z.string(), S: z.string().nullable() }).nullable(),
});

/** The active location the user-state cookie keeps for device `id`, as a device row stores it. */
function cookieActiveLocation(req: Req, id: string): string | null {
  const raw = readCookies(req)[USER_STATE_COOKIE];
  if (!raw) return null;
  try {
    const state = userStateActiveSchema.safeParse(JSON.parse(raw));
    if (!state.success || state.data.Id !== id || !state.data.AL) return null;
    const active = activeLocationSchema.safeParse({
      slug: state.data.AL.L,
      station: state.data.AL.S,
    });
    return active.success ? JSON.stringify(active.data) : null;
  } catch {
    return null;
  }
}

/** A visit's device: its row, and whether that row is stored yet. */
export interface VisitDevice {
  row: DeviceRow;
  stored: boolean;
  /** Whether this response writes the device cookie (a new device, or one due for renewal). */
  cookieWritten: boolean;
}

/**
 * The device of a visit (a page view, the profile read). Reading a page writes nothing to the
 * database: a browser proving a device by its signed cookie gets that device's row, or, while
 * the device has made no choice yet, its unsaved defaults (`unsavedDevice`), and its cookie
 * written again when due (monthly, or after a key rotation: `readDeviceCookie`); a first interactive
 * visit (`isInteractiveVisit`) gets a new DeviceId and its signed HttpOnly cookie (30 years),
 * unsaved. The row is stored by the device's first write (`requireDevice`). Null for a crawler, a
 * HEAD or a prefetch without a device cookie: they are served without a device or cookie.
 */
export async function visitorDevice(
  db: Kysely<Database>,
  req: Req,
  res: Res,
): Promise<VisitDevice | null> {
  const proven = provenDevice(req);
  if (proven) {
    const cookieWritten = renewDeviceCookie(req, res, proven);
    const row = await findDevice(db, proven.deviceId);
    return row
      ? { row: withProvenLink(req, row), stored: true, cookieWritten }
      : { row: unsavedDevice(proven.deviceId, req), stored: false, cookieWritten };
  }
  if (!isInteractiveVisit(req)) return null;
  const id = randomUUID();
  setDeviceCookie(req, res, id);
  return { row: unsavedDevice(id, req), stored: false, cookieWritten: true };
}

/**
 * Sets the HttpOnly cookie that proves device `id` (signed, 30 years) and the one that dates it
 * (today, see `DEVICE_WRITTEN_COOKIE`).
 */
function setDeviceCookie(req: Req, res: Res, id: string): void {
  setCookie(req, res, {
    name: DEVICE_COOKIE,
    value: signDeviceId(id, getConfig().cookieKeys),
    httpOnly: true,
    maxAge: THIRTY_YEARS_S,
  });
  setCookie(req, res, {
    name: DEVICE_WRITTEN_COOKIE,
    value: String(dayOf()),
    httpOnly: true,
    maxAge: THIRTY_YEARS_S,
  });
}

/**
 * The stored row of device `id`, storing it first when it has none (its unsaved defaults, see
 * `unsavedDevice`). Safe under concurrent first writes: one insert wins, every caller reads it.
 */
async function storedDevice(db: Kysely<Database>, req: Req, id: string): Promise<DeviceRow> {
  const row = await findDevice(db, id);
  if (row) return row;
  await insertDeviceIfAbsent(db, unsavedDevice(id, req));
  const stored = await findDevice(db, id);
  if (!stored) throw new Error(`device ${id} was not stored`);
  return stored;
}

/**
 * The device of a write (signing in): the one its signed cookie names (stored now if it was not
 * yet), else a new one, stored, with its cookie set. Its row as stored: the sign-in decides
 * whether its account link stands (see `withProvenLink`).
 */
export async function resolveDevice(db: Kysely<Database>, req: Req, res: Res): Promise<DeviceRow> {
  const proven = provenDevice(req);
  if (proven) {
    renewDeviceCookie(req, res, proven);
    return storedDevice(db, req, proven.deviceId);
  }
  const id = randomUUID();
  const row = await storedDevice(db, req, id);
  setDeviceCookie(req, res, id);
  return row;
}

/** The device this browser proves, checked against the appInstanceId the caller names. */
function provenDeviceId(req: Req, appInstanceId: string): string {
  const proven = cookieDeviceId(req);
  if (!proven) throw new HttpError(401, 'No device cookie: load a page first');
  if (proven !== appInstanceId)
    throw new HttpError(403, 'appInstanceId does not belong to this browser');
  return proven;
}

/**
 * The device a write acts for: the appInstanceId the caller names must be the device this browser
 * proves with its signed cookie, so nobody can read or change another visitor's data. A device
 * without a row is stored by its first write.
 */
export async function requireDevice(
  db: Kysely<Database>,
  req: Req,
  appInstanceId: string,
): Promise<DeviceRow> {
  return withProvenLink(req, await storedDevice(db, req, provenDeviceId(req, appInstanceId)));
}

/**
 * The device a read acts for (checked as `requireDevice` checks a write): its row, or its unsaved
 * defaults while it has none. Reading stores nothing.
 */
export async function readDevice(
  db: Kysely<Database>,
  req: Req,
  appInstanceId: string,
): Promise<DeviceRow> {
  const id = provenDeviceId(req, appInstanceId);
  const row = await findDevice(db, id);
  return row ? withProvenLink(req, row) : unsavedDevice(id, req);
}

/** Whose data a device acts on: its signed-in account's, else its own. */
export function ownerOf(device: DeviceRow): { deviceId: string; userId: string | null } {
  return { deviceId: device.id, userId: device.user_id };
}

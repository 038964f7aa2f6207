import '@/server/serverOnly';

import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import {
  clearHostOnlyCookie,
  hostOnlyCookieName,
  readCookies,
  setHostOnlyCookie,
} from '@/server/http/cookies';

import type { DeviceRow } from './devices.repository';

/**
 * The HttpOnly, host-only cookie (`__Host-` on https) that proves a device's account link was made
 * in this browser: a random secret set at sign-in, whose SHA-256 the device row keeps
 * (`link_hash`). The device cookie alone does not carry the account: it is the site's
 * domain-wide cookie, so a sibling subdomain could plant one it knows in a browser that then
 * signs in; without this cookie that device acts as signed out.
 */
export const LINK_COOKIE = 'wb_link';

type Req = Pick<IncomingMessage, 'headers'>;
type Res = Pick<ServerResponse, 'getHeader' | 'setHeader'>;

/** 32 random bytes, base64url: what the link cookie holds. */
const SECRET = /^[A-Za-z0-9_-]{43}$/;

/** A new link secret. */
export function newLinkSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What the device row keeps of a link secret: its SHA-256, hex. */
export function linkHashOf(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** The link secret this request carries, or null. */
function requestLinkSecret(req: Req): string | null {
  const value = readCookies(req)[hostOnlyCookieName(LINK_COOKIE)];
  return value && SECRET.test(value) ? value : null;
}

/** The request's link secret when it proves the device's link, else null. */
export function provenLinkSecret(req: Req, device: Pick<DeviceRow, 'link_hash'>): string | null {
  const secret = requestLinkSecret(req);
  if (!secret || device.link_hash === null) return null;
  const given = Buffer.from(linkHashOf(secret));
  const stored = Buffer.from(device.link_hash);
  return given.length === stored.length && timingSafeEqual(given, stored) ? secret : null;
}

/**
 * The device as this request may act on it: linked to its account only when the request proves
 * the link (or the link predates link cookies: `link_hash` null), else as signed out.
 */
export function withProvenLink(req: Req, device: DeviceRow): DeviceRow {
  if (!device.user_id || device.link_hash === null) return device;
  return provenLinkSecret(req, device) ? device : { ...device, user_id: null };
}

/** Writes the link cookie (HttpOnly, host-only) for `maxAge` seconds. */
export function writeLinkCookie(req: Req, res: Res, secret: string, maxAge: number): void {
  setHostOnlyCookie(req, res, { name: LINK_COOKIE, value: secret, httpOnly: true, maxAge });
}

/** Removes the link cookie (signing out). */
export function clearLinkCookie(req: Req, res: Res): void {
  clearHostOnlyCookie(req, res, LINK_COOKIE);
}

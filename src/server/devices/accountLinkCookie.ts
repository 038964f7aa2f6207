import '@/server/serverOnly';

import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import { getConfig } from '@/server/config';
import {
  clearHostOnlyCookie,
  hostOnlyCookieName,
  readCookies,
  setHostOnlyCookie,
} from '@/server/http/cookies';

import type { DeviceRow } from './devices.repository';

/**
 * The HttpOnly, host-only cookie (`__Host-` on https) that proves a device's account link was made
 * in this browser, set by the sign-in that made it. The device cookie alone does not carry the
 * account: it is the site's domain-wide cookie, so a sibling subdomain could plant one it knows in
 * a browser that then signs in; without this cookie, that device's account is not theirs.
 *
 * Its value is a MAC (a cookie key) of the device id, the account id and the device's
 * `link_generation`, which every change of the link counts up (`linkDeviceToAccount` for another
 * account, `unlinkDevice`). So it names one link: nobody can make it without the key, it is worth
 * nothing for a later link of the same device, and every request of one sign-in computes the same
 * one (tabs renewing their tokens at once all get the cookie the database agrees with).
 */
export const LINK_COOKIE = 'wb_link';

type Req = Pick<IncomingMessage, 'headers'>;
type Res = Pick<ServerResponse, 'getHeader' | 'setHeader'>;
type Link = Pick<DeviceRow, 'id' | 'user_id' | 'link_generation'>;

function proof(link: Link, key: string): string {
  return createHmac('sha256', key)
    .update(`account-link:${link.id}:${link.user_id ?? ''}:${link.link_generation}`)
    .digest('base64url');
}

/** True when this request carries the proof of the device's current account link. */
export function provesLink(req: Req, link: Link): boolean {
  if (!link.user_id) return false;
  const value = readCookies(req)[hostOnlyCookieName(LINK_COOKIE)];
  if (!value) return false;
  const given = Buffer.from(value);
  // Every cookie key, so a rotated key (README, "Rotating the cookie key") still proves a link.
  return getConfig().cookieKeys.some((key) => {
    const expected = Buffer.from(proof(link, key));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}

/**
 * The device as this request may act on it: linked to its account only when the request proves
 * the link (`provesLink`), else as a device signed in to nothing.
 */
export function withProvenLink(req: Req, device: DeviceRow): DeviceRow {
  if (!device.user_id || provesLink(req, device)) return device;
  return { ...device, user_id: null };
}

/** Writes the link cookie (HttpOnly, host-only) proving the device's current link. */
export function writeLinkCookie(req: Req, res: Res, link: Link, maxAge: number): void {
  const key = getConfig().cookieKeys[0];
  if (!key) throw new Error('No cookie key configured');
  setHostOnlyCookie(req, res, {
    name: LINK_COOKIE,
    value: proof(link, key),
    httpOnly: true,
    maxAge,
  });
}

/** Removes the link cookie (signing out). */
export function clearLinkCookie(req: Req, res: Res): void {
  clearHostOnlyCookie(req, res, LINK_COOKIE);
}

import { createHmac, timingSafeEqual } from 'node:crypto';

/** The HttpOnly cookie that proves which device a browser is (its id, signed with a cookie key). */
export const DEVICE_COOKIE = 'wb_device';

/**
 * The HttpOnly cookie beside it that says which day the device cookie was last written (days since
 * 1970-01-01, UTC), so the server knows when it is due again. A cookie of its own, not a part of
 * the signed value: the device cookie's format stays what every running version of the site reads,
 * so instances of two versions side by side (a rolling update, a rollback) agree on every device.
 * Unsigned: a visitor who alters it only changes when their own cookie is renewed.
 */
export const DEVICE_WRITTEN_COOKIE = 'wb_device_written';

/**
 * How old a device cookie may grow before a page view writes it again (same device, today's date,
 * the current key). Browsers keep a cookie at most 400 days from when it was last written
 * (Chrome, and the cookie standard's revision), whatever its Max-Age: renewed as the visitor
 * keeps coming, the device (and with it the favourites, units and privacy choices stored for it)
 * is lost only after 400 days without a visit, not 400 days after the first one.
 */
export const DEVICE_COOKIE_RENEW_AFTER_DAYS = 30;

const DAY_MS = 86_400_000;

const sign = (deviceId: string, key: string) =>
  createHmac('sha256', key).update(deviceId).digest('base64url');

/** Days since 1970-01-01 (UTC) at `now`: the value of the written-day cookie. */
export function dayOf(now: number = Date.now()): number {
  return Math.floor(now / DAY_MS);
}

/** `<deviceId>.<signature>` with the first (current) cookie key. */
export function signDeviceId(deviceId: string, keys: readonly string[]): string {
  const key = keys[0];
  if (!key) throw new Error('No cookie key configured');
  return `${deviceId}.${sign(deviceId, key)}`;
}

/** A device cookie that verified: its device, and whether it is due to be written again. */
export interface ProvenDevice {
  deviceId: string;
  renew: boolean;
}

/**
 * The device a signed cookie value proves, or null when it is missing or forged. Every key is
 * tried, so a new key can be added and then made the first (README, "Rotating the cookie key"); a
 * cookie signed with an older key still proves its device and is due to be signed with the first.
 * Also due: a cookie whose written-day cookie (`written`) is missing, unreadable, or
 * `DEVICE_COOKIE_RENEW_AFTER_DAYS` or more days old.
 */
export function readDeviceCookie(
  value: string | undefined,
  written: string | undefined,
  keys: readonly string[],
  now: number = Date.now(),
): ProvenDevice | null {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return null;
  const deviceId = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const key = keys.findIndex((candidate) => {
    const expected = Buffer.from(sign(deviceId, candidate));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  if (key < 0) return null;
  const day = written !== undefined && /^\d{1,7}$/.test(written) ? Number(written) : null;
  const due = day === null || dayOf(now) - day >= DEVICE_COOKIE_RENEW_AFTER_DAYS;
  return { deviceId, renew: key > 0 || due };
}

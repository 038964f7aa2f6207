import { createHmac, timingSafeEqual } from 'node:crypto';

/** The HttpOnly cookie that proves which device a browser is (its id, signed with a cookie key). */
export const DEVICE_COOKIE = 'wb_device';

/**
 * How old a device cookie may grow before a page view writes it again (same device, today's date,
 * the current key). Browsers keep a cookie at most 400 days from when it was last written
 * (Chrome, and the cookie standard's draft revision), whatever its Max-Age: renewed as the visitor
 * keeps coming, the device (and with it the favourites, units and privacy choices stored for it)
 * is lost only after 400 days without a visit, not 400 days after the first one.
 */
export const DEVICE_COOKIE_RENEW_AFTER_DAYS = 30;

const DAY_MS = 86_400_000;

const sign = (payload: string, key: string) =>
  createHmac('sha256', key).update(payload).digest('base64url');

/** Days since 1970-01-01 (UTC) at `now`. */
const dayOf = (now: number) => Math.floor(now / DAY_MS);

/**
 * `<deviceId>.<day written>.<signature of both>` with the first (current) cookie key. Device ids
 * are UUIDs, so they hold no `.`.
 */
export function signDeviceId(
  deviceId: string,
  keys: readonly string[],
  now: number = Date.now(),
): string {
  const key = keys[0];
  if (!key) throw new Error('No cookie key configured');
  const payload = `${deviceId}.${dayOf(now)}`;
  return `${payload}.${sign(payload, key)}`;
}

/** A device cookie that verified: its device, and whether it is due to be written again. */
export interface ProvenDevice {
  deviceId: string;
  renew: boolean;
}

/** Which key signed `payload` (0 is the current one), or -1 when none did. */
function signingKey(payload: string, signature: string, keys: readonly string[]): number {
  const given = Buffer.from(signature);
  return keys.findIndex((key) => {
    const expected = Buffer.from(sign(payload, key));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}

/**
 * The device a signed cookie value proves, or null when it is missing or forged. Every key is
 * tried, so keys rotate by prepending a new one: a cookie signed with an older key still proves its
 * device and is due for renewal (re-signed with the new key), so the old key can be retired once
 * the visitors who come back have been renewed. Also due: a cookie written
 * `DEVICE_COOKIE_RENEW_AFTER_DAYS` or more days ago, and one in the format before the day was
 * written (`<deviceId>.<signature>`).
 */
export function readDeviceCookie(
  value: string | undefined,
  keys: readonly string[],
  now: number = Date.now(),
): ProvenDevice | null {
  if (!value) return null;
  const parts = value.split('.');
  if (parts.length === 3 && /^\d{1,7}$/.test(parts[1] ?? '')) {
    const [deviceId = '', day = '', signature = ''] = parts;
    const key = signingKey(`${deviceId}.${day}`, signature, keys);
    if (key < 0 || !deviceId) return null;
    const age = dayOf(now) - Number(day);
    return { deviceId, renew: key > 0 || age >= DEVICE_COOKIE_RENEW_AFTER_DAYS };
  }
  if (parts.length === 2) {
    const [deviceId = '', signature = ''] = parts;
    if (!deviceId || signingKey(deviceId, signature, keys) < 0) return null;
    return { deviceId, renew: true };
  }
  return null;
}

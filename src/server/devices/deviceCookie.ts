import { createHmac, timingSafeEqual } from 'node:crypto';

/** The HttpOnly cookie that proves which device a browser is (its id, signed with a cookie key). */
export const DEVICE_COOKIE = 'wb_device';

const sign = (deviceId: string, key: string) =>
  createHmac('sha256', key).update(deviceId).digest('base64url');

/** `<deviceId>.<signature>` with the first (current) cookie key. */
export function signDeviceId(deviceId: string, keys: readonly string[]): string {
  const key = keys[0];
  if (!key) throw new Error('No cookie key configured');
  return `${deviceId}.${sign(deviceId, key)}`;
}

/**
 * The device id of a signed cookie value, or null when it is missing or forged. Every key is
 * tried so keys can be rotated by prepending a new one.
 */
export function verifyDeviceCookie(
  value: string | undefined,
  keys: readonly string[],
): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return null;
  const deviceId = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  for (const key of keys) {
    const expected = Buffer.from(sign(deviceId, key));
    if (expected.length === given.length && timingSafeEqual(expected, given)) return deviceId;
  }
  return null;
}

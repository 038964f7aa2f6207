import { createHmac } from 'node:crypto';

import { DEVICE_COOKIE_RENEW_AFTER_DAYS, readDeviceCookie, signDeviceId } from './deviceCookie';

const DAY_MS = 86_400_000;
const CURRENT = 'current-key-current-key-current-key-0123';
const OLD = 'older-key-older-key-older-key-older-4567';
const DEVICE = '6c0d6f1e-3b7a-4e4f-9a52-5b1a0e9d2c11';
const NOW = Date.UTC(2026, 11, 1, 12);

/** A cookie in the format written before the day was part of it: `<deviceId>.<signature>`. */
const legacyCookie = (deviceId: string, key: string) =>
  `${deviceId}.${createHmac('sha256', key).update(deviceId).digest('base64url')}`;

describe('the device cookie', () => {
  it('proves the device it was written for, not due for renewal the same day', () => {
    const value = signDeviceId(DEVICE, [CURRENT], NOW);
    expect(value.split('.')[0]).toBe(DEVICE);
    expect(readDeviceCookie(value, [CURRENT], NOW)).toEqual({ deviceId: DEVICE, renew: false });
  });

  it(`is due for renewal once it is ${DEVICE_COOKIE_RENEW_AFTER_DAYS} days old, before browsers drop it`, () => {
    const value = signDeviceId(DEVICE, [CURRENT], NOW);
    const later = (days: number) => readDeviceCookie(value, [CURRENT], NOW + days * DAY_MS);
    expect(later(DEVICE_COOKIE_RENEW_AFTER_DAYS - 1)).toEqual({ deviceId: DEVICE, renew: false });
    expect(later(DEVICE_COOKIE_RENEW_AFTER_DAYS)).toEqual({ deviceId: DEVICE, renew: true });
    // Renewed, it is good for another stretch.
    const renewed = signDeviceId(DEVICE, [CURRENT], NOW + DEVICE_COOKIE_RENEW_AFTER_DAYS * DAY_MS);
    expect(
      readDeviceCookie(renewed, [CURRENT], NOW + (DEVICE_COOKIE_RENEW_AFTER_DAYS + 1) * DAY_MS),
    ).toEqual({ deviceId: DEVICE, renew: false });
  });

  it('signed with an older key still proves its device, and is due to be signed with the new one', () => {
    const value = signDeviceId(DEVICE, [OLD], NOW);
    expect(readDeviceCookie(value, [CURRENT, OLD], NOW)).toEqual({ deviceId: DEVICE, renew: true });
    // Once the old key is retired, a cookie still signed with it proves nothing.
    expect(readDeviceCookie(value, [CURRENT], NOW)).toBeNull();
  });

  it('in the earlier format (no day) proves its device and is due to be written in the new one', () => {
    expect(readDeviceCookie(legacyCookie(DEVICE, CURRENT), [CURRENT], NOW)).toEqual({
      deviceId: DEVICE,
      renew: true,
    });
    expect(readDeviceCookie(legacyCookie(DEVICE, OLD), [CURRENT], NOW)).toBeNull();
  });

  it('proves nothing when forged, altered or malformed', () => {
    const value = signDeviceId(DEVICE, [CURRENT], NOW);
    const [id, day, signature] = value.split('.');
    const otherDevice = signDeviceId('7d1e7a2f-4c8b-4f50-8b63-6c2b1f0e3d22', [CURRENT], NOW);
    for (const bad of [
      undefined,
      '',
      `${DEVICE}.forged`,
      `${id}.${Number(day) + 1}.${signature}`, // a later day, to put off renewal
      `${id}.${Number(day) - 400}.${signature}`,
      `${DEVICE}.${day}.${otherDevice.split('.')[2]}`, // another device's signature
      `.${day}.${signature}`,
      `${id}.x${day}.${signature}`,
      `${value}.extra`,
      signDeviceId(DEVICE, ['someone-elses-key-someone-elses-key-0000'], NOW),
    ]) {
      expect(readDeviceCookie(bad, [CURRENT], NOW)).toBeNull();
    }
  });

  it('cannot be written without a key', () => {
    expect(() => signDeviceId(DEVICE, [], NOW)).toThrow('No cookie key configured');
  });
});

import { createHmac } from 'node:crypto';

import {
  dayOf,
  DEVICE_COOKIE_RENEW_AFTER_DAYS,
  readDeviceCookie,
  signDeviceId,
} from './deviceCookie';

const DAY_MS = 86_400_000;
const CURRENT = 'current-key-current-key-current-key-0123';
const OLD = 'older-key-older-key-older-key-older-4567';
const DEVICE = '6c0d6f1e-3b7a-4e4f-9a52-5b1a0e9d2c11';
const NOW = Date.UTC(2026, 11, 1, 12);
const TODAY = String(dayOf(NOW));

describe('the device cookie', () => {
  it('is `<deviceId>.<signature>`, the format every version of the site reads', () => {
    const signature = createHmac('sha256', CURRENT).update(DEVICE).digest('base64url');
    expect(signDeviceId(DEVICE, [CURRENT])).toBe(`${DEVICE}.${signature}`);
  });

  it('proves the device it was written for, not due for renewal the day it was written', () => {
    const value = signDeviceId(DEVICE, [CURRENT]);
    expect(readDeviceCookie(value, TODAY, [CURRENT], NOW)).toEqual({
      deviceId: DEVICE,
      renew: false,
    });
  });

  it(`is due for renewal once it is ${DEVICE_COOKIE_RENEW_AFTER_DAYS} days old, before browsers drop it`, () => {
    const value = signDeviceId(DEVICE, [CURRENT]);
    const later = (days: number) => readDeviceCookie(value, TODAY, [CURRENT], NOW + days * DAY_MS);
    expect(later(DEVICE_COOKIE_RENEW_AFTER_DAYS - 1)).toEqual({ deviceId: DEVICE, renew: false });
    expect(later(DEVICE_COOKIE_RENEW_AFTER_DAYS)).toEqual({ deviceId: DEVICE, renew: true });
  });

  it('is due for renewal when its written day is missing or unreadable (a cookie from before it)', () => {
    const value = signDeviceId(DEVICE, [CURRENT]);
    for (const written of [undefined, '', 'yesterday', '-3', '1.5', '99999999']) {
      expect(readDeviceCookie(value, written, [CURRENT], NOW)).toEqual({
        deviceId: DEVICE,
        renew: true,
      });
    }
  });

  it('signed with an older key still proves its device, and is due to be signed with the first', () => {
    const value = signDeviceId(DEVICE, [OLD]);
    expect(readDeviceCookie(value, TODAY, [CURRENT, OLD], NOW)).toEqual({
      deviceId: DEVICE,
      renew: true,
    });
    // A key added after the current one only verifies: nothing is re-signed for it.
    expect(readDeviceCookie(signDeviceId(DEVICE, [CURRENT]), TODAY, [CURRENT, OLD], NOW)).toEqual({
      deviceId: DEVICE,
      renew: false,
    });
    // Once the old key is dropped, a cookie still signed with it proves nothing.
    expect(readDeviceCookie(value, TODAY, [CURRENT], NOW)).toBeNull();
  });

  it('proves nothing when forged, altered or malformed', () => {
    const value = signDeviceId(DEVICE, [CURRENT]);
    const other = signDeviceId('7d1e7a2f-4c8b-4f50-8b63-6c2b1f0e3d22', [CURRENT]);
    for (const bad of [
      undefined,
      '',
      `${DEVICE}.forged`,
      `${DEVICE}.${other.split('.')[1]}`, // another device's signature
      `.${value.split('.')[1]}`,
      `${value}.extra`,
      `${DEVICE}.${TODAY}.${value.split('.')[1]}`,
      signDeviceId(DEVICE, ['someone-elses-key-someone-elses-key-0000']),
    ]) {
      expect(readDeviceCookie(bad, TODAY, [CURRENT], NOW)).toBeNull();
    }
  });

  it('cannot be written without a key', () => {
    expect(() => signDeviceId(DEVICE, [])).toThrow('No cookie key configured');
  });
});

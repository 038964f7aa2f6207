import { resetConfigForTests } from '@/server/config';

import { newDeviceRow } from './devices.repository';
import { LINK_COOKIE, provesLink, withProvenLink, writeLinkCookie } from './accountLinkCookie';

afterEach(() => resetConfigForTests());

/** The Set-Cookie header a sign-in answer writes for this row's link. */
function setCookieOf(row: Parameters<typeof writeLinkCookie>[2]): string {
  let header: string[] = [];
  const res = {
    getHeader: () => header,
    setHeader: (_: string, value: string[]) => {
      header = value;
    },
  };
  writeLinkCookie({ headers: {} }, res as never, row, 60);
  return header[0] ?? '';
}

/** The link cookie as the browser sends it back. */
const proofOf = (row: Parameters<typeof writeLinkCookie>[2]) =>
  setCookieOf(row).split(';')[0] ?? '';

const request = (cookie: string) => ({ headers: { cookie } });

describe('the account link cookie', () => {
  const linked = {
    ...newDeviceRow({ id: 'device-1', language: 'en-US', now: '2026-12-01T00:00:00.000Z' }),
    user_id: 'grace',
    link_generation: 3,
  };

  it('proves the link it was made for, and is HttpOnly and host-only', () => {
    expect(setCookieOf(linked)).toMatch(/HttpOnly/i);
    expect(setCookieOf(linked)).not.toMatch(/Domain=/i);
    const cookie = proofOf(linked);
    expect(cookie.startsWith(`${LINK_COOKIE}=`)).toBe(true);
    expect(provesLink(request(cookie), linked)).toBe(true);
    expect(withProvenLink(request(cookie), linked).user_id).toBe('grace');
  });

  it('proves nothing for another generation, account or device, or when missing or altered', () => {
    const cookie = proofOf(linked);
    for (const other of [
      { ...linked, link_generation: 4 },
      { ...linked, user_id: 'mallory' },
      { ...linked, id: 'device-2' },
    ]) {
      expect(withProvenLink(request(cookie), other).user_id).toBeNull();
    }
    expect(withProvenLink(request(''), linked).user_id).toBeNull();
    expect(withProvenLink(request(`${cookie.slice(0, -2)}xx`), linked).user_id).toBeNull();
  });

  it('leaves a device linked to nothing as it is', () => {
    const unlinked = { ...linked, user_id: null };
    expect(withProvenLink(request(''), unlinked)).toBe(unlinked);
    expect(provesLink(request(proofOf(linked)), unlinked)).toBe(false);
  });
});

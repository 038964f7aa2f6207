import { resetConfigForTests } from '@/server/config';

import {
  clearCookie,
  clearHostOnlyCookie,
  cookieDomain,
  hostOnlyCookieName,
  setCookie,
  setHostOnlyCookie,
} from './cookies';

describe('cookieDomain', () => {
  it.each([
    ['https://www.example.co.uk', 'example.co.uk'],
    ['https://example.co.uk', 'example.co.uk'],
    ['https://a.b.weather.example.com', 'example.com'],
    ['https://me.github.io', 'me.github.io'],
    ['http://localhost:3000', undefined],
    ['http://127.0.0.1:3000', undefined],
    ['http://[::1]:3000', undefined],
    ['not a url', undefined],
  ])('%s → %s (by the public suffix list, never a suffix itself)', (origin, domain) =>
    expect(cookieDomain(origin)).toBe(domain),
  );
});

describe('setCookie', () => {
  const saved = process.env.SITE_URL;
  afterEach(() => {
    if (saved === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = saved;
    resetConfigForTests();
  });
  function written(headers: Record<string, string> = {}): string {
    const set: Record<string, unknown> = {};
    setCookie(
      { headers },
      {
        getHeader: (n: string) => set[n],
        setHeader: (n: string, v: unknown) => {
          set[n] = v;
          return undefined as never;
        },
      } as never,
      { name: 'n', value: 'v' },
    );
    return (set['Set-Cookie'] as string[])[0] ?? '';
  }

  it('marks every cookie Secure when the site is https, with the site’s domain', () => {
    process.env.SITE_URL = 'https://www.example.co.uk';
    resetConfigForTests();
    const line = written({ host: 'evil.example', 'x-forwarded-proto': 'http' });
    expect(line).toMatch(/; Secure/);
    expect(line).toMatch(/; Domain=example\.co\.uk/);
  });

  it('is neither Secure nor given a Domain on http://localhost, whatever the request says', () => {
    delete process.env.SITE_URL;
    resetConfigForTests();
    const line = written({ host: 'www.example.co.uk', 'x-forwarded-proto': 'https' });
    expect(line).not.toMatch(/Secure/);
    expect(line).not.toMatch(/Domain=/);
  });
});

describe('host-only cookies (the sign-in tokens)', () => {
  const saved = process.env.SITE_URL;
  afterEach(() => {
    if (saved === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = saved;
    resetConfigForTests();
  });
  function response() {
    const set: Record<string, unknown> = {};
    const res = {
      getHeader: (n: string) => set[n],
      setHeader: (n: string, v: unknown) => {
        set[n] = v;
        return undefined as never;
      },
    } as never;
    return { res, lines: () => (set['Set-Cookie'] as string[] | undefined) ?? [] };
  }

  it('on https: named __Host-, Secure, path /, no Domain, while a site cookie keeps the Domain', () => {
    process.env.SITE_URL = 'https://weather.example.test';
    resetConfigForTests();
    const { res, lines } = response();
    setHostOnlyCookie({}, res, { name: 'accesstoken', value: 't', httpOnly: true });
    setCookie({}, res, { name: 'Username', value: 'Grace' });
    const [token, name] = lines();
    expect(token).toMatch(/^__Host-accesstoken=t; /);
    expect(token).toMatch(/; Path=\//);
    expect(token).toMatch(/; Secure/);
    expect(token).toMatch(/; HttpOnly/);
    expect(token).not.toMatch(/Domain=/i);
    expect(name).toMatch(/^Username=Grace; Domain=example\.test/);
    expect(hostOnlyCookieName('accesstoken')).toBe('__Host-accesstoken');
  });

  it('on http: the plain name, host-only; clearing it beside the domain-wide one clears both', () => {
    process.env.SITE_URL = 'http://weather.example.test';
    resetConfigForTests();
    const { res, lines } = response();
    clearCookie({}, res, 'accesstoken');
    clearHostOnlyCookie({}, res, 'accesstoken');
    expect(hostOnlyCookieName('accesstoken')).toBe('accesstoken');
    expect(lines()).toHaveLength(2);
    expect(lines()[0]).toMatch(/^accesstoken=; .*Domain=example\.test/);
    expect(lines()[1]).toMatch(/^accesstoken=; /);
    expect(lines()[1]).not.toMatch(/Domain=/i);
  });
});

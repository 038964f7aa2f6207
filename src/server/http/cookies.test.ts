import { resetConfigForTests } from '@/server/config';

import { cookieDomain, setCookie } from './cookies';

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

import { consentPlatformOrigin, contentSecurityPolicy } from './securityHeaders';

const directives = (csp: string) =>
  Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('contentSecurityPolicy', () => {
  it('lets scripts run only with the request nonce and forbids plugins, <base> and foreign framing', () => {
    const csp = directives(contentSecurityPolicy('abc123'));
    expect(csp['script-src']).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
  });

  it('gives styles the nonce instead of unsafe-inline (in production)', () => {
    const csp = directives(contentSecurityPolicy('abc123'));
    expect(csp['style-src']).toEqual(["'self'", "'nonce-abc123'"]);
  });

  it('allows eval only in development (React refresh)', () => {
    expect(directives(contentSecurityPolicy('n', true))['script-src']).toContain("'unsafe-eval'");
    expect(directives(contentSecurityPolicy('n', false))['script-src']).not.toContain(
      "'unsafe-eval'",
    );
  });

  it('lets the browser reach and frame an external identity provider, and nothing else', () => {
    const csp = directives(
      contentSecurityPolicy('n', false, { identityOrigin: 'https://id.example.com' }),
    );
    expect(csp['connect-src']).toEqual(["'self'", 'https://id.example.com']);
    expect(csp['frame-src']).toEqual(["'self'", 'https://id.example.com']);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(directives(contentSecurityPolicy('n'))['frame-src']).toEqual(["'self'"]);
  });

  it("allows an external consent platform's origin only when one is configured", () => {
    const csp = directives(
      contentSecurityPolicy('n', false, { consentOrigin: 'https://cmp.example.com' }),
    );
    expect(csp['script-src']).toContain('https://cmp.example.com');
    expect(csp['connect-src']).toEqual(["'self'", 'https://cmp.example.com']);
    expect(csp['frame-src']).toEqual(["'self'", 'https://cmp.example.com']);
    // The default settings configure none.
    const plain = directives(contentSecurityPolicy('n'));
    expect(plain['connect-src']).toEqual(["'self'"]);
    expect(plain['script-src']).toEqual(["'self'", "'nonce-n'", "'strict-dynamic'"]);
  });

  it.each([
    [
      { accountId: '1234', baseEndpoint: 'https://cdn.cmp.example.com/path' },
      'https://cdn.cmp.example.com',
    ],
    [{ accountId: '', baseEndpoint: 'https://cdn.cmp.example.com' }, undefined],
    [{ accountId: '1234', baseEndpoint: '' }, undefined],
    [{ accountId: '1234', baseEndpoint: 'javascript:alert(1)' }, undefined],
    [{ accountId: '1234', baseEndpoint: 'not a url' }, undefined],
  ])('consent platform %j → origin %s', (platform, origin) => {
    expect(consentPlatformOrigin(platform)).toBe(origin);
  });
});

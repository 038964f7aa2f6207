import { defaultSiteSettings } from '@/server/config/siteSettings';

import {
  consentPlatformOrigin,
  contentSecurityPolicy,
  vendorOrigins,
  type VendorSettings,
} from './securityHeaders';

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

describe('vendor origins in the policy', () => {
  const base = (): VendorSettings => defaultSiteSettings();
  const policy = (settings: VendorSettings) =>
    directives(contentSecurityPolicy('n', false, { vendors: vendorOrigins(settings) }));

  it('adds no vendor with the default settings, and keeps the nonce whatever is configured', () => {
    expect(vendorOrigins(base())).toEqual({ script: [], connect: [], img: [], frame: [] });
    const csp = policy({
      ...base(),
      analytics: { vendors: [{ id: 'ga4', IsEnabled: true, MeasurementId: 'G-ABCDEF12' }] },
    });
    expect(csp['script-src']?.slice(0, 3)).toEqual(["'self'", "'nonce-n'", "'strict-dynamic'"]);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
  });

  it('allows the Google tag only for an enabled analytics vendor with a measurement id', () => {
    const on = policy({
      ...base(),
      analytics: { vendors: [{ id: 'ga4', IsEnabled: true, MeasurementId: 'G-ABCDEF12' }] },
    });
    expect(on['script-src']).toContain('https://www.googletagmanager.com');
    expect(on['connect-src']).toEqual([
      "'self'",
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]);
    expect(on['img-src']).toContain('https://*.google-analytics.com');
    expect(on['frame-src']).toEqual(["'self'"]);
    const off = policy({
      ...base(),
      analytics: { vendors: [{ id: 'ga4', IsEnabled: false, MeasurementId: 'G-ABCDEF12' }] },
    });
    expect(off['connect-src']).toEqual(["'self'"]);
  });

  it('allows Firebase only when remote flags come from a Firebase project', () => {
    const firebase = {
      ...defaultSiteSettings().remoteConfig,
      IsEnabled: true,
      ApiKey: 'AIza-test',
      ProjectId: 'weather-web',
      AppId: '1:123:web:abc',
    };
    expect(policy({ ...base(), remoteConfig: firebase })['connect-src']).toEqual([
      "'self'",
      'https://firebaseinstallations.googleapis.com',
      'https://firebaseremoteconfig.googleapis.com',
    ]);
    // The embedded service (no Firebase project configured) is the site's own origin.
    expect(policy({ ...base(), remoteConfig: { ...firebase, ApiKey: '' } })['connect-src']).toEqual(
      ["'self'"],
    );
    expect(policy(base())['connect-src']).toEqual(["'self'"]);
  });

  it('allows the audience-measurement host only when enabled with a publisher id', () => {
    const am = {
      IsEnabled: true,
      TagTypeC1Param: '2',
      PublisherIdC2Param: '123',
      EnableFirstPartyCookie: true,
    };
    const csp = policy({ ...base(), audienceMeasurement: am });
    for (const d of ['script-src', 'connect-src', 'img-src'])
      expect(csp[d]).toContain('https://sb.scorecardresearch.com');
    expect(
      policy({ ...base(), audienceMeasurement: { ...am, PublisherIdC2Param: '' } })['img-src'],
    ).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('allows Google Publisher Tag for the ad-tag vendor or the test ad, and Prebid only when enabled', () => {
    const gpt = policy({ ...base(), adTagVendor: { ...base().adTagVendor, IsEnabled: true } });
    expect(gpt['script-src']).toContain('https://securepagead2.googlesyndication.com');
    expect(gpt['connect-src']).toContain('https://*.doubleclick.net');
    expect(gpt['frame-src']).toEqual([
      "'self'",
      'https://*.googlesyndication.com',
      'https://*.doubleclick.net',
    ]);
    const test = policy({ ...base(), testAd: { ...base().testAd, IsEnabled: true } });
    expect(test['frame-src']).toContain('https://*.doubleclick.net');

    const prebidUrl = 'https://cdn.prebid.example/prebid.js';
    const prebid = policy({ ...base(), ads: { enablePreBid: true, prebidScriptUrl: prebidUrl } });
    expect(prebid['script-src']).toContain('https://cdn.prebid.example');
    expect(prebid['connect-src']).toContain('https://cdn.prebid.example');
    const disabled = policy({
      ...base(),
      ads: { enablePreBid: false, prebidScriptUrl: prebidUrl },
    });
    expect(disabled['script-src']).not.toContain('https://cdn.prebid.example');
    const plainHttp = policy({
      ...base(),
      ads: { enablePreBid: true, prebidScriptUrl: 'http://x.example/p.js' },
    });
    expect(plainHttp['script-src']).not.toContain('http://x.example');
  });

  it('lists a host once when two vendors share it', () => {
    const csp = policy({
      ...base(),
      adTagVendor: { ...base().adTagVendor, IsEnabled: true },
      testAd: { ...base().testAd, IsEnabled: true },
    });
    const frames = csp['frame-src'] ?? [];
    expect(new Set(frames).size).toBe(frames.length);
  });
});

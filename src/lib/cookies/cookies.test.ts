import { browserCookieString, readBrowserCookie, writeBrowserCookie } from './browserCookies';
import { cookieDomainFor } from './cookieDomain';
import { NOTICE_COOKIES, serialiseAcknowledgedVersions } from './noticeCookies';
import {
  appStoreUrl,
  cookieNoticeAllowed,
  isTrafficCameraDetail,
  termsNoticeAllowed,
} from './noticeRules';

describe('cookieDomainFor', () => {
  it.each([
    ['www.example.com', 'example.com'],
    ['weather.example.com', 'example.com'],
    ['example.com', 'example.com'],
    ['www.example.co.uk', 'example.co.uk'],
    ['a.b.example.co.uk', 'example.co.uk'],
    ['WWW.Example.COM.', 'example.com'],
  ])('%s → %s (the registrable domain)', (host, domain) => {
    expect(cookieDomainFor(host)).toBe(domain);
  });

  it.each(['co.uk', 'localhost', 'app.localhost', '127.0.0.1', '::1', 'com', ''])(
    '%s → none (a host-only cookie)',
    (host) => {
      expect(cookieDomainFor(host)).toBeNull();
    },
  );
});

describe('browserCookieString', () => {
  const https = { protocol: 'https:', hostname: 'www.example.co.uk' };

  it('writes path /, SameSite=Lax, Secure on https, the max age and the domain', () => {
    const text = browserCookieString('a', 'b c', { maxAge: 60, domain: 'example.co.uk' }, https);
    expect(text.split('; ').sort()).toEqual(
      ['Domain=example.co.uk', 'Max-Age=60', 'Path=/', 'SameSite=Lax', 'Secure', 'a=b%20c'].sort(),
    );
  });

  it('is not Secure on http and host-only without a domain', () => {
    const text = browserCookieString(
      'a',
      '1',
      { maxAge: 60 },
      {
        protocol: 'http:',
        hostname: 'localhost',
      },
    );
    expect(text).not.toMatch(/Secure|Domain/);
    expect(text).toMatch(/Path=\//);
  });

  it('leaves the domain out when the page is not inside it (a loopback address)', () => {
    const text = browserCookieString(
      'a',
      '1',
      { maxAge: 60, domain: 'example.com' },
      {
        protocol: 'http:',
        hostname: '127.0.0.1',
      },
    );
    expect(text).not.toMatch(/Domain/);
    const lookalike = browserCookieString(
      'a',
      '1',
      { maxAge: 60, domain: 'example.com' },
      {
        protocol: 'https:',
        hostname: 'badexample.com',
      },
    );
    expect(lookalike).not.toMatch(/Domain/);
  });

  it('writes through document.cookie and reads back', () => {
    const env = {
      document: { cookie: 'x=1; smartbanner_exited=1' },
      location: { protocol: 'https:', hostname: 'weather.example.com' },
    };
    expect(readBrowserCookie('smartbanner_exited', env)).toBe('1');
    expect(readBrowserCookie('missing', env)).toBeUndefined();
    writeBrowserCookie(
      'WB_CookieNotification',
      '2026-11-23',
      { maxAge: 5, domain: 'example.com' },
      env,
    );
    expect(env.document.cookie).toMatch(/^WB_CookieNotification=2026-11-23; /);
    expect(env.document.cookie).toMatch(/Domain=example\.com/);
  });
});

describe('notice cookies', () => {
  it('keeps the lifetimes the notices promise', () => {
    expect(NOTICE_COOKIES.cookieNotice.maxAge).toBe(94_608_000);
    expect(NOTICE_COOKIES.appBanner).toEqual({ name: 'smartbanner_exited', maxAge: 259_200 });
    expect(NOTICE_COOKIES.appBannerClosed).toEqual({
      name: 'smartbanner-closed',
      maxAge: 15 * 86_400,
    });
    expect(NOTICE_COOKIES.appBannerInstalled).toEqual({
      name: 'smartbanner-installed',
      maxAge: 90 * 86_400,
    });
  });

  it('writes acknowledged policy versions as a query string', () => {
    expect(serialiseAcknowledgedVersions({ tou: '2025-06', pp: '2026-01' })).toBe(
      'tou=2025-06&pp=2026-01',
    );
  });
});

describe('notice rules', () => {
  const config = {
    enableNotifications: true,
    enableTermsAndConditionsNotification: true,
    enableUseOfCookiesNotification: true,
    pagePlatformSwitches: {
      'weather-widgets': {},
      maps: { TermsAndConditionsNotification: false, UseOfCookiesNotification: false },
    },
  };

  it('shows the terms notice unless switched off, by the page or the configuration', () => {
    expect(termsNoticeAllowed(config, 'home')).toBe(true);
    expect(termsNoticeAllowed(config, 'maps')).toBe(false);
    expect(termsNoticeAllowed(config, 'weather-widgets')).toBe(false);
    expect(
      termsNoticeAllowed({ ...config, enableTermsAndConditionsNotification: false }, 'home'),
    ).toBe(false);
  });

  it('shows the cookie notice unless switched off', () => {
    expect(cookieNoticeAllowed(config, 'home')).toBe(true);
    expect(cookieNoticeAllowed(config, 'maps')).toBe(false);
    expect(cookieNoticeAllowed({ ...config, enableUseOfCookiesNotification: false }, 'home')).toBe(
      false,
    );
  });

  it('picks the smart-banner URL, else the download link, per platform', () => {
    const links = {
      smartBannerUrls: { ios: 'https://banner.test/ios', android: null },
      downloadLinks: {
        ios: 'https://apps.test/ios',
        android: 'https://play.test/app',
        macos: null,
        desktop: null,
      },
    };
    expect(appStoreUrl(links, 'ios')).toBe('https://banner.test/ios');
    expect(appStoreUrl(links, 'android')).toBe('https://play.test/app');
    expect(
      appStoreUrl(
        { ...links, downloadLinks: { ...links.downloadLinks, android: null } },
        'android',
      ),
    ).toBeNull();
  });

  it('knows a traffic camera page by its path', () => {
    expect(isTrafficCameraDetail('/traffic-cam/los-angeles-ca-us/cam-1')).toBe(true);
    expect(isTrafficCameraDetail('/traffic-cam/los-angeles-ca-us')).toBe(false);
    expect(isTrafficCameraDetail('/traffic-cam')).toBe(false);
    expect(isTrafficCameraDetail('/weather-camera/los-angeles-ca-us/cam-1')).toBe(false);
  });
});

import type { GetServerSidePropsContext } from 'next';

import { getConfig, resetConfigForTests } from '@/server/config';
import { buildPublicConfig } from '@/server/configuration/configuration.service';
import { siteOrigin } from '@/server/http/siteOrigin';
import { HttpError } from '@/server/http/httpError';
import { providerRoutes } from '@/embedded/provider/routes';
import { CURRENT_POLICIES } from '@/embedded/provider/legal/policies';
import type { UserProfile } from '@/types/location';

import { paris } from '@tests/fixtures/localities';
import { setUpServerPageTests } from '@tests/support/serverPageTests';

import { getServerSideProps as termsPage } from '../../../pages/legal/terms';
import { readNotices } from './notices.service';

/** The site notices as server rendering decides them, over the embedded legal policy service. */

const PIXEL_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

type Profile = Pick<UserProfile, 'IsBot' | 'Os' | 'Language' | 'ActiveLocation'>;

const visitor: Profile = {
  IsBot: false,
  Os: null,
  Language: 'en-US',
  ActiveLocation: { Locality: paris, Station: null, DefaultStationRouteString: null },
};

function request(cookie = '', headers: Record<string, string> = {}) {
  return { headers: { host: 'weather.test', cookie, ...headers } };
}

const current = `tou=${CURRENT_POLICIES.tou.version}&pp=${CURRENT_POLICIES.pp.version}`;

/** Routes put in front of the provider's legal paths, counting calls; returns the undo. */
function legalStandIn(path: string, answer: () => unknown): (() => void) & { calls: () => number } {
  let calls = 0;
  const route = {
    path,
    methods: {
      GET: () => {
        calls += 1;
        return answer();
      },
    },
  };
  providerRoutes.unshift(route);
  const undo = () => {
    providerRoutes.splice(providerRoutes.indexOf(route), 1);
  };
  return Object.assign(undo, { calls: () => calls });
}

setUpServerPageTests({
  WEATHER_UPSTREAM: 'demo',
  SITE_URL: 'https://www.weather.co.uk',
  APP_LINK_ANDROID: 'https://play.weather.test/app',
});

const input = (profile: Profile = visitor, pageId = 'home', canonicalPath = '/') => ({
  pageId,
  canonicalPath,
  profile,
});

describe('readNotices', () => {
  it('a first visit: the cookie notice, and the terms notice with both policies and their versions', async () => {
    const notices = await readNotices(request(), input());
    expect(notices.cookieNotice).toBe(true);
    expect(notices.cookieDomain).toBe('weather.co.uk');
    expect(notices.terms).toEqual({
      message: 'Please read our Terms of Use and Privacy Policy.',
      linkText: 'Read our policies',
      tou: { display: true, url: '/legal/terms' },
      pp: { display: true, url: '/legal/privacy' },
      versions: { tou: CURRENT_POLICIES.tou.version, pp: CURRENT_POLICIES.pp.version },
    });
    expect(notices.appBanner).toBeNull();
  });

  it('a returning visitor who closed both: no cookie notice, no terms notice', async () => {
    const cookie = `WB_CookieNotification=2026-11-23; WB_PolicyVersions=${encodeURIComponent(current)}`;
    const notices = await readNotices(request(cookie), input());
    expect(notices.cookieNotice).toBe(false);
    expect(notices.terms).toBeNull();
  });

  it('the terms notice returns when a version changed since the one acknowledged', async () => {
    const older = `tou=${CURRENT_POLICIES.tou.version}&pp=2020-01`;
    const notices = await readNotices(
      request(`WB_PolicyVersions=${encodeURIComponent(older)}`),
      input(),
    );
    expect(notices.terms?.pp.display).toBe(true);
    expect(notices.terms?.tou.display).toBe(false);
    expect(notices.terms?.message).toBe(
      'We have updated our Privacy Policy. Please review the changes.',
    );
  });

  it('no terms notice where the page switch turns it off, and no call to the service', async () => {
    const policies = legalStandIn('/api/legal/policies/v1', () => {
      throw new HttpError(500, 'should not be called');
    });
    try {
      expect((await readNotices(request(), input(visitor, 'weather-widgets'))).terms).toBeNull();
      expect(policies.calls()).toBe(0);
    } finally {
      policies();
    }
  });

  it('no terms notice and no call to the service when notifications are off, site-wide or on the page', async () => {
    const policies = legalStandIn('/api/legal/policies/v1', () => {
      throw new HttpError(500, 'should not be called');
    });
    try {
      const published = buildPublicConfig(getConfig(), siteOrigin());
      const off = { ...published, enableNotifications: false };
      expect((await readNotices(request(), input(), off)).terms).toBeNull();
      const offOnMaps = {
        ...published,
        pagePlatformSwitches: { maps: { Notifications: false } },
      };
      expect((await readNotices(request(), input(visitor, 'maps'), offOnMaps)).terms).toBeNull();
      expect(policies.calls()).toBe(0);
    } finally {
      policies();
    }
  });

  it('degrades to no terms notice when the legal policy service fails, and keeps nothing', async () => {
    const failing = legalStandIn('/api/legal/policies/v1', () => {
      throw new HttpError(503, 'Legal service down');
    });
    try {
      const notices = await readNotices(request(), input());
      expect(notices.terms).toBeNull();
      expect(notices.cookieNotice).toBe(true);
      expect(failing.calls()).toBeGreaterThan(0);
    } finally {
      failing();
    }
    // The failure was not cached: the service answers again.
    expect((await readNotices(request(), input())).terms).not.toBeNull();
  });

  it('degrades when the service answers something else (a foreign link)', async () => {
    const odd = legalStandIn('/api/legal/policies/v1', () => ({
      message: 'Read this',
      linkText: 'Here',
      tou: { display: true, url: 'https://evil.test/terms' },
      pp: { display: false, url: '/legal/privacy' },
    }));
    try {
      expect((await readNotices(request(), input())).terms).toBeNull();
    } finally {
      odd();
    }
  });

  it('reads the service once for visitors with the same versions (server cache)', async () => {
    await readNotices(request(), input());
    const policies = legalStandIn('/api/legal/policies/v1', () => {
      throw new HttpError(503, 'down');
    });
    try {
      expect((await readNotices(request(), input())).terms).not.toBeNull();
      expect(policies.calls()).toBe(0);
    } finally {
      policies();
    }
  });

  it('the app banner for a phone with a store link, unless closed, a crawler or a camera page', async () => {
    const android = { ...visitor, Os: 'Android' };
    const headers = { 'user-agent': PIXEL_UA };
    expect((await readNotices(request('', headers), input(android))).appBanner).toBe('android');
    // Closed (the site's three-day record, the banner's 15 days) or gone to install (90 days).
    for (const cookie of [
      'smartbanner_exited=1',
      'smartbanner-closed=1',
      'smartbanner-installed=1',
    ]) {
      expect((await readNotices(request(cookie, headers), input(android))).appBanner).toBeNull();
    }
    expect(
      (await readNotices(request('', headers), input({ ...android, IsBot: true }))).appBanner,
    ).toBeNull();
    const camera = input(android, 'traffic-camera', '/traffic-cam/los-angeles-ca-us/cam-1');
    expect((await readNotices(request('', headers), camera)).appBanner).toBeNull();
    const cameraList = input(android, 'traffic-camera', '/traffic-cam/los-angeles-ca-us');
    expect((await readNotices(request('', headers), cameraList)).appBanner).toBe('android');
    // No iOS link is configured: no banner for an iPhone.
    expect((await readNotices(request(), input({ ...visitor, Os: 'iOS' }))).appBanner).toBeNull();
  });

  it('a crawler gets no terms notice and no call', async () => {
    const policies = legalStandIn('/api/legal/policies/v1', () => {
      throw new HttpError(500, 'should not be called');
    });
    try {
      expect((await readNotices(request(), input({ ...visitor, IsBot: true }))).terms).toBeNull();
      expect(policies.calls()).toBe(0);
    } finally {
      policies();
    }
  });

  it('a page loaded in a frame (the policy overlay) shows no notice', async () => {
    const notices = await readNotices(
      request('', { 'sec-fetch-dest': 'iframe' }),
      input({ ...visitor, Os: 'Android' }),
    );
    expect(notices).toEqual({
      cookieDomain: 'weather.co.uk',
      cookieNotice: false,
      terms: null,
      appBanner: null,
    });
  });

  it('no cookie domain for localhost', async () => {
    process.env.SITE_URL = 'http://localhost:3000';
    resetConfigForTests();
    expect((await readNotices(request(), input())).cookieDomain).toBeNull();
  });
});

describe('a page’s props', () => {
  it('carry the notices in the hydration payload', async () => {
    const res = { statusCode: 200, getHeader: () => undefined, setHeader: () => undefined };
    const ctx = {
      params: {},
      query: {},
      req: { headers: { host: 'www.weather.co.uk' }, socket: { remoteAddress: '127.0.0.1' } },
      res,
      resolvedUrl: '/legal/terms',
    } as unknown as GetServerSidePropsContext;
    const result = (await termsPage(ctx)) as {
      props: { initialState: { notices?: { cookieNotice: boolean; terms: unknown } } };
    };
    expect(result.props.initialState.notices?.cookieNotice).toBe(true);
    expect(result.props.initialState.notices?.terms).not.toBeNull();
  });
});

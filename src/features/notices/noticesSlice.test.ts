import { makeStore } from '@/application/store';
import { hydrated } from '@/store/hydrated';
import type { HydrationPayload, NoticesHydration, TermsNoticeContent } from '@/types/hydration';

import { testPublicConfig } from '@tests/support/publicConfig';
import { testDeps } from '@tests/support/web2';

import {
  appBannerClosed,
  cookieNoticeClosed,
  cookiesUnavailable,
  selectAppBanner,
  selectCookieDomain,
  selectCookieNoticeVisible,
  selectTermsNotice,
  termsNoticeClosed,
} from './noticesSlice';

const terms: TermsNoticeContent = {
  message: 'We have updated our Privacy Policy. Please review the changes.',
  linkText: 'Review the changes',
  tou: { display: false, url: '/legal/terms' },
  pp: { display: true, url: '/legal/privacy' },
  versions: { tou: '2025-06', pp: '2026-01' },
};

const notices: NoticesHydration = {
  cookieDomain: 'example.com',
  cookieNotice: true,
  terms,
  appBanner: 'android',
};

function seed(overrides: Partial<HydrationPayload> = {}): HydrationPayload {
  return {
    config: {
      value: testPublicConfig({
        downloadLinks: { ios: null, android: 'https://play.test/app', macos: null, desktop: null },
      }),
    },
    page: { pageId: 'home', query: {} },
    user: { deviceId: 'd1', isBot: false, language: 'en-US' },
    notices,
    ...overrides,
  };
}

const storeWith = (payload: HydrationPayload) => makeStore(payload, testDeps());

describe('noticesSlice', () => {
  it('shows nothing before a server answer (a page without one)', () => {
    const store = storeWith({ config: seed().config });
    expect(selectCookieNoticeVisible(store.getState())).toBe(false);
    expect(selectTermsNotice(store.getState())).toBeNull();
    expect(selectAppBanner(store.getState())).toBeNull();
    expect(selectCookieDomain(store.getState())).toBeNull();
  });

  it('shows what the server answered', () => {
    const store = storeWith(seed());
    expect(selectCookieNoticeVisible(store.getState())).toBe(true);
    expect(selectTermsNotice(store.getState())).toEqual(terms);
    expect(selectAppBanner(store.getState())).toEqual({
      platform: 'android',
      url: 'https://play.test/app',
    });
    expect(selectCookieDomain(store.getState())).toBe('example.com');
  });

  it('keeps the cookie notice closed in the tab, whatever a later page says', () => {
    const store = storeWith(seed());
    store.dispatch(cookieNoticeClosed());
    expect(selectCookieNoticeVisible(store.getState())).toBe(false);
    store.dispatch(hydrated(seed()));
    expect(selectCookieNoticeVisible(store.getState())).toBe(false);
  });

  it('hides the cookie notice when the browser refuses cookies', () => {
    const store = storeWith(seed());
    store.dispatch(cookiesUnavailable());
    expect(selectCookieNoticeVisible(store.getState())).toBe(false);
  });

  it('brings the terms notice back only for other versions than the ones acknowledged', () => {
    const store = storeWith(seed());
    store.dispatch(termsNoticeClosed(terms.versions));
    expect(selectTermsNotice(store.getState())).toBeNull();
    store.dispatch(hydrated(seed()));
    expect(selectTermsNotice(store.getState())).toBeNull();
    const newer = { ...terms, versions: { tou: '2025-06', pp: '2026-02' } };
    store.dispatch(hydrated(seed({ notices: { ...notices, terms: newer } })));
    expect(selectTermsNotice(store.getState())).toEqual(newer);
  });

  it('hides the terms notice where the page switch or the configuration turns it off', () => {
    const switchedOff = testPublicConfig({
      pagePlatformSwitches: { home: { TermsAndConditionsNotification: false } },
    });
    expect(
      selectTermsNotice(storeWith(seed({ config: { value: switchedOff } })).getState()),
    ).toBeNull();
    const disabled = testPublicConfig({ enableTermsAndConditionsNotification: false });
    expect(
      selectTermsNotice(storeWith(seed({ config: { value: disabled } })).getState()),
    ).toBeNull();
    const widgets = seed({ page: { pageId: 'weather-widgets', query: {} } });
    expect(selectTermsNotice(storeWith(widgets).getState())).toBeNull();
  });

  it('shows no app banner after close, for a crawler, or without a store link', () => {
    const store = storeWith(seed());
    store.dispatch(appBannerClosed());
    expect(selectAppBanner(store.getState())).toBeNull();
    const bot = seed({ user: { deviceId: null, isBot: true, language: 'en-US' } });
    expect(selectAppBanner(storeWith(bot).getState())).toBeNull();
    const noLink = seed({ config: { value: testPublicConfig() } });
    expect(selectAppBanner(storeWith(noLink).getState())).toBeNull();
  });
});

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import { selectConfig } from '@/features/config/configSlice';
import { selectPageId } from '@/features/page/pageSlice';
import { selectIsBot } from '@/features/user/userSlice';
import { appStoreUrl, cookieNoticeAllowed, termsNoticeAllowed } from '@/lib/cookies';
import { hydrated } from '@/store/hydrated';
import type { RootState } from '@/store/rootState';
import { createAppSelector } from '@/store/selectors';
import type { AppPlatform, NoticesHydration, TermsNoticeContent } from '@/types/hydration';

/**
 * The site notices. Server rendering says what the visitor's cookies and the legal policy service
 * allow (`hydrated`, on every page); what the visitor closed in this tab stays closed, whatever a
 * later page's answer says (a cookie the browser refused would otherwise bring it back).
 */
export interface NoticesState {
  /** The Domain attribute for the cookies the notices write; null: host-only. */
  cookieDomain: string | null;
  /** The server found no cookie-notice cookie. */
  cookieNotice: boolean;
  /** Closed in this tab, or the browser refuses cookies. */
  cookieNoticeClosed: boolean;
  terms: TermsNoticeContent | null;
  /** The versions the visitor acknowledged in this tab (the notice returns for newer ones). */
  termsClosedVersions: { tou: string; pp: string } | null;
  appBanner: AppPlatform | null;
  appBannerClosed: boolean;
}

/** Before any server answer nothing shows: a page without one (an error page) shows no notice. */
const initialState: NoticesState = {
  cookieDomain: null,
  cookieNotice: false,
  cookieNoticeClosed: false,
  terms: null,
  termsClosedVersions: null,
  appBanner: null,
  appBannerClosed: false,
};

export const noticesSlice = createSlice({
  name: 'notices',
  initialState,
  reducers: {
    /** The visitor closed the cookie notice. */
    cookieNoticeClosed(state) {
      state.cookieNoticeClosed = true;
    },
    /** The browser refuses cookies (`navigator.cookieEnabled` false): the notice cannot be kept closed, so it stays away. */
    cookiesUnavailable(state) {
      state.cookieNoticeClosed = true;
    },
    /** The visitor closed the terms notice, acknowledging these versions. */
    termsNoticeClosed(state, action: PayloadAction<{ tou: string; pp: string }>) {
      state.termsClosedVersions = { ...action.payload };
    },
    /** The visitor closed the smart app banner. */
    appBannerClosed(state) {
      state.appBannerClosed = true;
    },
    /** The browser reports the app installed (`getInstalledRelatedApps`): the banner goes away. */
    appInstalledDetected(state) {
      state.appBannerClosed = true;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(hydrated, (state, action) => {
      const notices: NoticesHydration | undefined = action.payload.notices;
      if (!notices) return;
      state.cookieDomain = notices.cookieDomain;
      state.cookieNotice = notices.cookieNotice;
      state.terms = notices.terms;
      state.appBanner = notices.appBanner;
    });
  },
  selectors: {
    selectCookieDomain: (state) => state.cookieDomain,
  },
});

export const {
  cookieNoticeClosed,
  cookiesUnavailable,
  termsNoticeClosed,
  appBannerClosed,
  appInstalledDetected,
} = noticesSlice.actions;
export const { selectCookieDomain } = noticesSlice.selectors;

const selectNotices = (state: RootState) => state.notices;

/** Whether the cookie notice shows. */
export const selectCookieNoticeVisible = createAppSelector(
  [selectNotices, selectConfig, selectPageId],
  (notices, config, pageId) =>
    notices.cookieNotice &&
    !notices.cookieNoticeClosed &&
    (config === null || cookieNoticeAllowed(config, pageId)),
);

/** The terms and privacy notice to show, or null. */
export const selectTermsNotice = createAppSelector(
  [selectNotices, selectConfig, selectPageId],
  (notices, config, pageId): TermsNoticeContent | null => {
    const { terms, termsClosedVersions: closed } = notices;
    if (!terms || !config || !termsNoticeAllowed(config, pageId)) return null;
    if (!terms.tou.display && !terms.pp.display) return null;
    if (closed && closed.tou === terms.versions.tou && closed.pp === terms.versions.pp) return null;
    return terms;
  },
);

/** The smart app banner to show (platform and store URL), or null. */
export const selectAppBanner = createAppSelector(
  [selectNotices, selectConfig, selectIsBot],
  (notices, config, isBot): { platform: AppPlatform; url: string } | null => {
    const platform = notices.appBanner;
    if (!platform || notices.appBannerClosed || isBot || !config) return null;
    const url = appStoreUrl(config, platform);
    return url ? { platform, url } : null;
  },
);

declare module '@/store/rootState' {
  interface RootState {
    notices: NoticesState;
  }
}

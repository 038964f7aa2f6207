import { makeStore } from '@/application/store';
import { signIn, silentSignIn } from '@/features/auth/authSlice';
import { selectMayLoadTracking } from '@/features/consent';
import { PRIVACY_COOKIE_NAME } from '@/lib/cookies/privacyCookie';

import { selectPrivacySetting } from './privacySlice';

const compliance = {
  requiresGDPRCompliance: false,
  disableAds: false,
  dataPrivacyEnabled: true,
  sensitiveDataRestrictionEnabled: false,
};
const seed = {
  user: { deviceId: 'device-1', isBot: false, language: 'en-US' },
  privacy: { compliance, gpc: false, statePrivacyOptedOut: null, limitUseOptedOut: null },
};
const writeCookie = (value: string) => {
  document.cookie = `${PRIVACY_COOKIE_NAME}=${encodeURIComponent(value)}; path=/`;
};

describe('privacy choices after sign-in', () => {
  afterEach(() => {
    document.cookie = `${PRIVACY_COOKIE_NAME}=; path=/; max-age=0`;
  });

  it.each([
    ['the interactive sign-in', () => signIn.fulfilled({ userName: 'Ann' }, 'r1', undefined)],
    ['the silent sign-in', () => silentSignIn.fulfilled({ userName: 'Ann' }, 'r2', undefined)],
  ])("take the account's opt-out from the cookie the server rewrote, after %s", (_label, done) => {
    const store = makeStore(seed);
    expect(selectPrivacySetting(store.getState(), 'statePrivacy').optedOut).toBeNull();
    // The account opted out on another browser: the sign-in's answer wrote it here.
    writeCookie(JSON.stringify({ doNotSell: true }));
    store.dispatch(done());
    expect(selectPrivacySetting(store.getState(), 'statePrivacy').optedOut).toBe(true);
    expect(selectPrivacySetting(store.getState(), 'limitUseOfPI').optedOut).toBeNull();
  });

  it('keep the page as it is without a cookie, or on a failed sign-in', () => {
    const store = makeStore(seed);
    store.dispatch(signIn.fulfilled({ userName: 'Ann' }, 'r1', undefined));
    expect(selectPrivacySetting(store.getState(), 'statePrivacy').optedOut).toBeNull();
    writeCookie(JSON.stringify({ doNotSell: true }));
    store.dispatch(signIn.rejected(null, 'r2', undefined, { message: 'Popup closed by user' }));
    expect(selectPrivacySetting(store.getState(), 'statePrivacy').optedOut).toBeNull();
  });
});

describe('tracking while a choice is being sent', () => {
  it('stops until the answer settles it', () => {
    const store = makeStore(seed);
    expect(selectMayLoadTracking(store.getState())).toBe(true);
    store.dispatch({
      type: 'privacy/updateOptOut/pending',
      meta: { arg: { kind: 'statePrivacy', optedOut: false } },
    });
    expect(selectPrivacySetting(store.getState(), 'statePrivacy').optedOut).toBeNull();
    expect(selectMayLoadTracking(store.getState())).toBe(false);
    store.dispatch({
      type: 'privacy/updateOptOut/fulfilled',
      payload: { kind: 'statePrivacy', optedOut: false },
      meta: { arg: { kind: 'statePrivacy', optedOut: false } },
    });
    expect(selectMayLoadTracking(store.getState())).toBe(true);
  });

  it('stays stopped when the choice could not be recorded', () => {
    const store = makeStore(seed);
    store.dispatch({
      type: 'privacy/updateOptOut/pending',
      meta: { arg: { kind: 'statePrivacy', optedOut: true } },
    });
    store.dispatch({
      type: 'privacy/updateOptOut/rejected',
      payload: { message: 'Network Error' },
      meta: { arg: { kind: 'statePrivacy', optedOut: true } },
    });
    expect(selectMayLoadTracking(store.getState())).toBe(false);
  });
});

import { makeStore } from '@/application/store';
import type { HydrationPayload } from '@/store/hydrated';
import type { Compliance } from '@/types/location';

import { testPublicConfig } from '@tests/support/publicConfig';

import {
  consentDecided,
  consentDialogClosed,
  consentRestored,
  externalPlatformFailed,
  externalPlatformLoading,
  externalPlatformReady,
  selectConsentDialogOpen,
  selectConsentReady,
  selectMayLoadTracking,
  selectUsPrivacyString,
} from './consentSlice';

const GDPR: Compliance = {
  requiresGDPRCompliance: true,
  disableAds: false,
  dataPrivacyEnabled: false,
  sensitiveDataRestrictionEnabled: false,
};
const STATE_LAW: Compliance = {
  requiresGDPRCompliance: false,
  disableAds: false,
  dataPrivacyEnabled: true,
  sensitiveDataRestrictionEnabled: true,
};
const NONE: Compliance = {
  ...STATE_LAW,
  dataPrivacyEnabled: false,
  sensitiveDataRestrictionEnabled: false,
};

function storeFor(
  compliance: Compliance | null,
  { gpc = false, doNotSell = null as boolean | null, isBot = false, external = false } = {},
) {
  const seed: HydrationPayload = {
    user: { deviceId: 'device-1', isBot, language: 'en-US' },
    privacy: { compliance, gpc, statePrivacyOptedOut: doNotSell, limitUseOptedOut: null },
  };
  const store = makeStore(seed);
  if (external) {
    // The consent platform block is what matters to these selectors.
    store.dispatch({
      type: 'app/hydrated',
      payload: {
        config: {
          value: testPublicConfig({
            consentPlatform: {
              accountId: '1234',
              propertyId: '',
              propertyHref: '',
              baseEndpoint: 'https://cmp.example.test',
              campaignEnv: 'prod',
            },
          }),
        },
      },
    });
  }
  return store;
}

describe('the consent slice', () => {
  it('a GDPR visitor: not ready until the stored decision was looked for; none opens the dialog', () => {
    const store = storeFor(GDPR);
    expect(selectConsentReady(store.getState())).toBe(false);
    store.dispatch(consentRestored(null));
    expect(selectConsentReady(store.getState())).toBe(true);
    expect(selectConsentDialogOpen(store.getState())).toBe(true);
    expect(selectMayLoadTracking(store.getState())).toBe(false);
  });

  it.each([
    ['Accept all: trackers may load', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], true],
    ['Reject all: no trackers', [], false],
  ])('a GDPR visitor, %s', (_, purposes, expected) => {
    const store = storeFor(GDPR);
    store.dispatch(consentRestored(null));
    store.dispatch(consentDecided({ tcString: 'TC', purposes }));
    expect(selectConsentDialogOpen(store.getState())).toBe(false);
    expect(selectMayLoadTracking(store.getState())).toBe(expected);
  });

  it('a stored decision keeps the dialog closed; closing keeps the decision', () => {
    const store = storeFor(GDPR);
    store.dispatch(consentRestored({ tcString: 'TC', purposes: [1, 3, 4, 7, 8] }));
    expect(selectConsentDialogOpen(store.getState())).toBe(false);
    store.dispatch(consentDialogClosed());
    expect(selectMayLoadTracking(store.getState())).toBe(true);
  });

  it.each([
    ['a state-privacy visitor: trackers, 1YNN', STATE_LAW, {}, true, '1YNN'],
    ['opted out of sale: no trackers', STATE_LAW, { doNotSell: true }, false, '1YYN'],
    ['GPC: no trackers', STATE_LAW, { gpc: true, doNotSell: true }, false, '1YYN'],
    ['no regime: trackers, 1--N', NONE, {}, true, '1--N'],
    ['a crawler: no trackers', null, { isBot: true }, false, '1--N'],
    ['compliance unknown: no trackers', null, {}, false, '1--N'],
  ])('%s', (_, compliance, options, tracking, usp) => {
    const store = storeFor(compliance, options);
    expect(selectMayLoadTracking(store.getState())).toBe(tracking);
    expect(selectUsPrivacyString(store.getState())).toBe(usp);
  });

  it('waits for a configured external platform, then uses its US Privacy string', () => {
    const store = storeFor(STATE_LAW, { external: true });
    expect(selectConsentReady(store.getState())).toBe(false);
    store.dispatch(externalPlatformLoading());
    expect(selectConsentReady(store.getState())).toBe(false);
    store.dispatch(externalPlatformReady({ uspString: '1YYN' }));
    expect(selectConsentReady(store.getState())).toBe(true);
    expect(selectUsPrivacyString(store.getState())).toBe('1YYN');
  });

  it('answers alone once the external platform is given up on', () => {
    const store = storeFor(STATE_LAW, { external: true });
    store.dispatch(externalPlatformFailed());
    expect(selectConsentReady(store.getState())).toBe(true);
    expect(selectUsPrivacyString(store.getState())).toBe('1YNN');
  });
});

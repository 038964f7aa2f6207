import { makeStore } from '@/application/store';
import type { PublicConfig } from '@/types/config';
import type { Compliance } from '@/types/location';

import { testPublicConfig } from '@tests/support/publicConfig';

/** Compliance where no regime applies (measurement allowed unless GPC). */
export const NO_REGIME: Compliance = {
  requiresGDPRCompliance: false,
  disableAds: false,
  dataPrivacyEnabled: false,
  sensitiveDataRestrictionEnabled: false,
};
/** Compliance of a US state privacy regime. */
export const STATE_REGIME: Compliance = {
  ...NO_REGIME,
  dataPrivacyEnabled: true,
  sensitiveDataRestrictionEnabled: true,
};

/** A store seeded as server rendering would for a visitor (tests only). */
export function measurementStore(
  options: {
    compliance?: Compliance | null;
    isBot?: boolean;
    gpc?: boolean;
    doNotSell?: boolean | null;
    config?: Partial<PublicConfig>;
  } = {},
) {
  return makeStore({
    config: { value: testPublicConfig({ appVersion: '1.2.3', ...options.config }) },
    user: { deviceId: 'device-1', isBot: options.isBot ?? false, language: 'en-US' },
    privacy: {
      compliance: options.compliance === undefined ? NO_REGIME : options.compliance,
      gpc: options.gpc ?? false,
      statePrivacyOptedOut: options.doNotSell ?? null,
      limitUseOptedOut: null,
    },
  });
}

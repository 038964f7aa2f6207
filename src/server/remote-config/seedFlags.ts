import '@/server/serverOnly';

import { MULTI_SIZE_TEST_AD_FLAG, NEW_FOOTER_FLAG } from '@/lib/remote-config';
import type { SiteSettings } from '@/server/config/siteSettings';

import type { SeedFlag } from './flags.repository';

/**
 * The flags the template starts with: the three the site reads, at their in-app defaults. The
 * ad-tag vendor's flag is named by the configuration (`adTagVendor.FirebaseRemoteConfigKey`); with
 * no name configured there is no such flag.
 */
export function seedFlags(settings: SiteSettings): SeedFlag[] {
  const flags: SeedFlag[] = [
    {
      name: MULTI_SIZE_TEST_AD_FLAG,
      value: 'false',
      description: 'Shows the multi-size test ad in the right rail',
    },
    {
      name: NEW_FOOTER_FLAG,
      value: String(settings.featureFlags.enableNewFooterUIWithCMPIntegration),
      description: 'Switches the footer to the newer ordered grid',
    },
  ];
  const adTagKey = settings.adTagVendor.FirebaseRemoteConfigKey;
  if (adTagKey) {
    flags.push({
      name: adTagKey,
      value: String(settings.adTagVendor.IsEnabled),
      description: 'Turns the ad-tag vendor on',
    });
  }
  return flags;
}

/**
 * The in-app defaults: what applies to a flag the template does not hold (as a Firebase app's
 * defaults do). Only the footer's has one, the configuration's switch; every other flag is off.
 */
export function inAppDefaults(settings: SiteSettings): Record<string, string> {
  return {
    [NEW_FOOTER_FLAG]: String(settings.featureFlags.enableNewFooterUIWithCMPIntegration),
  };
}

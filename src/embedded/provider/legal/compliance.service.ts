import { FORWARDED_FOR } from '@/server/http/headers';
import type { Compliance } from '@/types/location';

import { isPrivateAddress, lookupIp, visitorIp, type IpPlace } from '../geoip';
import { GDPR_COUNTRIES, US_STATE_PRIVACY_LAWS } from './compliance.regimes';

/** The regime that decides a visitor's compliance answer. */
export type PrivacyRegime =
  | { kind: 'gdpr'; country: string; name: string }
  | { kind: 'us-state'; state: string; name: string }
  | { kind: 'none'; country: string };

/** Where the visitor is: country and region (US state) codes; unknown places count as US. */
export function regimeFor(
  place: Pick<IpPlace, 'country' | 'region'> | null,
  now: Date = new Date(),
): PrivacyRegime {
  const country = (place?.country ?? 'US').toUpperCase();
  const gdpr = GDPR_COUNTRIES[country];
  if (gdpr) return { kind: 'gdpr', country, name: gdpr };
  if (country === 'US' && place?.region) {
    const state = place.region.toUpperCase();
    const today = now.toISOString().slice(0, 10);
    const law = US_STATE_PRIVACY_LAWS.find((l) => l.state === state && l.effective <= today);
    if (law) return { kind: 'us-state', state, name: law.law };
  }
  return { kind: 'none', country };
}

/**
 * The compliance answer of a regime. `disableAds` is false everywhere: no regime here forbids
 * advertising; GDPR makes personalised ads depend on consent and the US state laws give an opt-out
 * of sale/sharing (GPC honoured), both handled by the consent layer, not by switching ads off.
 */
export function complianceForRegime(regime: PrivacyRegime): Compliance {
  const usState = regime.kind === 'us-state';
  return {
    requiresGDPRCompliance: regime.kind === 'gdpr',
    disableAds: false,
    dataPrivacyEnabled: usState,
    sensitiveDataRestrictionEnabled: usState,
  };
}

/** Test seams of the compliance decision. */
export interface ComplianceDeps {
  lookup?: (ip: string) => Pick<IpPlace, 'country' | 'region'> | null;
  now?: Date;
}

/** Compliance for an IP address; private, loopback, malformed and unknown addresses count as US. */
export function complianceForIp(ip: string, deps: ComplianceDeps = {}): Compliance {
  const place = ip && !isPrivateAddress(ip) ? (deps.lookup ?? lookupIp)(ip) : null;
  return complianceForRegime(regimeFor(place, deps.now));
}

/** Compliance for a request: the visitor is the first address of `X-Forwarded-For`. */
export function complianceForHeaders(
  headers: Record<string, string | undefined>,
  deps: ComplianceDeps = {},
): Compliance {
  const name = Object.keys(headers).find((h) => h.toLowerCase() === FORWARDED_FOR);
  return complianceForIp(visitorIp(name ? headers[name] : undefined), deps);
}

import type { LegalPolicies, LegalPolicyItem } from '@/types/location';

/** The policies in force: version (what a visitor accepts), page and name. Change versions here only. */
export const CURRENT_POLICIES = {
  tou: { version: '2025-06', url: '/legal/terms', name: 'Terms of Use' },
  pp: { version: '2026-01', url: '/legal/privacy', name: 'Privacy Policy' },
} as const;

/** The current policies, with their versions (GET /api/legal/policies/v1/current). */
export interface CurrentLegalPolicies extends LegalPolicies {
  touVersion: string;
  ppVersion: string;
}

/** The versions a visitor has accepted; absent means none. */
export interface AcceptedVersions {
  tou?: string;
  pp?: string;
}

function item(kind: keyof typeof CURRENT_POLICIES, display: boolean): LegalPolicyItem {
  const { name, url } = CURRENT_POLICIES[kind];
  const message = display
    ? `We have updated our ${name}.`
    : `You have accepted our current ${name}.`;
  return { display, message, url };
}

function headline(tou: boolean, pp: boolean): string {
  const changed = [tou && CURRENT_POLICIES.tou.name, pp && CURRENT_POLICIES.pp.name].filter(
    Boolean,
  );
  if (changed.length === 0) return 'You have accepted our current Terms of Use and Privacy Policy.';
  return `We have updated our ${changed.join(' and ')}. Please review the changes.`;
}

/**
 * The notice for a visitor who accepted the given versions: each policy is displayed when the
 * accepted version differs from the current one (or none was accepted). English only for now.
 */
export function policiesFor(accepted: AcceptedVersions): LegalPolicies {
  const tou = accepted.tou?.trim() !== CURRENT_POLICIES.tou.version;
  const pp = accepted.pp?.trim() !== CURRENT_POLICIES.pp.version;
  return {
    message: headline(tou, pp),
    linkText: tou || pp ? 'Review the changes' : 'Read our policies',
    tou: item('tou', tou),
    pp: item('pp', pp),
  };
}

/** The current policies, both displayed, with their versions. */
export function currentPolicies(): CurrentLegalPolicies {
  return {
    message: 'Please read our Terms of Use and Privacy Policy.',
    linkText: 'Read our policies',
    tou: { ...item('tou', true), message: `Read our ${CURRENT_POLICIES.tou.name}.` },
    pp: { ...item('pp', true), message: `Read our ${CURRENT_POLICIES.pp.name}.` },
    touVersion: CURRENT_POLICIES.tou.version,
    ppVersion: CURRENT_POLICIES.pp.version,
  };
}

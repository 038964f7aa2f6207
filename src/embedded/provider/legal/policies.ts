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

/** Where a visitor stands with one policy: accepted the version in force, an earlier one, or none. */
type Standing = 'current' | 'changed' | 'new';

function standing(accepted: string | undefined, current: string): Standing {
  const version = accepted?.trim();
  if (!version) return 'new';
  return version === current ? 'current' : 'changed';
}

function item(kind: keyof typeof CURRENT_POLICIES, status: Standing): LegalPolicyItem {
  const { name, url } = CURRENT_POLICIES[kind];
  const message =
    status === 'changed'
      ? `We have updated our ${name}.`
      : status === 'new'
        ? `Read our ${name}.`
        : `You have accepted our current ${name}.`;
  return { display: status !== 'current', message, url };
}

const names = (kinds: (keyof typeof CURRENT_POLICIES)[]) =>
  kinds.map((k) => CURRENT_POLICIES[k].name).join(' and ');

/**
 * The notice's one line: what changed since the versions a visitor accepted, and for a visitor who
 * never accepted a policy (a first visit), an invitation to read it, never news of a change.
 */
function headline(tou: Standing, pp: Standing): string {
  const of = (status: Standing) =>
    (['tou', 'pp'] as const).filter((k) => ({ tou, pp })[k] === status);
  const changed = of('changed');
  const unread = of('new');
  if (changed.length === 0 && unread.length === 0)
    return 'You have accepted our current Terms of Use and Privacy Policy.';
  if (changed.length === 0) return `Please read our ${names(unread)}.`;
  const andRead = unread.length > 0 ? ` and read our ${names(unread)}` : '';
  return `We have updated our ${names(changed)}. Please review the changes${andRead}.`;
}

/**
 * The notice for a visitor who accepted the given versions: each policy is displayed when the
 * accepted version differs from the current one (an update) or none was accepted (a first visit,
 * asked to read it). English only for now.
 */
export function policiesFor(accepted: AcceptedVersions): LegalPolicies {
  const tou = standing(accepted.tou, CURRENT_POLICIES.tou.version);
  const pp = standing(accepted.pp, CURRENT_POLICIES.pp.version);
  return {
    message: headline(tou, pp),
    linkText: tou === 'changed' || pp === 'changed' ? 'Review the changes' : 'Read our policies',
    tou: item('tou', tou),
    pp: item('pp', pp),
  };
}

/** The current policies, both displayed, with their versions. */
export function currentPolicies(): CurrentLegalPolicies {
  return {
    message: 'Please read our Terms of Use and Privacy Policy.',
    linkText: 'Read our policies',
    tou: item('tou', 'new'),
    pp: item('pp', 'new'),
    touVersion: CURRENT_POLICIES.tou.version,
    ppVersion: CURRENT_POLICIES.pp.version,
  };
}

import type { Compliance } from '@/types/location';

/** The privacy cookie's value (`wb_state_privacy`): the visitor's opt-outs. */
export interface PrivacyCookieValue {
  doNotSell?: boolean;
  limitUseOfPI?: boolean;
}

type PrivacyRegime = Pick<Compliance, 'dataPrivacyEnabled' | 'sensitiveDataRestrictionEnabled'>;

/** True when a US state privacy regime applies to the visitor (either opt-out is offered). */
export function privacyRegimeApplies(compliance: PrivacyRegime | null): boolean {
  return Boolean(compliance?.dataPrivacyEnabled || compliance?.sensitiveDataRestrictionEnabled);
}

/**
 * The IAB US Privacy string (version, notice given, opted out of sale, LSPA signatory): a given
 * string as it is; otherwise, where a state privacy regime applies, '1YNN' (notice given, not
 * opted out), or '1YYN' once the visitor opted out of sale or sharing or sends Global Privacy
 * Control (the site's own platform knows the choice, and says it); '1--N' (not applicable)
 * elsewhere.
 */
export function usPrivacyString(
  compliance: PrivacyRegime | null,
  given?: string | null,
  optedOut = false,
): string {
  if (given) return given;
  if (!privacyRegimeApplies(compliance)) return '1--N';
  return optedOut ? '1YYN' : '1YNN';
}

/**
 * The audience-measurement consent flag `cs_ucfr`: '0' when the visitor opted out or a Global
 * Privacy Control signal is present, '1' when they explicitly opted in, '' while undecided.
 */
export function audienceMeasurementConsent(input: {
  /** The do-not-sell choice: true opted out, false explicitly opted in, null undecided. */
  optedOut: boolean | null;
  gpc: boolean;
}): '0' | '1' | '' {
  if (input.optedOut === true || input.gpc) return '0';
  if (input.optedOut === false) return '1';
  return '';
}

/**
 * The sponsored-content privacy flag: 'none' when neither data privacy nor sensitive-data
 * restriction applies; otherwise 'true' when GPC is on or either opt-out is set, else 'false'.
 */
export function sponsoredPrivacyFlag(input: {
  compliance: PrivacyRegime | null;
  gpc: boolean;
  cookie: PrivacyCookieValue | null;
}): 'true' | 'false' | 'none' {
  if (!privacyRegimeApplies(input.compliance)) return 'none';
  return input.gpc || input.cookie?.doNotSell || input.cookie?.limitUseOfPI ? 'true' : 'false';
}

/** A privacy opt-out update is sent only for a device id that is a non-empty string. */
export function canSendOptOut(deviceId: unknown): deviceId is string {
  return typeof deviceId === 'string' && deviceId.length > 0;
}

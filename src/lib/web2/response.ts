/** The PulseAPI response rule: every answer needs a status and, mostly, data. */

/** Message when an answer lacks data or a status. */
export const NULL_RESPONSE_MESSAGE = 'Invalid PulseAPI response: NULL';

/** Message when an answer's status is not 2xx. */
export function responseCodeMessage(status: number): string {
  return `Invalid PulseAPI response code: ${status}`;
}

/** The parts of an HTTP response the rule looks at. */
export interface ResponseLike {
  data?: unknown;
  status?: number;
}

/** Options of {@link assertValidResponse}. */
export interface AssertValidResponseOptions {
  /** Accept a 2xx without a body (calls documented as possibly answering 204). */
  allowEmptyBody?: boolean;
}

/** True when a body counts as missing: undefined, null or the empty string (an empty 204). */
export function isMissingData(data: unknown): boolean {
  return data === undefined || data === null || data === '';
}

/**
 * Throws unless `res` is a valid PulseAPI answer. Order: no response or no status → NULL; a
 * status outside 200–299 → response code; then a missing body → NULL (unless allowEmptyBody).
 */
export function assertValidResponse(
  res: ResponseLike | null | undefined,
  options: AssertValidResponseOptions = {},
): void {
  if (!res || typeof res.status !== 'number' || res.status === 0) {
    throw new Error(NULL_RESPONSE_MESSAGE);
  }
  if (res.status < 200 || res.status > 299) {
    throw new Error(responseCodeMessage(res.status));
  }
  if (!options.allowEmptyBody && isMissingData(res.data)) {
    throw new Error(NULL_RESPONSE_MESSAGE);
  }
}

/** True for a non-null, non-array object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

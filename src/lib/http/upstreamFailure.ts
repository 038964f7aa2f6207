import { isHttpError } from './createHttpClient';

/**
 * What went wrong with a call to an upstream service, as a caller decides on it:
 * - `unreachable`: no answer at all (connection refused or reset, name not resolved);
 * - `timeout`: no answer within the call's time (its timeout or its deadline signal);
 * - `server-error`: the upstream answered 5xx;
 * - `answered`: the upstream answered with another error status (4xx), which is its verdict;
 * - `cancelled`: the caller itself gave up (its own signal, not a deadline).
 */
export type UpstreamFailureKind =
  'unreachable' | 'timeout' | 'server-error' | 'answered' | 'cancelled';

/** A failed call, classified; `status` and `data` are the upstream's answer when there was one. */
export interface UpstreamFailure {
  kind: UpstreamFailureKind;
  status: number | null;
  data: unknown;
}

/** True when an abort reason is a deadline's (`AbortSignal.timeout` aborts with a TimeoutError). */
export function isTimeoutReason(reason: unknown): boolean {
  return (
    typeof reason === 'object' &&
    reason !== null &&
    (reason as { name?: unknown }).name === 'TimeoutError'
  );
}

/** Classifies an error thrown by an `HttpClient` call (or by a deadline signal around one). */
export function classifyUpstreamFailure(err: unknown): UpstreamFailure {
  if (isTimeoutReason(err)) return { kind: 'timeout', status: null, data: undefined };
  if (!isHttpError(err)) {
    // A system error (ECONNREFUSED, …) thrown outside the client is a network failure; anything
    // else is the upstream (or its transport) failing.
    const code = (err as { code?: unknown } | null)?.code;
    return {
      kind: typeof code === 'string' ? 'unreachable' : 'server-error',
      status: null,
      data: undefined,
    };
  }
  const { response } = err;
  if (response) {
    return {
      kind: response.status >= 500 ? 'server-error' : 'answered',
      status: response.status,
      data: response.data,
    };
  }
  if (err.code === 'ECONNABORTED') return { kind: 'timeout', status: null, data: undefined };
  if (err.code === 'ERR_CANCELED') {
    // The cause is the signal's reason: a deadline's TimeoutError, or the caller giving up.
    return {
      kind: isTimeoutReason(err.cause) ? 'timeout' : 'cancelled',
      status: null,
      data: undefined,
    };
  }
  return { kind: 'unreachable', status: null, data: undefined };
}

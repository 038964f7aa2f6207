import { isTimeoutReason } from '@/lib/http/upstreamFailure';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE,
  isDatabaseUnavailable,
} from '@/server/db/unavailable';
import {
  ProviderHttpError,
  ProviderResponseError,
  ProviderUnavailableError,
} from '@/lib/provider/errors';

/** An error that maps to an HTTP status; its message is safe to show to the caller. */
export class HttpError extends Error {
  /** Seconds the caller should wait before trying again (sent as Retry-After). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly status: number,
    message: string,
    options?: { cause?: unknown; retryAfterSeconds?: number },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'HttpError';
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
}

/** 404 with a message naming what was not found. */
export const notFound = (what: string) => new HttpError(404, `${what} not found`);

/** 400 with the given message. */
export const badRequest = (message: string) => new HttpError(400, message);

/** The message of a 503 when the provider did not answer (refused, dropped or timed out). */
export const PROVIDER_UNAVAILABLE = 'Provider unavailable';
/** The message of a 502 when the provider answered with an error or an invalid answer. */
export const PROVIDER_BAD_ANSWER = 'Provider answered with an error';

/** Seconds a caller is asked to wait (Retry-After) when an upstream is down. */
export const UPSTREAM_RETRY_AFTER_SECONDS = 30;

/** 503 with Retry-After: an upstream did not answer in time, or not at all. */
export const upstreamUnavailable = (cause?: unknown) =>
  new HttpError(503, PROVIDER_UNAVAILABLE, {
    cause,
    retryAfterSeconds: UPSTREAM_RETRY_AFTER_SECONDS,
  });

/** 502: an upstream answered, badly (5xx, an error it should not give, an invalid envelope). */
export const upstreamBadAnswer = (cause?: unknown) =>
  new HttpError(502, PROVIDER_BAD_ANSWER, { cause });

/**
 * The HTTP error a failed provider call becomes when nobody handled it: 503 (with Retry-After)
 * when the provider refused the connection or did not answer within the request's upstream budget,
 * 502 when it answered 5xx, another unexpected error status or an invalid envelope. Null for
 * anything that is not an upstream failure.
 */
export function upstreamHttpError(err: unknown): HttpError | null {
  if (err instanceof ProviderUnavailableError)
    return err.outage === 'server-error' ? upstreamBadAnswer(err) : upstreamUnavailable(err);
  if (err instanceof ProviderHttpError)
    return err.status === null ? upstreamUnavailable(err) : upstreamBadAnswer(err);
  if (err instanceof ProviderResponseError) return upstreamBadAnswer(err);
  // A deadline that ran out outside an HTTP client (`signal.throwIfAborted()`).
  if (isTimeoutReason(err)) return upstreamUnavailable(err);
  return null;
}

/**
 * 503 with Retry-After when the database cannot be reached (refused, dropped, no connection in
 * time); null for any other error (a bad query stays a 500).
 */
export function databaseHttpError(err: unknown): HttpError | null {
  if (!isDatabaseUnavailable(err)) return null;
  return new HttpError(503, DATABASE_UNAVAILABLE, {
    cause: err,
    retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
  });
}

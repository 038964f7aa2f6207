import '@/server/serverOnly';

/**
 * Seconds a caller is asked to wait (Retry-After) when the database cannot be reached: the pool
 * opens new connections on the next request, so a short outage heals by itself.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The message of a 503 when the database cannot be reached. */
export const DATABASE_UNAVAILABLE = 'Database unavailable';

/** Socket-level failures of a database connection (refused, reset, dropped, timed out). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs of a server that cannot serve: class 08 (connection exceptions), 57P01–03
 * (shut down, crashed, starting up) and 53300 (too many connections).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;

/** What node-postgres and its pool say when a connection ends or cannot be had in time. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end/i;

/**
 * True when an error says the database cannot be reached right now (as opposed to a query that
 * is wrong or a constraint that refused a write): such a request answers 503, not 500. Looks
 * through `cause` chains (Kysely and the migrator wrap errors).
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  const { code, message, cause } = err as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code)))
    return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

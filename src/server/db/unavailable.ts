import '@/server/serverOnly';

/**
 * Seconds a caller is asked to wait (Retry-After) when the database cannot serve: the pool opens
 * new connections on the next request, so a short outage heals by itself.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The message of a 503 when the database cannot serve. */
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
 * PostgreSQL SQLSTATEs of a database that cannot serve this request now, though the request is
 * right: connection exceptions (class 08), a login refused (28), insufficient resources (53:
 * too many connections, disk full, out of memory), an operator intervention (57: a statement
 * cancelled by `statement_timeout`, a shutdown, a crash, a start-up), system errors (58), a
 * database that takes no connections (55000: `ALLOW_CONNECTIONS false`), a lock not had within
 * `lock_timeout` (55P03) or held elsewhere (55006), a serialization failure or deadlock (40001,
 * 40P01), a read-only server (25006: a replica after a failover), a database that does not exist
 * (3D000) and a schema behind the code (42P01 no such table, 42703 no such column, 42883 no such
 * function: a migration not yet applied). A syntax error or a refused constraint is the code's
 * fault and stays a 500.
 */
const UNAVAILABLE_STATES =
  /^(08...|28...|53...|57...|58...|55000|55P03|55006|40001|40P01|25006|3D000|42P01|42703|42883)$/;

/** What node-postgres and its pool say when a connection ends or does not answer in time. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|^timeout expired$|Query read timeout|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end/i;

/**
 * better-sqlite3's codes for a database file that cannot serve: busy or locked by another process
 * beyond `busy_timeout`, an I/O error, a full disk, a file that cannot be opened, is read-only, is
 * not a database or is damaged.
 */
const SQLITE_UNAVAILABLE_CODES =
  /^SQLITE_(BUSY|LOCKED|IOERR|FULL|CANTOPEN|READONLY|CORRUPT|NOTADB|PROTOCOL)(_\w+)?$/;

/** SQLite reports a schema behind the code as a plain SQLITE_ERROR with this message. */
const SQLITE_SCHEMA_MESSAGES = /^no such (table|column)/;

/**
 * True when an error says the database cannot serve right now, as opposed to a query that is
 * wrong or a constraint that refused a write: such a request answers 503 with Retry-After, not
 * 500. Covers an unreachable or stalled server, a time limit reached (`statement_timeout`,
 * `lock_timeout`, the client's read timeout, no pool connection in time), a database refusing
 * connections or logins, and a schema that migrations have not brought up to date. Looks through
 * `cause` chains (Kysely and the migrator wrap errors).
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  const { code, message, cause } = err as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code)) return true;
    if (SQLITE_UNAVAILABLE_CODES.test(code)) return true;
    if (
      code === 'SQLITE_ERROR' &&
      typeof message === 'string' &&
      SQLITE_SCHEMA_MESSAGES.test(message)
    )
      return true;
  }
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

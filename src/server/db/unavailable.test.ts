import { databaseHttpError } from '@/server/http/httpError';

import { isDatabaseUnavailable } from './unavailable';

/** An error as node-postgres raises it: a message and, from the server, a SQLSTATE code. */
const pgError = (message: string, code?: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', pgError('read ECONNRESET', 'ECONNRESET')],
    ['a connection the pool dropped', pgError('Connection terminated unexpectedly')],
    ['no connection in time', pgError('timeout exceeded when trying to connect')],
    ['a handshake not done in time', pgError('timeout expired')],
    ['an administrator shutdown', pgError('terminating connection', '57P01')],
    ['a connection failure state', pgError('connection failure', '08006')],
    ['too many connections', pgError('sorry, too many clients already', '53300')],
    ['a statement cancelled by statement_timeout', pgError('canceling statement', '57014')],
    ['a lock not had within lock_timeout', pgError('canceling statement: lock timeout', '55P03')],
    ['an answer that never came', pgError('Query read timeout')],
    ['a database taking no connections', pgError('not currently accepting connections', '55000')],
    ['a refused login', pgError('password authentication failed', '28P01')],
    ['a missing table', pgError('relation "devices" does not exist', '42P01')],
    ['a read-only server', pgError('cannot execute UPDATE in a read-only transaction', '25006')],
    ['a deadlock', pgError('deadlock detected', '40P01')],
    ['a disk full', pgError('could not extend file', '53100')],
    ['a busy SQLite file', pgError('database is locked', 'SQLITE_BUSY')],
    ['a SQLite I/O error', pgError('disk I/O error', 'SQLITE_IOERR_WRITE')],
    ['a SQLite table missing', pgError('no such table: devices', 'SQLITE_ERROR')],
    [
      'a wrapped refusal',
      new Error('Database migration failed', { cause: pgError('x', 'ECONNREFUSED') }),
    ],
  ])('is true for %s', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('duplicate key value', '23505')],
    ['a syntax error', pgError('syntax error at or near "SELEC"', '42601')],
    ['a value the column refuses', pgError('invalid input syntax for type integer', '22P02')],
    ['a SQLite constraint', pgError('UNIQUE constraint failed', 'SQLITE_CONSTRAINT_UNIQUE')],
    ['a SQLite syntax error', pgError('near "SELEC": syntax error', 'SQLITE_ERROR')],
    ['a plain error', new Error('boom')],
    ['no error at all', undefined],
  ])('is false for %s', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});

describe('databaseHttpError', () => {
  it('maps an unreachable database to 503 with Retry-After and a message safe to show', () => {
    const answer = databaseHttpError(pgError('connect ECONNREFUSED 10.0.0.5:5432', 'ECONNREFUSED'));
    expect(answer).toMatchObject({ status: 503, message: 'Database unavailable' });
    expect(answer?.retryAfterSeconds).toBe(5);
  });

  it('leaves other errors to the generic 500', () => {
    expect(databaseHttpError(pgError('duplicate key value', '23505'))).toBeNull();
  });
});

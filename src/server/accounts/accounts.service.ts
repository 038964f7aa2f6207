import '@/server/serverOnly';

import { randomUUID } from 'node:crypto';

import type { Kysely } from 'kysely';

import { getDb } from '@/server/db';
import type { Database } from '@/server/db/database';

import {
  AccountError,
  registrationSchema,
  validationCode,
  type Registration,
} from './accounts.schema';
import { LoginThrottle } from './loginThrottle';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwordHash';
import { findUserByEmail, findUserById, insertUser, type UserRow } from './users.repository';

/** An account as the rest of the server sees it (never the password hash). */
export interface Account {
  id: string;
  name: string;
  email: string;
}

/** Registration, sign-in and look-up of accounts. */
export interface AccountsService {
  register(input: Registration): Promise<Account>;
  authenticate(email: string, password: string, ip: string): Promise<Account>;
  findUser(id: string): Promise<Account | undefined>;
}

/** What the service works with; tests inject their own database and throttle. */
export interface AccountsDeps {
  db?: () => Promise<Kysely<Database>>;
  throttle?: LoginThrottle;
}

const toAccount = (row: UserRow): Account => ({ id: row.id, name: row.name, email: row.email });

/** Builds the accounts service over a database getter and a throttle. */
export function createAccountsService(deps: AccountsDeps = {}): AccountsService {
  const db = deps.db ?? getDb;
  const throttle = deps.throttle ?? new LoginThrottle();
  return {
    async register(input) {
      const parsed = registrationSchema.safeParse(input);
      if (!parsed.success) {
        throw new AccountError(
          validationCode(parsed.error.issues[0]?.message ?? '') ?? 'email-invalid',
        );
      }
      const { name, email, password } = parsed.data;
      const conn = await db();
      if (await findUserByEmail(conn, email)) throw new AccountError('email-taken');
      const user = { id: randomUUID(), name, email, passwordHash: await hashPassword(password) };
      if (!(await insertUser(conn, user, new Date().toISOString())))
        throw new AccountError('email-taken');
      return { id: user.id, name, email };
    },

    async authenticate(rawEmail, password, ip) {
      const email = rawEmail.trim().toLowerCase().slice(0, 320);
      const wait = throttle.retryAfterMinutes(email, ip);
      if (wait > 0) throw new AccountError('throttled', wait);
      const row = email ? await findUserByEmail(await db(), email) : undefined;
      // Over-long passwords are refused without hashing megabytes; unknown emails cost a hash too.
      const ok =
        password.length <= 200 && row
          ? await verifyPassword(password, row.password_hash)
          : await verifyAgainstDummy(password.slice(0, 200));
      if (!ok || !row) {
        throttle.recordFailure(email, ip);
        throw new AccountError('wrong-password');
      }
      throttle.recordSuccess(email, ip);
      return toAccount(row);
    },

    async findUser(id) {
      if (!id || id.length > 64) return undefined;
      const row = await findUserById(await db(), id);
      return row ? toAccount(row) : undefined;
    },
  };
}

const globalForAccounts = globalThis as unknown as { __weatherAccounts?: AccountsService };

/** The process-wide accounts service (one throttle per process). */
export function accountsService(): AccountsService {
  globalForAccounts.__weatherAccounts ??= createAccountsService();
  return globalForAccounts.__weatherAccounts;
}

/** Creates an account; throws AccountError ('email-taken' or a validation code). */
export const register = (input: Registration): Promise<Account> =>
  accountsService().register(input);

/** Checks an email and password; throws AccountError ('wrong-password' or 'throttled'). */
export const authenticate = (email: string, password: string, ip: string): Promise<Account> =>
  accountsService().authenticate(email, password, ip);

/** The account with this id, if any. */
export const findUser = (id: string): Promise<Account | undefined> =>
  accountsService().findUser(id);

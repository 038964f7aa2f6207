import { createTestDatabase, testEngines, type TestDatabase } from '@tests/utils/testDatabases';

import { AccountError } from './accounts.schema';
import { createAccountsService, type AccountsService } from './accounts.service';
import { LoginThrottle } from './loginThrottle';

async function refusal(promise: Promise<unknown>): Promise<AccountError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof AccountError))
    throw new Error(`expected an AccountError, got ${String(err)}`);
  return err;
}

describe.each(testEngines)('accounts service on %s', (engine) => {
  let t: TestDatabase;
  let clock: number;
  let accounts: AccountsService;
  const fresh = () =>
    createAccountsService({
      db: () => Promise.resolve(t.db),
      throttle: new LoginThrottle(undefined, () => clock),
    });

  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(() => t.destroy());
  beforeEach(() => {
    clock = Date.UTC(2026, 0, 1);
    accounts = fresh();
  });

  it('registers an account with a lower-cased email and an scrypt hash', async () => {
    const account = await accounts.register({
      name: '  Ada  ',
      email: ' Ada@Example.COM ',
      password: 'correct horse',
    });
    expect(account).toEqual({ id: expect.any(String), name: 'Ada', email: 'ada@example.com' });
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(row.password_hash).not.toContain('correct horse');
    expect(await accounts.findUser(account.id)).toEqual(account);
    expect(await accounts.findUser('nobody')).toBeUndefined();
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    await accounts.register({ name: 'Bo', email: 'bo@example.com', password: 'password-1' });
    const err = await refusal(
      accounts.register({ name: 'Bo 2', email: 'BO@example.com', password: 'password-2' }),
    );
    expect(err.message).toBe('An account with this email already exists');
    expect(err.code).toBe('email-taken');
  });

  it.each([
    [{ name: '   ', email: 'a@b.co', password: 'password' }, 'Enter your name'],
    [
      { name: 'x'.repeat(101), email: 'a@b.co', password: 'password' },
      'Name must be at most 100 characters',
    ],
    [{ name: 'N', email: 'not-an-email', password: 'password' }, 'Enter a valid email address'],
    [
      { name: 'N', email: `${'a'.repeat(315)}@b.com`, password: 'password' },
      'Email must be at most 320 characters',
    ],
    [{ name: 'N', email: 'a@b.co', password: 'short' }, 'Password must be at least 8 characters'],
    [
      { name: 'N', email: 'a@b.co', password: 'p'.repeat(201) },
      'Password must be at most 200 characters',
    ],
  ])('validates registration %#', async (input, message) => {
    expect((await refusal(accounts.register(input))).message).toBe(message);
  });

  it('signs in with the right password, any email case', async () => {
    const made = await accounts.register({
      name: 'Cy',
      email: 'cy@example.com',
      password: 'sesame-open',
    });
    expect(await accounts.authenticate('CY@Example.com', 'sesame-open', '10.0.0.1')).toEqual(made);
  });

  it('answers the same refusal for a wrong password and an unknown email', async () => {
    await accounts.register({ name: 'Di', email: 'di@example.com', password: 'sesame-open' });
    const wrong = await refusal(accounts.authenticate('di@example.com', 'sesame-shut', '10.0.0.2'));
    const unknown = await refusal(
      accounts.authenticate('nobody@example.com', 'sesame-open', '10.0.0.2'),
    );
    expect(wrong.message).toBe('Wrong email or password');
    expect(unknown.message).toBe('Wrong email or password');
  });

  it('refuses a sixth attempt for one email from one address within 15 minutes, even with the right password', async () => {
    await accounts.register({ name: 'Ed', email: 'ed@example.com', password: 'sesame-open' });
    for (let i = 0; i < 5; i++) {
      clock += 60_000;
      expect(
        (await refusal(accounts.authenticate('ed@example.com', 'nope-nope', '10.1.0.1'))).code,
      ).toBe('wrong-password');
    }
    // The first failure was at +1 min; it leaves the window at +16 min. Now is +5 min: 11 minutes.
    const err = await refusal(accounts.authenticate('ed@example.com', 'sesame-open', '10.1.0.1'));
    expect(err.message).toBe('Too many attempts. Try again in 11 minutes.');
    // The account's owner, at another address, is not locked out by someone else's guesses.
    expect((await accounts.authenticate('ed@example.com', 'sesame-open', '10.1.1.1')).email).toBe(
      'ed@example.com',
    );
    clock += 11 * 60_000 + 1;
    expect((await accounts.authenticate('ed@example.com', 'sesame-open', '10.1.0.1')).email).toBe(
      'ed@example.com',
    );
  });

  it('counts an IPv6 client by its /64: addresses picked inside it are one client', async () => {
    await accounts.register({ name: 'Fay', email: 'fay@example.com', password: 'sesame-open' });
    for (let i = 1; i <= 5; i++)
      await refusal(accounts.authenticate('fay@example.com', 'nope-nope', `2001:db8:1:2::${i}`));
    const err = await refusal(
      accounts.authenticate('fay@example.com', 'sesame-open', '2001:db8:1:2:ffff::9'),
    );
    expect(err.code).toBe('throttled');
    expect(
      (await accounts.authenticate('fay@example.com', 'sesame-open', '2001:db8:1:3::1')).email,
    ).toBe('fay@example.com');
  });

  it('refuses one email everywhere after 50 failures spread over many addresses', async () => {
    await accounts.register({ name: 'Eve', email: 'eve@example.com', password: 'sesame-open' });
    for (let i = 0; i < 50; i++)
      await refusal(accounts.authenticate('eve@example.com', 'nope-nope', `10.4.${i}.1`));
    const err = await refusal(accounts.authenticate('eve@example.com', 'sesame-open', '10.5.0.1'));
    expect(err.code).toBe('throttled');
  }, 60_000);

  it('forgets an email’s failures after a successful sign-in', async () => {
    await accounts.register({ name: 'Fi', email: 'fi@example.com', password: 'sesame-open' });
    for (let i = 0; i < 4; i++)
      await refusal(accounts.authenticate('fi@example.com', 'nope-nope', '10.2.0.1'));
    await accounts.authenticate('fi@example.com', 'sesame-open', '10.2.0.1');
    for (let i = 0; i < 4; i++)
      await refusal(accounts.authenticate('fi@example.com', 'nope-nope', '10.2.0.1'));
    expect((await accounts.authenticate('fi@example.com', 'sesame-open', '10.2.0.1')).email).toBe(
      'fi@example.com',
    );
  });

  it('refuses an IP after 20 failures across emails within 15 minutes', async () => {
    for (let i = 0; i < 20; i++) {
      await refusal(accounts.authenticate(`user${i}@example.com`, 'nope-nope', '10.3.0.1'));
    }
    const err = await refusal(accounts.authenticate('other@example.com', 'whatever1', '10.3.0.1'));
    expect(err.code).toBe('throttled');
    expect(err.message).toBe('Too many attempts. Try again in 15 minutes.');
    // Another address is not affected.
    expect(
      (await refusal(accounts.authenticate('other@example.com', 'whatever1', '10.3.0.2'))).code,
    ).toBe('wrong-password');
  }, 60_000);
});

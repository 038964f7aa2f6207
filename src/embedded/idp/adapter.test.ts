import type { AdapterPayload } from 'oidc-provider';

import { createTestDatabase, testEngines, type TestDatabase } from '@tests/utils/testDatabases';

import { OidcDbAdapter, sweepExpired } from './adapter';

describe.each(testEngines)('OidcDbAdapter on %s', (engine) => {
  let t: TestDatabase;
  const db = () => Promise.resolve(t.db);
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(() => t.destroy());
  afterEach(() => jest.useRealTimers());

  it('stores, finds and replaces a payload', async () => {
    const tokens = new OidcDbAdapter('AccessToken', db);
    await tokens.upsert('a1', { jti: 'a1', grantId: 'g1', accountId: 'u1' }, 60);
    expect(await tokens.find('a1')).toEqual({ jti: 'a1', grantId: 'g1', accountId: 'u1' });
    await tokens.upsert('a1', { jti: 'a1', grantId: 'g1', accountId: 'u2' }, 60);
    expect((await tokens.find('a1'))?.accountId).toBe('u2');
    expect(await tokens.find('missing')).toBeUndefined();
  });

  it('keeps models apart by name', async () => {
    await new OidcDbAdapter('Session', db).upsert('same', { jti: 'same', kind: 'Session' }, 60);
    await new OidcDbAdapter('Grant', db).upsert('same', { jti: 'same', kind: 'Grant' }, 60);
    expect((await new OidcDbAdapter('Session', db).find('same'))?.kind).toBe('Session');
    expect((await new OidcDbAdapter('Grant', db).find('same'))?.kind).toBe('Grant');
  });

  it('answers undefined for an expired payload and sweeps it', async () => {
    const codes = new OidcDbAdapter('AuthorizationCode', db);
    await codes.upsert('c1', { jti: 'c1' }, 1);
    const now = Date.now();
    jest.useFakeTimers({
      now: now + 2000,
      doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'],
    });
    expect(await codes.find('c1')).toBeUndefined();
    expect(await sweepExpired(t.db, now + 2000)).toBeGreaterThanOrEqual(1);
    jest.useRealTimers();
    const rows = await t.db
      .selectFrom('oidc_payloads')
      .select('id')
      .where('id', '=', 'c1')
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('keeps a payload without expiry', async () => {
    const clients = new OidcDbAdapter('Client', db);
    await clients.upsert('forever', { client_id: 'forever' });
    expect((await clients.find('forever'))?.client_id).toBe('forever');
  });

  it('finds sessions by uid and device codes by user code', async () => {
    await new OidcDbAdapter('Session', db).upsert(
      's1',
      { jti: 's1', uid: 'uid-1', accountId: 'u1' },
      60,
    );
    expect((await new OidcDbAdapter('Session', db).findByUid('uid-1'))?.jti).toBe('s1');
    await new OidcDbAdapter('DeviceCode', db).upsert('d1', { jti: 'd1', userCode: 'ABCD' }, 60);
    expect((await new OidcDbAdapter('DeviceCode', db).findByUserCode('ABCD'))?.jti).toBe('d1');
    expect(await new OidcDbAdapter('Session', db).findByUid('nope')).toBeUndefined();
  });

  it('marks a payload consumed, and a new upsert clears the mark', async () => {
    const rt = new OidcDbAdapter('RefreshToken', db);
    await rt.upsert('r1', { jti: 'r1', grantId: 'g2' }, 60);
    await rt.consume('r1');
    const consumed = (await rt.find('r1')) as AdapterPayload;
    expect(consumed.consumed).toEqual(expect.any(Number));
    await rt.upsert('r1', { jti: 'r1', grantId: 'g2' }, 60);
    expect((await rt.find('r1'))?.consumed).toBeUndefined();
  });

  it('destroys one payload', async () => {
    const it1 = new OidcDbAdapter('Interaction', db);
    await it1.upsert('i1', { jti: 'i1' }, 60);
    await it1.destroy('i1');
    expect(await it1.find('i1')).toBeUndefined();
  });

  it('revokes everything of a grant, across models', async () => {
    const at = new OidcDbAdapter('AccessToken', db);
    const rt = new OidcDbAdapter('RefreshToken', db);
    await at.upsert('x1', { jti: 'x1', grantId: 'g9' }, 60);
    await rt.upsert('x2', { jti: 'x2', grantId: 'g9' }, 60);
    await at.upsert('x3', { jti: 'x3', grantId: 'other' }, 60);
    await rt.revokeByGrantId('g9');
    expect(await at.find('x1')).toBeUndefined();
    expect(await rt.find('x2')).toBeUndefined();
    expect(await at.find('x3')).toBeDefined();
  });
});

import { createTestDatabase, testEngines, type TestDatabase } from '@tests/utils/testDatabases';

import { JWKS_KEY_NAME, loadOrCreateSigningKeys } from './signingKeys';

describe.each(testEngines)('signing keys on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(() => t.destroy());

  it('generates an RSA signing key once and reads the same key back later', async () => {
    const [a, b] = await Promise.all([
      loadOrCreateSigningKeys(t.db),
      loadOrCreateSigningKeys(t.db),
    ]);
    expect(a.keys).toHaveLength(1);
    expect(a.keys[0]).toMatchObject({
      kty: 'RSA',
      alg: 'RS256',
      use: 'sig',
      kid: expect.any(String),
      d: expect.any(String),
    });
    expect(b).toEqual(a);
    expect(await loadOrCreateSigningKeys(t.db)).toEqual(a);
    const rows = await t.db
      .selectFrom('app_keys')
      .select('name')
      .where('name', '=', JWKS_KEY_NAME)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a damaged key set instead of replacing it', async () => {
    await t.db
      .updateTable('app_keys')
      .set({ value: '{"keys":[]}' })
      .where('name', '=', JWKS_KEY_NAME)
      .execute();
    await expect(loadOrCreateSigningKeys(t.db)).rejects.toThrow(/damaged/);
  });
});

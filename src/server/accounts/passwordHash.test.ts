import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwordHash';

describe('password hashes', () => {
  it('verifies the right password and refuses another', async () => {
    const hash = await hashPassword('pässwörd-1');
    const [, n, r, p, salt] = hash.split('$');
    expect([n, r, p]).toEqual(['32768', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(await verifyPassword('pässwörd-1', hash)).toBe(true);
    expect(await verifyPassword('pässwörd-2', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same-password')).not.toBe(await hashPassword('same-password'));
  });

  it('refuses malformed or absurd stored hashes without throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$3$8$1$c2FsdA==$aGFzaA==')).toBe(false);
    expect(
      await verifyPassword('x', `scrypt$${2 ** 24}$8$1$c2FsdHNhbHRzYWx0$${'A'.repeat(44)}`),
    ).toBe(false);
  });

  it('spends a hash on unknown accounts and refuses them', async () => {
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });
});

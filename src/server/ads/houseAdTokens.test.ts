import { newNonce, signHouseAdToken, verifyHouseAdToken } from './houseAdTokens';

const KEYS = ['current-key', 'previous-key'];
const payload = {
  creativeId: 'radar-map-300x250',
  pageId: 'forecasts/current',
  slotId: 'info-section',
  nonce: 'AbC_dEf-123',
  issuedAt: 1_780_000_000,
};

describe('house ad tokens', () => {
  it('round-trips the creative, page, slot, nonce and time, and stays short', () => {
    const token = signHouseAdToken(payload, KEYS);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
    expect(token.length).toBeLessThan(120);
    expect(verifyHouseAdToken(token, KEYS)).toEqual(payload);
  });

  it('accepts a token signed with an older key still listed (key rotation)', () => {
    const token = signHouseAdToken(payload, ['previous-key']);
    expect(verifyHouseAdToken(token, KEYS)).toEqual(payload);
    expect(verifyHouseAdToken(token, ['current-key'])).toBeNull();
  });

  it('rejects a tampered payload or signature', () => {
    const token = signHouseAdToken(payload, KEYS);
    const [body = '', sig = ''] = token.split('.');
    const forgedBody = Buffer.from(
      Buffer.from(body, 'base64url').toString('utf8').replace('radar-map', 'alerts'),
    ).toString('base64url');
    expect(verifyHouseAdToken(`${forgedBody}.${sig}`, KEYS)).toBeNull();
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    expect(verifyHouseAdToken(`${body}.${flipped}`, KEYS)).toBeNull();
    expect(verifyHouseAdToken(`${body}.${sig}.x`, KEYS)).toBeNull();
    expect(verifyHouseAdToken(body, KEYS)).toBeNull();
    expect(verifyHouseAdToken('', KEYS)).toBeNull();
  });

  it('rejects a token made with another purpose of the same key (a device cookie signature)', () => {
    const token = signHouseAdToken(payload, KEYS);
    const [body = ''] = token.split('.');
    const { createHmac } = jest.requireActual<typeof import('node:crypto')>('node:crypto');
    const plain = createHmac('sha256', 'current-key').update(body).digest('base64url').slice(0, 22);
    expect(verifyHouseAdToken(`${body}.${plain}`, KEYS)).toBeNull();
  });

  it('refuses to sign fields that could break the format', () => {
    expect(() => signHouseAdToken({ ...payload, slotId: 'a|b' }, KEYS)).toThrow();
    expect(() => signHouseAdToken(payload, [])).toThrow('No cookie key configured');
  });

  it('makes a different nonce each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
  });
});

import { clientAddress, forwardedChain, forwardedRequest, isTrustedProxy } from './forwarded';

const req = (remoteAddress: string, headers: Record<string, string> = {}) => ({
  headers,
  socket: { remoteAddress },
});
const trusted = ['127.0.0.1/32', '10.0.0.0/8', '::1/128'];

describe('clientAddress', () => {
  it('is the socket’s peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress(req('198.51.100.7', { 'x-forwarded-for': '81.2.69.160' }), [])).toBe(
      '198.51.100.7',
    );
    expect(clientAddress(req('::ffff:198.51.100.7'), [])).toBe('198.51.100.7');
  });

  it('is the peer when the peer is not a trusted proxy', () => {
    expect(clientAddress(req('198.51.100.7', { 'x-forwarded-for': '81.2.69.160' }), trusted)).toBe(
      '198.51.100.7',
    );
  });

  it('walks X-Forwarded-For from the right past every trusted proxy', () => {
    const headers = { 'x-forwarded-for': '81.2.69.160, 203.0.113.9, 10.1.2.3' };
    expect(clientAddress(req('127.0.0.1', headers), trusted)).toBe('203.0.113.9');
    expect(clientAddress(req('::1', { 'x-forwarded-for': '[2001:db8::5]:4711' }), trusted)).toBe(
      '2001:db8::5',
    );
    expect(
      clientAddress(req('127.0.0.1', { 'x-forwarded-for': '203.0.113.9:5555' }), trusted),
    ).toBe('203.0.113.9');
    // Every hop trusted: the leftmost is the client.
    expect(clientAddress(req('127.0.0.1', { 'x-forwarded-for': '10.0.0.9' }), trusted)).toBe(
      '10.0.0.9',
    );
  });

  it('stops at a malformed hop: the proxy that forwarded it is all that is known', () => {
    expect(
      clientAddress(req('127.0.0.1', { 'x-forwarded-for': '203.0.113.9, nonsense' }), trusted),
    ).toBe('127.0.0.1');
  });

  it('tells what the client itself claimed (left of its hop)', () => {
    expect(
      forwardedChain(req('127.0.0.1', { 'x-forwarded-for': '81.2.69.160, 203.0.113.9' }), trusted),
    ).toEqual({ client: '203.0.113.9', claimed: ['81.2.69.160'] });
    expect(forwardedChain(req('203.0.113.9', { 'x-forwarded-for': '81.2.69.160' }), [])).toEqual({
      client: '203.0.113.9',
      claimed: ['81.2.69.160'],
    });
  });
});

describe('forwardedRequest', () => {
  const headers = {
    'x-forwarded-host': 'weather.example, evil.example',
    'x-forwarded-proto': 'HTTPS',
    'x-forwarded-for': '203.0.113.9',
  };

  it('believes host and protocol only from a trusted proxy', () => {
    expect(forwardedRequest(req('127.0.0.1', headers), trusted)).toEqual({
      client: '203.0.113.9',
      host: 'weather.example',
      proto: 'https',
    });
    expect(forwardedRequest(req('198.51.100.7', headers), trusted)).toEqual({
      client: '198.51.100.7',
      host: undefined,
      proto: undefined,
    });
    expect(forwardedRequest(req('127.0.0.1', headers), [])).toMatchObject({ host: undefined });
  });

  it('knows the trusted proxies', () => {
    expect(isTrustedProxy('10.200.0.1', trusted)).toBe(true);
    expect(isTrustedProxy('::ffff:127.0.0.1', trusted)).toBe(true);
    expect(isTrustedProxy('11.0.0.1', trusted)).toBe(false);
    expect(isTrustedProxy('not an address', trusted)).toBe(false);
    expect(isTrustedProxy('127.0.0.1', [])).toBe(false);
  });
});

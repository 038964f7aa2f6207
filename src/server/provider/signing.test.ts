import { canonicalRequest, computeHash, signRequest, verifySignedRequest } from './signing';

// The worked example of docs/provider-api.md ("Signing"); keep the two in step.
const docRequest = {
  method: 'get',
  path: '/api/push/v1/notifications/status/emLocationId=US10001',
  params: { verbose: 'true', latitude: '40.7143', longitude: '-74.006', appId: 'wbweb' },
};
const docKey = { authId: 'docs-example', secret: 'example-secret-do-not-use' };
const docTime = 1763719200;
const at = (seconds: number) => () => seconds * 1000;

describe('signing', () => {
  it('matches the documented test vector', () => {
    expect(canonicalRequest(docRequest, docTime)).toBe(
      'GET\n/api/push/v1/notifications/status/emLocationId=US10001\n1763719200\nappId\nwbweb\nlatitude\n40.7143\nlongitude\n-74.006\nverbose\ntrue',
    );
    expect(signRequest(docRequest, docKey, at(docTime))).toEqual({
      authid: 'docs-example',
      timestamp: '1763719200',
      hash: 'i9F+rwUB5NiEWPlEqt5+L5Tdewn4viaFXQhFv5tBsDU=',
    });
  });

  it('changes the hash when the method, path, a parameter or the timestamp changes', () => {
    const base = signRequest(docRequest, docKey, at(docTime)).hash;
    expect(signRequest({ ...docRequest, method: 'POST' }, docKey, at(docTime)).hash).not.toBe(base);
    expect(
      signRequest({ ...docRequest, path: '/api/push/v1/notifications/status' }, docKey, at(docTime))
        .hash,
    ).not.toBe(base);
    expect(
      signRequest(
        { ...docRequest, params: { ...docRequest.params, latitude: '40.7144' } },
        docKey,
        at(docTime),
      ).hash,
    ).not.toBe(base);
    expect(
      signRequest(
        { ...docRequest, params: { ...docRequest.params, extra: '' } },
        docKey,
        at(docTime),
      ).hash,
    ).not.toBe(base);
    expect(signRequest(docRequest, docKey, at(docTime + 1)).hash).not.toBe(base);
    expect(signRequest(docRequest, { ...docKey, secret: 'other' }, at(docTime)).hash).not.toBe(
      base,
    );
  });

  it('sorts parameter names ordinally (upper case before lower case) and ignores signature fields', () => {
    const canonical = canonicalRequest(
      { method: 'GET', path: 'x', params: { b: '2', B: '1', a: '3', hash: 'h', authid: 'i' } },
      1,
    );
    expect(canonical).toBe('GET\n/x\n1\nB\n1\na\n3\nb\n2');
  });

  it('hashes with HMAC-SHA256 in base64', () => {
    expect(computeHash('key', 'The quick brown fox jumps over the lazy dog')).toBe(
      '97yD9DBThCSxMpjmqm+xQ+9NWaFJRhdZl0edvC0aPNg=',
    );
  });
});

describe('verifySignedRequest', () => {
  const signed = (seconds: number) => ({
    ...docRequest,
    params: { ...docRequest.params, ...signRequest(docRequest, docKey, at(seconds)) },
  });

  it('accepts a request signed within five minutes either way', () => {
    expect(verifySignedRequest(signed(docTime), docKey, at(docTime))).toEqual({ ok: true });
    expect(verifySignedRequest(signed(docTime - 300), docKey, at(docTime))).toEqual({ ok: true });
    expect(verifySignedRequest(signed(docTime + 300), docKey, at(docTime))).toEqual({ ok: true });
  });

  it('refuses a stale or future timestamp', () => {
    expect(verifySignedRequest(signed(docTime - 301), docKey, at(docTime))).toMatchObject({
      ok: false,
    });
    expect(verifySignedRequest(signed(docTime + 301), docKey, at(docTime))).toMatchObject({
      ok: false,
    });
  });

  it('refuses a missing signature, an unknown auth id and any tampering', () => {
    expect(verifySignedRequest(docRequest, docKey, at(docTime))).toEqual({
      ok: false,
      reason: 'Missing signature',
    });
    const good = signed(docTime);
    expect(
      verifySignedRequest(
        { ...good, params: { ...good.params, authid: 'x' } },
        docKey,
        at(docTime),
      ),
    ).toMatchObject({ ok: false });
    expect(
      verifySignedRequest(
        { ...good, params: { ...good.params, latitude: '0' } },
        docKey,
        at(docTime),
      ),
    ).toEqual({ ok: false, reason: 'Invalid signature' });
    expect(verifySignedRequest({ ...good, method: 'POST' }, docKey, at(docTime))).toEqual({
      ok: false,
      reason: 'Invalid signature',
    });
    expect(
      verifySignedRequest(
        { ...good, params: { ...good.params, hash: 'AAAA' } },
        docKey,
        at(docTime),
      ),
    ).toEqual({ ok: false, reason: 'Invalid signature' });
  });
});

import { isForeignOrigin } from './origin';

const host = { host: 'weather.test' };

describe('isForeignOrigin', () => {
  it('never refuses reads', () => {
    expect(isForeignOrigin('GET', { ...host, origin: 'https://evil.example' })).toBe(false);
  });

  it('accepts calls without Origin (not from a browser page)', () => {
    expect(isForeignOrigin('PUT', host)).toBe(false);
  });

  it('never lets the Host header decide: an Origin matching only the Host is foreign', () => {
    expect(isForeignOrigin('POST', { ...host, origin: 'https://weather.test' })).toBe(true);
    expect(
      isForeignOrigin('POST', { ...host, origin: 'https://weather.test' }, [
        'https://weather.test',
      ]),
    ).toBe(false);
  });

  it('refuses another origin, the opaque "null" origin and cross-site fetch metadata', () => {
    expect(isForeignOrigin('POST', { ...host, origin: 'https://evil.example' })).toBe(true);
    expect(isForeignOrigin('DELETE', { ...host, origin: 'null' })).toBe(true);
    expect(isForeignOrigin('PUT', { ...host, 'sec-fetch-site': 'cross-site' })).toBe(true);
    expect(isForeignOrigin('POST', { ...host, origin: 'not a url' })).toBe(true);
  });

  it('accepts an explicitly allowed origin', () => {
    expect(
      isForeignOrigin('POST', { ...host, origin: 'https://www.weather.test' }, [
        'https://www.weather.test',
      ]),
    ).toBe(false);
  });
});

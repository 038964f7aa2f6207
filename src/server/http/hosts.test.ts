import { classifyHost, parseHost, servedOrigins } from './hosts';

describe('parseHost', () => {
  it.each([
    ['localhost:3000', { hostname: 'localhost', port: 3000 }],
    ['Weather.Example', { hostname: 'weather.example', port: null }],
    ['weather.example.:443', { hostname: 'weather.example', port: 443 }],
    ['127.0.0.1:80', { hostname: '127.0.0.1', port: 80 }],
    ['[0:0:0:0:0:0:0:1]:3000', { hostname: '[::1]', port: 3000 }],
  ])('%s', (value, parsed) => expect(parseHost(value)).toEqual(parsed));

  it.each([
    '',
    'a b',
    'localhost:abc',
    'localhost:',
    'x"><script>',
    'localhost:99999',
    'localhost:0',
    '[::1',
    '[nope]:80',
    'user@host',
    'host/path',
    'a..b',
    '-a.example',
  ])('refuses %j', (value) => expect(parseHost(value)).toBeNull());
});

describe('classifyHost', () => {
  const local = { siteOrigin: 'http://localhost:3000', port: 3000 };
  const published = { siteOrigin: 'https://weather.example', port: 3000 };

  it('serves the site’s own host, with its port or none', () => {
    expect(classifyHost('localhost:3000', local)).toBe('site');
    expect(classifyHost('weather.example', published)).toBe('site');
    expect(classifyHost('weather.example:443', published)).toBe('site');
    expect(classifyHost('weather.example:8443', published)).toBe('unknown');
  });

  it('always serves the loopback names on the port the server listens on', () => {
    for (const host of ['127.0.0.1:3000', '[::1]:3000', 'localhost:3000']) {
      expect(classifyHost(host, published)).toBe('loopback');
    }
    expect(classifyHost('127.0.0.1:3000', local)).toBe('loopback');
    expect(classifyHost('127.0.0.1:4000', local)).toBe('unknown');
  });

  it('refuses another host and a malformed one', () => {
    expect(classifyHost('evil.example', published)).toBe('unknown');
    expect(classifyHost('www.weather.example', published)).toBe('unknown');
    expect(classifyHost('localhost:abc', published)).toBe('malformed');
    expect(classifyHost(undefined, published)).toBe('malformed');
  });
});

describe('servedOrigins', () => {
  it('is the public origin and the loopback origins on the port', () => {
    expect(servedOrigins({ siteOrigin: 'https://weather.example', port: 3000 })).toEqual([
      'https://weather.example',
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
  });
});

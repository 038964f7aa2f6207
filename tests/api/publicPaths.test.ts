/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';

// The mapping the server's preload applies before Next sees a request (CommonJS, no types).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a plain CommonJS script of scripts/
const { internalUrl, servingPublicPaths } = require('../../scripts/public-paths.cjs') as {
  internalUrl: (url: string | undefined) => string | undefined;
  servingPublicPaths: (listener: http.RequestListener) => http.RequestListener;
};

describe('the public paths of the APIs', () => {
  it.each([
    ['/web2/api/favorite-locations', '/api/web2/favorite-locations'],
    ['/web2/api', '/api/web2'],
    ['/web2/api?x=1', '/api/web2?x=1'],
    [
      '/provider/v3/wx/observations/current?geocode=1,2',
      '/api/provider/v3/wx/observations/current?geocode=1,2',
    ],
    ['/tiles/radar/7/64/43.png', '/api/tiles/radar/7/64/43.png'],
    [
      '/remote-config/v1/projects/p/namespaces/firebase:fetch',
      '/api/remote-config/v1/projects/p/namespaces/firebase:fetch',
    ],
    ['/idp/.well-known/openid-configuration', '/api/idp/.well-known/openid-configuration'],
    ['/idp/interaction/abc/login', '/api/idp/interaction/abc/login'],
  ])('serves %s from %s', (url, internal) => expect(internalUrl(url)).toBe(internal));

  it.each([
    '/',
    '/weather-forecast/now/paris-ile-de-france-fr',
    '/providers',
    '/web2/apis',
    '/tilesets/x',
    '/idpx/auth',
    // The identity provider's interaction page is a page, served under its public path.
    '/idp/interaction/abc',
    '/idp/interaction/abc?x=1',
    '/api/web2/favorite-locations',
  ])('leaves %s as it is', (url) => expect(internalUrl(url)).toBe(url));

  it('refuses methods Next cannot hand to the request proxy on the identity provider', async () => {
    const server = http.createServer(servingPublicPaths((_req, res) => res.end('ok')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const send = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
        socket.on('end', () => resolve(answer));
        socket.on('error', reject);
      });
    try {
      const refused = await send(
        'TRACE /idp/.well-known/openid-configuration HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
      );
      expect(refused).toMatch(/^HTTP\/1\.1 405 /);
      expect(refused).toMatch(/allow: GET, HEAD, POST/i);
      expect(refused).toContain('{"error":"Method TRACE not allowed"}');
      const served = await send(
        'GET /idp/x HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
      );
      expect(served).toMatch(/^HTTP\/1\.1 200 /);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('hands the listener the request under its internal path', async () => {
    const seen: string[] = [];
    const server = http.createServer(
      servingPublicPaths((req, res) => {
        seen.push(req.url ?? '');
        res.end('ok');
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      // Raw sockets: the tests' network mock intercepts fetch.
      for (const target of ['/web2/api/user-state?a=b', '/news']) {
        await new Promise<void>((resolve, reject) => {
          const socket = net.connect(port, '127.0.0.1', () =>
            socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
          );
          socket.on('data', () => undefined);
          socket.on('end', resolve);
          socket.on('error', reject);
        });
      }
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(seen).toEqual(['/api/web2/user-state?a=b', '/news']);
  });
});

/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';

// The preload that `npm start` and the e2e server load before `next start` (CommonJS, no types).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a plain CommonJS script of scripts/
const { install } = require('../../scripts/json-client-errors.cjs') as {
  install: (httpModule: { createServer: typeof http.createServer }) => void;
};

/** Sends raw bytes and resolves with the whole answer. */
function raw(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

const statusOf = (answer: string) => Number(answer.split(' ')[1]);
const bodyOf = (answer: string) => JSON.parse(answer.split('\r\n\r\n')[1] ?? '') as unknown;

describe('requests Node refuses before Next sees them', () => {
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    // A copy of the module, so this test patches nothing global.
    const httpModule = { createServer: http.createServer };
    install(httpModule);
    server = httpModule.createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers an unknown method with a JSON 400', async () => {
    const answer = await raw(port, 'FOO / HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(statusOf(answer)).toBe(400);
    expect(answer).toMatch(/content-type: application\/json/i);
    expect(bodyOf(answer)).toEqual({ error: 'Malformed request' });
  });

  it('answers oversized headers with a JSON 431', async () => {
    const big = 'x'.repeat(20_000);
    const answer = await raw(port, `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${big}\r\n\r\n`);
    expect(statusOf(answer)).toBe(431);
    expect(bodyOf(answer)).toEqual({ error: 'Request header fields too large' });
  });

  it('answers an oversized HEAD request without a body', async () => {
    const answer = await raw(
      port,
      `HEAD /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expect(statusOf(answer)).toBe(431);
    expect(answer).toMatch(/content-length: \d+/i);
    expect(answer.endsWith('\r\n\r\n')).toBe(true);
  });

  it('refuses a URL too long for the site with a JSON 414', async () => {
    const answer = await raw(
      port,
      `GET /sitemaps/?q=${'x'.repeat(7000)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    );
    expect(statusOf(answer)).toBe(414);
    expect(bodyOf(answer)).toEqual({ error: 'Request URL too long' });
  });

  it('leaves well-formed requests to the server', async () => {
    const answer = await raw(
      port,
      'GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(statusOf(answer)).toBe(200);
    expect(answer.endsWith('ok')).toBe(true);
  });
});

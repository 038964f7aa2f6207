import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { http, passthrough } from 'msw';

import { createHttpClient } from '@/lib/http/createHttpClient';

import { server as msw } from '@tests/msw/server';

import { hostHeaderTransport } from './hostHeaderTransport';

describe('hostHeaderTransport', () => {
  let site: Server;
  let base: string;
  const seen: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = [];

  beforeAll(async () => {
    site = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, headers: req.headers, body });
        if (req.url === '/slow') return; // never answers
        res.writeHead(req.url === '/missing' ? 404 : 200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ host: req.headers.host }));
      });
    });
    await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    site.closeAllConnections();
    await new Promise((r) => site.close(r));
  });
  beforeEach(() => {
    seen.length = 0;
    msw.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
  });

  const client = () => createHttpClient({ transport: hostHeaderTransport, timeout: 2000 });

  it('sends a Host header as given (fetch would send the URL’s)', async () => {
    const res = await client().get(`${base}/.well-known/openid-configuration?x=1`, {
      headers: { host: 'weather.example:8080', Authorization: 'Bearer t' },
    });
    expect(res).toMatchObject({ status: 200, data: { host: 'weather.example:8080' } });
    expect(seen[0]).toMatchObject({
      method: 'GET',
      url: '/.well-known/openid-configuration?x=1',
      headers: { authorization: 'Bearer t', accept: 'application/json, text/plain, */*' },
    });
  });

  it('sends a body and reads a refused status with its answer', async () => {
    const call = client().request({
      method: 'POST',
      url: `${base}/missing`,
      data: { a: 1 },
      headers: { host: 'weather.example' },
    });
    await expect(call).rejects.toMatchObject({
      code: 'ERR_BAD_REQUEST',
      response: { status: 404, data: { host: 'weather.example' } },
    });
    expect(seen[0]).toMatchObject({ body: '{"a":1}' });
    expect(seen[0]?.headers['content-type']).toBe('application/json');
  });

  it('uses fetch when no Host is named, and gives up on a server that never answers', async () => {
    const res = await client().get(`${base}/plain`);
    expect(res.data).toEqual({ host: base.slice('http://'.length) });
    await expect(
      createHttpClient({ transport: hostHeaderTransport, timeout: 100 }).get(`${base}/slow`, {
        headers: { host: 'weather.example' },
      }),
    ).rejects.toMatchObject({ code: 'ECONNABORTED' });
  });

  it('a refused connection is a network error', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const { port } = closed.address() as AddressInfo;
    await new Promise((r) => closed.close(r));
    await expect(
      client().get(`http://127.0.0.1:${port}/x`, { headers: { host: 'weather.example' } }),
    ).rejects.toMatchObject({ code: 'ERR_NETWORK' });
  });
});

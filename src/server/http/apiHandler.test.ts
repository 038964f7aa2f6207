import { z } from 'zod';

import { callRoute } from '@tests/utils/apiRoute';
import { type LoopbackServer, rawExchange, serveOnLoopback } from '@tests/utils/loopback';

import { apiHandler } from './apiHandler';
import { HttpError } from './httpError';

const route = apiHandler({
  GET: async () => ({ ok: true }),
  POST: async (req) => {
    const body = z.object({ name: z.string().max(5) }).parse(req.body);
    if (body.name === 'gone') throw new HttpError(404, 'Thing not found');
    if (body.name === 'boom') throw new Error('database password is hunter2');
    if (body.name === 'cut')
      throw Object.assign(new Error('Connection terminated unexpectedly'), { code: undefined });
    if (body.name === 'idp')
      throw new HttpError(502, 'Sign-in unavailable', {
        cause: new AggregateError([
          Object.assign(new Error(''), { code: 'ECONNREFUSED' }),
          Object.assign(new Error(''), { code: 'ECONNREFUSED' }),
        ]),
      });
    return { created: body.name };
  },
});

describe('apiHandler', () => {
  it('answers the handler’s value as JSON with no caching', async () => {
    const res = await callRoute(route);
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 405 with Allow for another method', async () => {
    const res = await callRoute(route, { method: 'DELETE' });
    expect(res.status).toBe(405);
    // HEAD is answered as GET is, so it is named too.
    expect(res.headers.allow).toBe('GET, HEAD, POST');
    expect(res.body).toEqual({ error: 'Method DELETE not allowed' });
  });

  it('answers 400 naming the field when validation fails', async () => {
    const res = await callRoute(route, { method: 'POST', body: { name: 42 } });
    expect(res.status).toBe(400);
    expect((res.body as { error: string }).error).toMatch(/^name: /);
  });

  it('answers an HttpError with its status and message', async () => {
    const res = await callRoute(route, { method: 'POST', body: { name: 'gone' } });
    expect(res).toMatchObject({ status: 404, body: { error: 'Thing not found' } });
  });

  it('hides an unexpected error behind a generic 500', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const res = await callRoute(route, { method: 'POST', body: { name: 'boom' } });
    expect(res).toMatchObject({ status: 500, body: { error: 'Internal server error' } });
    expect(JSON.stringify(res.body)).not.toContain('hunter2');
    log.mockRestore();
  });

  it('answers 503 JSON with Retry-After when the database cannot be reached', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const res = await callRoute(route, { method: 'POST', body: { name: 'cut' } });
    expect(res).toMatchObject({ status: 503, body: { error: 'Database unavailable' } });
    expect(res.headers['retry-after']).toBe('5');
    // One line for the operator, with the cause, and no stack per failed request.
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]).toEqual([
      'POST /: 503 Database unavailable (Connection terminated unexpectedly)',
    ]);
    log.mockRestore();
  });

  it('logs an outage the code names (a 502 with its cause) in one line, the cause’s code in it', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const res = await callRoute(route, { method: 'POST', body: { name: 'idp' } });
    expect(res).toMatchObject({ status: 502, body: { error: 'Sign-in unavailable' } });
    expect(log.mock.calls).toEqual([['POST /: 502 Sign-in unavailable (ECONNREFUSED)']]);
    log.mockRestore();
  });

  it('refuses a state-changing call from a foreign origin and accepts the site’s own', async () => {
    const foreign = await callRoute(route, {
      method: 'POST',
      body: { name: 'a' },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign).toMatchObject({ status: 403, body: { error: 'Cross-origin request refused' } });
    const own = await callRoute(route, {
      method: 'POST',
      body: { name: 'a' },
      headers: { origin: 'http://localhost:3000' },
    });
    expect(own).toMatchObject({ status: 200, body: { created: 'a' } });
  });
});

describe('a request with no Host (raw sockets against a node:http server)', () => {
  let server: LoopbackServer;
  beforeAll(async () => {
    server = await serveOnLoopback(route);
  });
  afterAll(() => server.close());

  it("never reaches a handler over HTTP/1.1: Node's server answers its own empty 400 and closes", async () => {
    const before = server.calls;
    const res = await rawExchange(server.port, 'GET /x HTTP/1.1\r\n\r\n');
    expect(res.status).toBe(400);
    expect(res.headers.connection).toBe('close');
    // An empty body, chunked (its last chunk only).
    expect(res.body).toBe('0\r\n\r\n');
    expect(res.closedByServer).toBe(true);
    expect(server.calls).toBe(before);
  });

  it('reaches the handler over HTTP/1.0 (Host is optional there), which refuses it with JSON', async () => {
    const before = server.calls;
    const res = await rawExchange(server.port, 'GET /x HTTP/1.0\r\n\r\n');
    expect(server.calls).toBe(before + 1);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ error: expect.stringMatching(/host/i) });
  });
});

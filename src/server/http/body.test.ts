import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';

import { type LoopbackServer, rawExchange, serveOnLoopback } from '@tests/utils/loopback';

import { apiHandler } from './apiHandler';
import {
  readRawBody,
  BODY_TIMEOUT_MESSAGE,
  discardBody,
  DRAIN_MAX_BYTES,
  jsonNestsDeeperThan,
  MAX_JSON_DEPTH,
  parseJsonBody,
  setBodyTimeoutForTests,
} from './body';

/** A request whose body arrives in `chunks` (then ends, unless `open`). */
function requestWith(chunks: string[], open = false): IncomingMessage & PassThrough {
  const stream = new PassThrough();
  for (const chunk of chunks) stream.write(chunk);
  if (!open) stream.end();
  return Object.assign(stream, { headers: {}, complete: false }) as unknown as IncomingMessage &
    PassThrough;
}

describe('discardBody (a refused request: its body is read and dropped before the answer)', () => {
  it('reads a body within the limit to its end', async () => {
    const req = requestWith(['x'.repeat(6000), 'y'.repeat(4000)]);
    await expect(discardBody(req, 16 * 1024)).resolves.toBe(true);
    expect(req.readableEnded).toBe(true);
  });

  it('stops past the limit and says so (the answer then closes the connection)', async () => {
    const req = requestWith(['x'.repeat(6000), 'y'.repeat(6000)], true);
    await expect(discardBody(req, 8000)).resolves.toBe(false);
    expect(req.readableEnded).toBe(false);
  });

  it('gives up on a body that stops arriving', async () => {
    const req = requestWith(['x'.repeat(10)], true);
    await expect(discardBody(req, 8000, 50)).resolves.toBe(false);
  });

  it('is done at once for a request already read', async () => {
    const req = requestWith([]);
    req.resume();
    await new Promise((resolve) => req.on('end', resolve));
    await expect(discardBody(req)).resolves.toBe(true);
  });
});

describe('JSON bodies: depth', () => {
  it('counts nesting on the text, brackets inside strings aside', () => {
    expect(jsonNestsDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":[{"b":[[1]]}]}', 4)).toBe(true);
    expect(jsonNestsDeeperThan(`{"s":"${'['.repeat(100)}\\"${'{'.repeat(100)}"}`, 2)).toBe(false);
  });

  it('refuses a body nested deeper than 32 levels with a 400, whatever its size', () => {
    expect(() => parseJsonBody(`${'['.repeat(5000)}${']'.repeat(5000)}`)).toThrow(
      expect.objectContaining({
        status: 400,
        message: `Request body nested deeper than ${MAX_JSON_DEPTH} levels`,
      }),
    );
    expect(parseJsonBody(`${'['.repeat(32)}${']'.repeat(32)}`)).toBeInstanceOf(Array);
    expect(() => parseJsonBody('{"a": ')).toThrow(
      expect.objectContaining({ status: 400, message: 'Request body is not valid JSON' }),
    );
  });
});

describe('request bodies over a real connection (apiHandler, readJsonBody)', () => {
  let server: LoopbackServer;
  const received: unknown[] = [];
  beforeAll(async () => {
    setBodyTimeoutForTests(300);
    server = await serveOnLoopback(
      apiHandler({
        POST: async (req) => {
          received.push(req.body);
          return { ok: true };
        },
      }),
    );
  });
  afterAll(async () => {
    setBodyTimeoutForTests();
    await server.close();
  });
  beforeEach(() => received.splice(0));

  const head = (headers: string) =>
    `POST /x HTTP/1.1\r\nHost: localhost:3000\r\nContent-Type: application/json\r\n${headers}\r\n`;

  it('answers a body shorter than its Content-Length 408 JSON within the time limit, and closes', async () => {
    const res = await rawExchange(server.port, head('Content-Length: 100\r\n'), ['{"a": 1'], {
      waitMs: 2_000,
    });
    expect(res.status).toBe(408);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers.connection).toBe('close');
    expect(JSON.parse(res.body)).toEqual({ error: BODY_TIMEOUT_MESSAGE });
    expect(res.closedByServer).toBe(true);
    expect(res.answeredAfterMs).toBeLessThan(1_500);
    expect(received).toHaveLength(0);
  });

  it('reads a large upload to its end before the 413, so the client sends it all and reads the answer', async () => {
    const chunks = Array.from({ length: 64 }, () => Buffer.alloc(64 * 1024, 0x20));
    const size = chunks.length * 64 * 1024;
    const res = await rawExchange(server.port, head(`Content-Length: ${size}\r\n`), chunks, {
      pauseMs: 50,
    });
    expect(res.error).toBeUndefined();
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ error: 'Request body larger than 16384 bytes' });
    expect(res.headers.connection).toBe('close');
  });

  it('does the same for a chunked upload that passes the limit as it is read', async () => {
    const piece = Buffer.alloc(32 * 1024, 0x20);
    const frame = Buffer.concat([
      Buffer.from(`${piece.length.toString(16)}\r\n`),
      piece,
      Buffer.from('\r\n'),
    ]);
    const chunks = [...Array.from({ length: 96 }, () => frame), Buffer.from('0\r\n\r\n')];
    const res = await rawExchange(server.port, head('Transfer-Encoding: chunked\r\n'), chunks, {
      pauseMs: 50,
    });
    expect(res.error).toBeUndefined();
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ error: 'Request body larger than 16384 bytes' });
  });

  it('answers at once, and closes, when the declared body is past what it would drain', async () => {
    const res = await rawExchange(
      server.port,
      head(`Content-Length: ${DRAIN_MAX_BYTES + 1}\r\n`),
      [],
      { waitMs: 2_000 },
    );
    expect(res.status).toBe(413);
    expect(res.closedByServer).toBe(true);
    expect(res.answeredAfterMs).toBeLessThan(1_000);
  });

  it('still reads a whole body sent slowly within the limit', async () => {
    const res = await rawExchange(server.port, head('Content-Length: 8\r\n'), ['{"a"', ': 1}'], {
      pauseMs: 100,
      waitMs: 300,
    });
    expect(res.status).toBe(200);
    expect(received).toEqual([{ a: 1 }]);
  });
});

describe('a client that drops the connection after the body was refused', () => {
  it('leaves no request error without a listener (no uncaught exception)', async () => {
    const req = Object.assign(new PassThrough(), {
      headers: { 'content-length': '100' },
    }) as unknown as IncomingMessage;
    const reading = readRawBody(req, { limit: 1000, timeoutMs: 20 });
    (req as unknown as PassThrough).write('x'.repeat(5));
    await expect(reading).rejects.toMatchObject({ status: 408 });
    // The client goes away: the request errors with nobody reading it any more.
    expect(() => req.emit('error', new Error('aborted'))).not.toThrow();
  });
});

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';

/**
 * Real HTTP servers and raw clients on 127.0.0.1, for what only a socket shows: a body that stops
 * arriving, a client still writing when the answer comes, what Node's parser refuses before any
 * handler runs.
 */

/** A server on a free loopback port; `calls` counts the requests that reached the handler. */
export interface LoopbackServer {
  port: number;
  calls: number;
  close: () => Promise<void>;
}

/**
 * Serves `handler` on 127.0.0.1 with the helpers Next adds to an API route's response (`status`,
 * `json`, `send`) and its `query`, so an API route runs as under `next start`.
 */
export async function serveOnLoopback<
  Req extends IncomingMessage = IncomingMessage,
  Res extends ServerResponse = ServerResponse,
>(handler: (req: Req, res: Res) => unknown): Promise<LoopbackServer> {
  const state = { calls: 0 };
  const server: Server = createServer((req, res) => {
    state.calls++;
    const api = res as ServerResponse & Record<string, unknown>;
    api.status = (code: number) => {
      res.statusCode = code;
      return res;
    };
    api.json = (body: unknown) => {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(JSON.stringify(body));
      return res;
    };
    api.send = (body: unknown) => {
      res.end(typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body));
      return res;
    };
    const url = new URL(req.url ?? '/', 'http://loopback.invalid');
    Object.assign(req, { query: Object.fromEntries(url.searchParams) });
    Promise.resolve(handler(req as Req, res as Res)).catch((err: unknown) => {
      console.error(err);
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    get calls() {
      return state.calls;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What a raw client saw of one exchange. */
export interface RawExchange {
  /** Status, lower-case headers and body of the answer (status 0: none arrived). */
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The first socket error (a reset, a write after the server closed), if any. */
  error?: string;
  /** True when the server closed the connection. */
  closedByServer: boolean;
  /** Milliseconds from the first byte sent to the answer's first byte (or to the end). */
  answeredAfterMs: number;
}

/** Splits an HTTP/1.1 answer into status, headers and body (a chunked body is left as it came). */
export function parseAnswer(text: string): Pick<RawExchange, 'status' | 'headers' | 'body'> {
  const split = text.indexOf('\r\n\r\n');
  if (!text.startsWith('HTTP/') || split < 0) return { status: 0, headers: {}, body: text };
  const [line = '', ...lines] = text.slice(0, split).split('\r\n');
  const headers: Record<string, string> = {};
  for (const header of lines) {
    const colon = header.indexOf(':');
    headers[header.slice(0, colon).trim().toLowerCase()] = header.slice(colon + 1).trim();
  }
  return { status: Number(line.split(' ')[1]), headers, body: text.slice(split + 4) };
}

/**
 * Opens a connection, writes `head` (the request line and headers, CRLF-ended), then each chunk of
 * `body` in turn (yielding to the event loop between chunks, `pauseMs` after the head), keeps the
 * connection open, and collects what the server answers until it closes the connection or `waitMs`
 * pass after the last write.
 */
export function rawExchange(
  port: number,
  head: string,
  body: readonly (string | Buffer)[] = [],
  { pauseMs = 0, waitMs = 3_000 }: { pauseMs?: number; waitMs?: number } = {},
): Promise<RawExchange> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let error: string | undefined;
    let closedByServer = false;
    let start = 0;
    let firstByteAt = 0;
    let finished = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(received).toString('utf8');
      resolve({
        ...parseAnswer(text),
        error,
        closedByServer,
        answeredAfterMs: (firstByteAt || Date.now()) - start,
      });
    };
    socket.on('data', (chunk: Buffer) => {
      if (!firstByteAt) firstByteAt = Date.now();
      received.push(chunk);
    });
    socket.on('end', () => {
      closedByServer = true;
      finish();
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      error ??= err.code ?? err.message;
      finish();
    });
    socket.on('connect', async () => {
      start = Date.now();
      socket.write(head);
      if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
      for (const chunk of body) {
        if (finished || socket.destroyed) break;
        // A write refused by the kernel (the server reset the connection) is the socket's error.
        await new Promise<void>((resolveWrite) => {
          socket.write(chunk, (err) => {
            if (err) error ??= (err as NodeJS.ErrnoException).code ?? err.message;
            resolveWrite();
          });
        });
        await new Promise((r) => setImmediate(r));
      }
      timer = setTimeout(finish, waitMs);
    });
  });
}

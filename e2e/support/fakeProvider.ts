import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * How the fake provider behaves:
 * - `healthy`: relays every call to a real provider (the embedded one of another site), so pages
 *   show data;
 * - `down`: nothing listens on the port (connection refused);
 * - `error500`: answers 500 with a JSON error;
 * - `hang`: accepts the request and never answers;
 * - `invalid-json`: 200 `application/json` whose body is not JSON;
 * - `wrong-shape`: 200 JSON in the provider's envelope whose payload has none of the expected fields;
 * - `html`: 200 `text/html` (a captive portal or a misrouted load balancer).
 */
export type FakeProviderMode =
  'healthy' | 'down' | 'error500' | 'hang' | 'invalid-json' | 'wrong-shape' | 'html';

export interface FakeProvider {
  /** The base URL to give the site as PROVIDER_BASE_URL. */
  baseUrl: string;
  mode(): FakeProviderMode;
  /** Switches the behaviour; `down` closes the port, leaving it re-opens it on the same port. */
  setMode(mode: FakeProviderMode): Promise<void>;
  /** Calls received (any mode but `down`) whose path (after the base) starts with `prefix`. */
  calls(prefix?: string): number;
  resetCalls(): void;
  close(): Promise<void>;
}

const BASE_PATH = '/provider';

/**
 * A controllable stand-in for the provider on a loopback port. In `healthy` mode it relays each
 * call unchanged to `upstream` + `/provider` (the embedded provider of a running site), so the
 * site under test must sign with that site's credentials (its `secrets.json`).
 */
export async function startFakeProvider(options: {
  upstream: string;
  mode?: FakeProviderMode;
}): Promise<FakeProvider> {
  let mode: FakeProviderMode = options.mode ?? 'healthy';
  const seen: string[] = [];
  const sockets = new Set<Socket>();
  const hanging = new Set<ServerResponse>();

  async function relay(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name))
        headers[name] = value;
    }
    try {
      const answer = await fetch(`${options.upstream}${req.url ?? '/'}`, {
        method: req.method,
        headers,
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
        redirect: 'manual',
      });
      const body = Buffer.from(await answer.arrayBuffer());
      const type = answer.headers.get('content-type');
      res.writeHead(answer.status, type ? { 'content-type': type } : {});
      res.end(body);
    } catch (err) {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: `fake provider relay failed: ${String(err)}` }));
    }
  }

  function handle(req: IncomingMessage, res: ServerResponse): void {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    seen.push(path.startsWith(BASE_PATH) ? path.slice(BASE_PATH.length) : path);
    switch (mode) {
      case 'healthy':
      case 'down':
        void relay(req, res);
        return;
      case 'error500':
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 500, message: 'Internal Server Error' }));
        return;
      case 'hang':
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      case 'invalid-json':
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"r": {"temperature": 21, "broken');
        return;
      case 'wrong-shape':
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 200, r: { unexpected: ['shape'], count: 'many' } }));
        return;
      case 'html':
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end('<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>');
        return;
    }
  }

  const server: Server = createServer(handle);
  server.keepAliveTimeout = 1000;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let listening = true;

  async function stopListening(): Promise<void> {
    if (!listening) return;
    listening = false;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  }

  async function startListening(): Promise<void> {
    if (listening) return;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    listening = true;
  }

  if (mode === 'down') await stopListening();

  return {
    baseUrl: `http://127.0.0.1:${port}${BASE_PATH}`,
    mode: () => mode,
    async setMode(next) {
      // A request left hanging stays so; leaving `hang` releases them (the site gave up already).
      if (mode === 'hang' && next !== 'hang') for (const res of hanging) res.destroy();
      mode = next;
      if (next === 'down') await stopListening();
      else await startListening();
    },
    calls: (prefix = '/') => seen.filter((path) => path.startsWith(prefix)).length,
    resetCalls: () => {
      seen.length = 0;
    },
    async close() {
      for (const res of hanging) res.destroy();
      await stopListening();
    },
  };
}

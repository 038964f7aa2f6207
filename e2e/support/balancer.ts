import { createServer, request, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A minimal HTTP load balancer on a loopback port: every request goes to the backend the test
 * chose (`use`), with no stickiness, as a round-robin balancer may send any request anywhere.
 * The Host header passes unchanged, so the instances see the public origin (SITE_URL).
 */
export interface Balancer {
  url: string;
  port: number;
  /** Sends the next requests to this backend (an origin such as http://127.0.0.1:4000). */
  use(backend: string): void;
  /** Requests each backend received. */
  served(backend: string): number;
  close(): Promise<void>;
}

export async function startBalancer(backends: string[]): Promise<Balancer> {
  let current = backends[0] ?? '';
  const counts = new Map<string, number>();
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    if (!current) {
      res.writeHead(503, { 'content-type': 'text/plain' });
      res.end('no backend yet');
      return;
    }
    const backend = new URL(current);
    counts.set(current, (counts.get(current) ?? 0) + 1);
    const upstream = request(
      {
        host: backend.hostname,
        port: backend.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('bad gateway');
    });
    req.pipe(upstream);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    use(backend) {
      current = backend;
    },
    served: (backend) => counts.get(backend) ?? 0,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

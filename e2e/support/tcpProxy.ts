import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/** A TCP relay on a loopback port that a test can cut and restore (a database behind it, say). */
export interface TcpProxy {
  port: number;
  /** Destroys every open connection and refuses new ones (the port stops listening). */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  /**
   * Stops passing bytes either way without closing anything, as a black-holed network does:
   * open connections hang and new ones connect but never complete a handshake.
   */
  stall(): void;
  /** Passes bytes again (those sent while stalled are lost, so those connections stay broken). */
  resume(): void;
  /** Connections accepted so far. */
  accepted(): number;
  close(): Promise<void>;
}

/** Relays 127.0.0.1:<port> to `target` until cut. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let accepted = 0;
  let stalled = false;
  const relay = (from: Socket, to: Socket) =>
    from.on('data', (chunk: Buffer) => {
      if (!stalled) to.write(chunk);
    });
  const server: Server = createServer((client) => {
    accepted += 1;
    const upstream = connect(target.port, target.host);
    open.add(client);
    open.add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    relay(client, upstream);
    relay(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let listening = true;

  async function cut(): Promise<void> {
    if (listening) {
      listening = false;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of open) socket.destroy();
      await closed;
    }
    for (const socket of open) socket.destroy();
  }

  return {
    port,
    cut,
    async restore() {
      if (listening) return;
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => {
          server.off('error', reject);
          resolve();
        });
      });
      listening = true;
    },
    stall: () => {
      stalled = true;
    },
    resume: () => {
      stalled = false;
    },
    accepted: () => accepted,
    close: cut,
  };
}

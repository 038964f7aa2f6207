/**
 * A push service for tests: an HTTP server on 127.0.0.1 that receives Web Push messages as a
 * browser's push service does, checks the VAPID JWT, and decrypts each payload (aes128gcm) with
 * the keys of the fake subscription it handed out, as the browser would. Test code only.
 */
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// http_ece ships no types: its decrypt takes the body and the receiver's key material.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ece = require('http_ece') as {
  decrypt: (
    body: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string },
  ) => Buffer;
};

/** One message the test push service received, decrypted. */
export interface ReceivedPush {
  subscription: string;
  headers: Record<string, string | undefined>;
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
}

interface FakeSubscription {
  ecdh: ECDH;
  authSecret: Buffer;
}

/** Starts the service; `status(id)` decides each answer (default 201 Created). */
export async function startTestPushService() {
  const subscriptions = new Map<string, FakeSubscription>();
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = decodeURIComponent((req.url ?? '').replace(/^\/push\//, ''));
      const sub = subscriptions.get(id);
      if (!sub) {
        res.writeHead(404).end();
        return;
      }
      let payload: unknown;
      try {
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: sub.ecdh,
          authSecret: sub.authSecret.toString('base64url'),
        });
        payload = JSON.parse(plain.toString('utf8'));
      } catch (err) {
        // What a push service cannot hand to the browser: recorded, and refused.
        payload = { undecryptable: (err as Error).message };
        statuses.set(id, statuses.get(id) ?? 400);
      }
      const headers: Record<string, string | undefined> = {};
      for (const [k, v] of Object.entries(req.headers)) headers[k] = String(v);
      received.push({ subscription: id, headers, payload });
      res.writeHead(statuses.get(id) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** A browser-like subscription: an endpoint here, a P-256 public key and a 16-byte secret. */
    subscribe(id: string) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      subscriptions.set(id, { ecdh, authSecret });
      return {
        endpoint: `${origin}/push/${encodeURIComponent(id)}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: authSecret.toString('base64url'),
        },
      };
    },
    /** Makes the service answer `status` for a subscription (e.g. 410 Gone, 500). */
    answer(id: string, status: number) {
      statuses.set(id, status);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

import { randomUUID } from 'node:crypto';
import net from 'node:net';

import { sql, type Kysely } from 'kysely';
import { Client } from 'pg';

import { databaseHttpError } from '@/server/http/httpError';

import { migrateToLatest, openDatabase, PG_CONNECT_TIMEOUT_MS, PG_POOL_SIZE } from './connection';
import type { Database } from './database';

/**
 * Fault tests on a PostgreSQL database of the test's own: a lock held elsewhere, a slow
 * statement, a network that stalls, a database that refuses connections and a table missing.
 * Each must end a request with a 503 (Retry-After) well inside a page's 3 s budget, and the site
 * must serve again by itself once the fault ends.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const describePg = baseUrl ? describe : describe.skip;

/** A page's whole budget: each fault must end a request well inside it. */
const PAGE_BUDGET_MS = 3_000;

/** Runs `work`, expecting it to fail; answers the error and how long it took. */
async function failure(work: () => Promise<unknown>): Promise<{ err: unknown; ms: number }> {
  const started = performance.now();
  try {
    await work();
  } catch (err) {
    return { err, ms: performance.now() - started };
  }
  throw new Error('expected the database work to fail');
}

const readDevices = (db: Kysely<Database>) => db.selectFrom('devices').selectAll().execute();

/** A TCP relay to PostgreSQL that can stop passing bytes (both ways) without closing anything. */
class StallingProxy {
  private readonly server: net.Server;
  private readonly pairs = new Set<[net.Socket, net.Socket]>();
  private stalled = false;

  constructor(target: { host: string; port: number }) {
    this.server = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      const pair: [net.Socket, net.Socket] = [client, upstream];
      this.pairs.add(pair);
      const relay = (from: net.Socket, to: net.Socket) =>
        from.on('data', (chunk) => {
          if (!this.stalled) to.write(chunk);
        });
      relay(client, upstream);
      relay(upstream, client);
      const end = () => {
        client.destroy();
        upstream.destroy();
        this.pairs.delete(pair);
      };
      client.on('close', end).on('error', end);
      upstream.on('close', end).on('error', end);
      // A stalled relay also takes no new connections' bytes.
      if (this.stalled) client.pause();
    });
  }

  listen(): Promise<number> {
    return new Promise((resolve) =>
      this.server.listen(0, '127.0.0.1', () =>
        resolve((this.server.address() as net.AddressInfo).port),
      ),
    );
  }

  /** Stops relaying: bytes sent while stalled are dropped, as a black-holed network would. */
  stall(): void {
    this.stalled = true;
  }

  resume(): void {
    this.stalled = false;
  }

  close(): Promise<void> {
    for (const [a, b] of this.pairs) {
      a.destroy();
      b.destroy();
    }
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

describePg('database time limits on PostgreSQL', () => {
  const name = `t_limits_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  let url: URL;
  let admin: Client;
  let db: Kysely<Database>;

  beforeAll(async () => {
    admin = new Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    url = new URL(baseUrl!);
    url.pathname = `/${name}`;
    const migrations = openDatabase({ kind: 'postgres', url: url.toString() }, { unlimited: true });
    await migrateToLatest(migrations);
    await migrations.destroy();
    db = openDatabase({ kind: 'postgres', url: url.toString() });
  });

  afterAll(async () => {
    await db.destroy();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('answers 503 within the budget while another session holds a table lock, then serves again', async () => {
    const locker = new Client({ connectionString: url.toString() });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE devices IN ACCESS EXCLUSIVE MODE');
      const { err, ms } = await failure(() => readDevices(db));
      expect(ms).toBeLessThan(PAGE_BUDGET_MS);
      expect(databaseHttpError(err)).toMatchObject({
        status: 503,
        message: 'Database unavailable',
        retryAfterSeconds: 5,
      });
    } finally {
      await locker.query('ROLLBACK');
      await locker.end();
    }
    await expect(readDevices(db)).resolves.toEqual([]);
  });

  it('cancels a statement that runs past its limit with a 503', async () => {
    const { err, ms } = await failure(() => sql`SELECT pg_sleep(10)`.execute(db));
    expect(ms).toBeLessThan(PAGE_BUDGET_MS);
    expect(databaseHttpError(err)?.status).toBe(503);
    await expect(sql`SELECT 1 AS one`.execute(db)).resolves.toMatchObject({ rows: [{ one: 1 }] });
  });

  it('gives up on a stalled network within the budget, drops that connection and recovers', async () => {
    const proxy = new StallingProxy({ host: url.hostname, port: Number(url.port || 5432) });
    const port = await proxy.listen();
    const viaProxy = new URL(url);
    viaProxy.host = `127.0.0.1:${port}`;
    const stalledDb = openDatabase({ kind: 'postgres', url: viaProxy.toString() });
    try {
      await expect(readDevices(stalledDb)).resolves.toEqual([]);
      proxy.stall();
      // A connection in the pool whose answer never comes…
      const inFlight = await failure(() => readDevices(stalledDb));
      expect(inFlight.ms).toBeLessThan(PAGE_BUDGET_MS);
      expect(databaseHttpError(inFlight.err)?.status).toBe(503);
      // …and a new connection that never completes its handshake.
      const connecting = await failure(() => readDevices(stalledDb));
      expect(connecting.ms).toBeLessThan(PAGE_BUDGET_MS);
      expect(databaseHttpError(connecting.err)?.status).toBe(503);
      proxy.resume();
      // The stalled connection was closed, not put back: the next request gets a working one.
      await expect(readDevices(stalledDb)).resolves.toEqual([]);
    } finally {
      await stalledDb.destroy();
      await proxy.close();
    }
  });

  it('queues requests while every pooled connection is busy, rather than failing them', async () => {
    // Three rounds of statements on a full pool: the last round waits about 1.2 s for its turn,
    // longer than a new connection's handshake may take, and is served all the same.
    const statements = Array.from({ length: 3 * PG_POOL_SIZE }, () =>
      sql`SELECT pg_sleep(0.6)`.execute(db),
    );
    const results = await Promise.allSettled(statements);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(PG_CONNECT_TIMEOUT_MS).toBeLessThan(1_200);
  });

  it('answers 503 while the database takes no connections (ALLOW_CONNECTIONS false)', async () => {
    const fresh = openDatabase({ kind: 'postgres', url: url.toString() });
    try {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      const { err } = await failure(() => readDevices(fresh));
      expect(databaseHttpError(err)?.status).toBe(503);
    } finally {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    }
    await expect(readDevices(fresh)).resolves.toEqual([]);
    await fresh.destroy();
  });

  it('answers 503, not 500, when a table the code reads is missing', async () => {
    await sql`ALTER TABLE web_vitals RENAME TO web_vitals_away`.execute(db);
    try {
      const { err } = await failure(() => db.selectFrom('web_vitals').selectAll().execute());
      expect(databaseHttpError(err)?.status).toBe(503);
    } finally {
      await sql`ALTER TABLE web_vitals_away RENAME TO web_vitals`.execute(db);
    }
  });
});

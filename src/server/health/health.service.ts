import '@/server/serverOnly';

import { sql } from 'kysely';
import { createClient } from 'redis';

import { getConfig } from '@/server/config';
import { getDb } from '@/server/db';
import { isDraining, onShutdown } from '@/server/lifecycle';

/** How long a readiness check waits for the database, and for Redis. */
export const READY_DATABASE_TIMEOUT_MS = 1_000;
export const READY_REDIS_TIMEOUT_MS = 500;

/** One dependency's state: `ok`, or why not. */
export type CheckState = 'ok' | 'unavailable' | 'timeout' | 'not configured';

/** The `/readyz` body. */
export interface Readiness {
  status: 'ready' | 'not ready';
  draining: boolean;
  checks: { database: CheckState; redis: CheckState };
}

/** Resolves `work`'s state within `ms`: ok, unavailable (it failed) or timeout. */
async function within(ms: number, work: () => Promise<unknown>): Promise<CheckState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckState>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  try {
    return await Promise.race([
      work().then(
        (): CheckState => 'ok',
        (): CheckState => 'unavailable',
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

function buildHealthClient(url: string) {
  const client = createClient({
    url,
    name: 'health',
    socket: {
      connectTimeout: READY_REDIS_TIMEOUT_MS,
      reconnectStrategy: (retries: number) => Math.min(250 * 2 ** retries, 5000),
    },
    disableOfflineQueue: true,
  });
  client.on('error', () => undefined);
  return client;
}

/** The checks' Redis client, and its first connection (settled either way). */
interface HealthRedis {
  client: ReturnType<typeof buildHealthClient>;
  connected: Promise<void>;
}

const SLOT = Symbol.for('weather.healthRedis');
const slot = globalThis as typeof globalThis & { [SLOT]?: HealthRedis };

/**
 * A Redis client of its own for the checks (kept open between them, no offline queue, so a dead
 * Redis answers at once), closed when the server stops. The first check waits for its first
 * connection, so an instance just started does not report a Redis that is up as unavailable.
 */
function healthRedis(url: string): HealthRedis {
  if (!slot[SLOT]) {
    const client = buildHealthClient(url);
    const connected = client.connect().then(
      () => undefined,
      () => undefined,
    );
    onShutdown(async () => {
      if (client.isOpen) await client.close();
    });
    slot[SLOT] = { client, connected };
  }
  return slot[SLOT];
}

/** PING through the checks' client, once its first connection has settled. */
async function pingRedis(url: string): Promise<unknown> {
  const { client, connected } = healthRedis(url);
  await connected;
  return client.ping();
}

/**
 * Whether this instance should get traffic: not while it drains (SIGTERM), nor while its
 * database does not answer `SELECT 1` within READY_DATABASE_TIMEOUT_MS. Redis, when configured,
 * is checked and reported but does not make the instance unready: without it the site serves
 * from its memory tier (docs/deploy.md), and taking every instance out of the balancer because
 * the shared cache is down would turn a slower site into no site.
 */
export async function checkReadiness(): Promise<Readiness> {
  const redisUrl = getConfig().env.REDIS_URL;
  const [database, redis] = await Promise.all([
    within(READY_DATABASE_TIMEOUT_MS, async () => sql`SELECT 1`.execute(await getDb())),
    redisUrl
      ? within(READY_REDIS_TIMEOUT_MS, () => pingRedis(redisUrl))
      : Promise.resolve<CheckState>('not configured'),
  ]);
  const draining = isDraining();
  return {
    status: !draining && database === 'ok' ? 'ready' : 'not ready',
    draining,
    checks: { database, redis },
  };
}

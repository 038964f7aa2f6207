import '@/server/serverOnly';

import { getServerCache } from '@/server/cache';
import { ConfigError, getConfig } from '@/server/config';
import { getDb } from '@/server/db';
import { isDatabaseUnavailable } from '@/server/db/unavailable';
import { warmEmbeddedProvider } from '@/server/provider/embeddedTransport';

/** Seconds between attempts to reach a database that was down at start: the first, then the most. */
export const DATABASE_RETRY_FIRST_MS = 1_000;
export const DATABASE_RETRY_MAX_MS = 30_000;

/**
 * Server start: configuration, data directory and secrets, database migrations, the shared cache
 * (memory, and Redis when REDIS_URL is set), the embedded provider's data when it serves, and
 * the Web Push sender (src/server/push; not under NODE_ENV=test).
 * A bad configuration or a failed migration ends the process with its message. A database that
 * cannot be reached does not: the site starts, its pages and APIs answer 503 with Retry-After,
 * and it connects (and migrates) as soon as the database answers, saying so in the log.
 */
export async function startServer(): Promise<void> {
  if (process.env[MIGRATE_ONLY_ENV] === '1') return migrateAndExit();
  try {
    const config = getConfig();
    getServerCache();
    // Load the gazetteer now (a few seconds) so the first search does not wait for it.
    if (config.embeddedProvider) warmEmbeddedProvider();
    await connectWhenAvailable(getDb);
    // Background work: the Web Push sender (one instance of a fleet sends, by a database lease).
    if (config.env.NODE_ENV !== 'test')
      void import('@/server/push/pushRuntime').then((m) => m.startPushSenderWhenReady());
  } catch (err) {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  }
}

/**
 * `node server.mts --migrate` sets this: the process applies the pending migrations (under the
 * migrator's advisory lock, so it is safe beside instances that start and migrate too) and exits,
 * 0 when the database is up to date, 1 when it could not be (a one-off job retries).
 */
export const MIGRATE_ONLY_ENV = 'WEATHER_MIGRATE_ONLY';

async function migrateAndExit(): Promise<never> {
  try {
    getConfig();
    await getDb();
    console.log('migrations: the database is up to date');
    process.exit(0);
  } catch (err) {
    console.error('migrations failed:', err instanceof ConfigError ? err.message : err);
    process.exit(1);
  }
}

/**
 * Opens the database. When it cannot be reached, logs it and keeps trying in the background (the
 * delay doubling from DATABASE_RETRY_FIRST_MS to DATABASE_RETRY_MAX_MS) until it answers; a
 * request meanwhile tries too (`getDb`) and answers 503 when it cannot. Resolves at once in that
 * case; rejects only for another failure (a migration that fails on a database that answers).
 */
export async function connectWhenAvailable(
  open: () => Promise<unknown>,
  log: Pick<Console, 'warn' | 'info' | 'error'> = console,
): Promise<void> {
  try {
    await open();
    return;
  } catch (err) {
    if (!isDatabaseUnavailable(err)) throw err;
    log.warn(
      `database: cannot connect at start (${describe(err)}); pages and APIs answer 503 until it does. Retrying in the background.`,
    );
  }
  let delay = DATABASE_RETRY_FIRST_MS;
  const retry = () => {
    open().then(
      () => log.info('database: connected; the site serves normally.'),
      (err: unknown) => {
        if (!isDatabaseUnavailable(err)) {
          log.error('database: connected, but could not be made ready:', err);
          return;
        }
        delay = Math.min(delay * 2, DATABASE_RETRY_MAX_MS);
        setTimeout(retry, delay).unref();
      },
    );
  };
  setTimeout(retry, delay).unref();
}

function describe(err: unknown): string {
  const messages: string[] = [];
  for (let e: unknown = err; e instanceof Error && messages.length < 3; e = e.cause)
    messages.push(e.message);
  return messages.join(': ') || String(err);
}

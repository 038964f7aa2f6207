import { initStorage } from '@/lib/storage';
import { createServerStorageBackend } from '@/server/cache';
import { ConfigError, getConfig } from '@/server/config';
import { getDb } from '@/server/db';
import { warmGazetteer } from '@/embedded/provider/gazetteer';

/** Server start: configuration, data directory and secrets, database migrations, the storage manager. */
export async function startServer(): Promise<void> {
  try {
    const config = getConfig();
    await getDb();
    initStorage({ backend: createServerStorageBackend(config.env.REDIS_URL) });
    // Load the gazetteer now (a few seconds) so the first search does not wait for it.
    if (config.embeddedProvider) warmGazetteer();
  } catch (err) {
    console.error(err instanceof ConfigError ? err.message : err);
    // A server that cannot read its configuration or reach its database must not serve pages.
    process.exit(1);
  }
}

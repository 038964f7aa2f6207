import '@/server/serverOnly';

import { getServerCache } from '@/server/cache';
import { ConfigError, getConfig } from '@/server/config';
import { getDb } from '@/server/db';
import { warmEmbeddedProvider } from '@/server/provider/embeddedTransport';

/**
 * Server start: configuration, data directory and secrets, database migrations, the shared cache
 * (memory, and Redis when REDIS_URL is set), and the embedded provider's data when it serves.
 */
export async function startServer(): Promise<void> {
  try {
    const config = getConfig();
    await getDb();
    getServerCache();
    // Load the gazetteer now (a few seconds) so the first search does not wait for it.
    if (config.embeddedProvider) warmEmbeddedProvider();
  } catch (err) {
    console.error(err instanceof ConfigError ? err.message : err);
    // A server that cannot read its configuration or reach its database must not serve pages.
    process.exit(1);
  }
}

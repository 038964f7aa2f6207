import { ConfigError, getConfig } from '@/server/config';
import { getDb } from '@/server/db';

/** Server start: configuration, data directory and secrets, database migrations. */
export async function startServer(): Promise<void> {
  try {
    getConfig();
    await getDb();
  } catch (err) {
    console.error(err instanceof ConfigError ? err.message : err);
    // A server that cannot read its configuration or reach its database must not serve pages.
    process.exit(1);
  }
}

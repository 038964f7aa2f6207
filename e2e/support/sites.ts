import { readFileSync } from 'node:fs';
import path from 'node:path';

import { Client } from 'pg';

// @ts-expect-error -- plain ESM helper shared with the benchmark; it has no type declarations.
import { startTestServer as startServer } from '../../scripts/test-server.mjs';

/** The production build served on its own (scripts/test-server.mjs). */
export interface TestSite {
  url: string;
  dataDir: string;
  /** The server's error output, when started with `captureLog`. */
  serverLog: () => string;
  stop: () => Promise<void>;
}

/** Starts the built site on a free port with a fresh data directory; `env` adds variables. */
export async function startSite(
  env: Record<string, string> = {},
  options: { captureLog?: boolean } = {},
): Promise<TestSite> {
  // The global setup built the site; a source edited since (while developing) does not rebuild.
  return (await startServer({ env, build: false, ...options })) as TestSite;
}

/**
 * The run's main site (global setup): its embedded provider serves as the real provider behind
 * the fake one, so a site under test signs with the main site's generated provider credentials.
 */
export function mainSite(): { url: string; authId: string; secret: string } {
  const url = process.env.E2E_BASE_URL;
  const dataDir = process.env.E2E_DATA_DIR;
  if (!url || !dataDir) throw new Error('the global setup did not start the main site');
  const secrets = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as {
    providerAuthId: string;
    providerSecret: string;
  };
  return { url, authId: secrets.providerAuthId, secret: secrets.providerSecret };
}

/**
 * The PostgreSQL server the suites may use (a database of its own is made per run); unset, the
 * suites that need it are skipped (CI sets it when the machine's server answers).
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** The Redis the scale-out suite shares between its two instances (a key prefix of its own per run). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL;

/** A fresh PostgreSQL database for one run: its URL, and `drop` to remove it afterwards. */
export async function freshDatabase(
  name: string,
): Promise<{ url: string; query: Client['query']; drop: () => Promise<void> }> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const admin = new Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const direct = new Client({ connectionString: url.toString() });
  await direct.connect();
  return {
    url: url.toString(),
    query: direct.query.bind(direct) as Client['query'],
    async drop() {
      await direct.end().catch(() => undefined);
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
      await admin.end();
    },
  };
}

/** A name unique to this run, usable as a database name or key prefix. */
export function runId(kind: string): string {
  return `${kind}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

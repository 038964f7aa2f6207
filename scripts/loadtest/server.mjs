// Starts `next start` for the load test on a fresh database with the e2e tests' server
// (scripts/test-server.mjs): a free loopback port, a temporary data directory, the demo weather
// model, the embedded provider and identity provider. Unlike the e2e run it never rebuilds a build
// that exists: the load test measures the build in .next as it is (CI's, made by the e2e run).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

import pg from 'pg';

import { root } from '../build-state.mjs';
import { startTestServer } from '../test-server.mjs';

/** Runs `next build` only when .next holds no build at all. */
export function ensureSomeBuild() {
  if (existsSync(path.join(root, '.next', 'BUILD_ID'))) return;
  console.log('> no build in .next: next build');
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/next/dist/bin/next'), 'build'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * Starts the site (the e2e tests' server, on the build as it is) with `databaseUrl` (PostgreSQL)
 * or a new SQLite file in a temporary data directory; never the caller's Redis or settings file.
 * Resolves { url, dataDir, sqliteFile, serverLog, stop }.
 */
export async function startSite({ databaseUrl } = {}) {
  const site = await startTestServer({
    env: databaseUrl ? { DATABASE_URL: databaseUrl } : {},
    build: false,
    captureLog: true,
    upTimeoutMs: 90_000,
  });
  return {
    ...site,
    sqliteFile: databaseUrl ? null : path.join(site.dataDir, 'weather.sqlite'),
  };
}

/**
 * A fresh PostgreSQL database for one run on the server of `adminUrl` (created, then dropped by
 * `drop`). Resolves null, with the reason, when the server does not answer.
 */
export async function createScratchDatabase(adminUrl) {
  const name = `loadtest_${Date.now().toString(36)}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (err) {
    await admin.end().catch(() => undefined);
    return { error: err instanceof Error ? err.message : String(err) };
  }
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

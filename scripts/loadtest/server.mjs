// Starts `next start` for the load test on a fresh database, reusing the e2e server's conventions
// (scripts/test-server.mjs): a free loopback port, a temporary data directory, the demo weather
// model, the embedded provider and identity provider. Unlike the e2e server it never rebuilds a
// build that exists: the load test measures the build in .next as it is (CI's, made by the e2e run).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import pg from 'pg';

import { root } from '../build-state.mjs';
import { freePort } from '../test-server.mjs';

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

async function waitUntilUp(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the site did not answer ${url} within ${timeoutMs} ms`);
}

/**
 * Starts the site with `databaseUrl` (PostgreSQL) or a new SQLite file in a temporary data
 * directory. Resolves { url, dataDir, sqliteFile, stop }.
 */
export async function startSite({ databaseUrl } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'weather-loadtest-'));
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SITE_URL: `http://127.0.0.1:${port}`,
    PORT: String(port),
    WEATHER_UPSTREAM: 'demo',
  };
  // The run's own database only: never the caller's, never a shared Redis.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.SITE_SETTINGS_FILE;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = spawn(
    process.execPath,
    [
      '--require',
      path.join(root, 'scripts/preload.cjs'),
      path.join(root, 'node_modules/next/dist/bin/next'),
      'start',
      '-p',
      String(port),
      '-H',
      '127.0.0.1',
    ],
    { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  // The server's own error log, kept for the report (a 5xx under load is explained there).
  const stderr = [];
  child.stderr.on('data', (chunk) => {
    if (stderr.length < 200) stderr.push(chunk.toString('utf8'));
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(`${url}/web2/api/configuration`, child, 90_000);
  } catch (err) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return {
    url,
    dataDir,
    sqliteFile: databaseUrl ? null : path.join(dataDir, 'weather.sqlite'),
    serverLog: () => stderr.join(''),
    stop,
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

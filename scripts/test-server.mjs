// Starts the production build on a free loopback port with a fresh temporary data directory, for the
// end-to-end tests and the benchmark. The database is a new SQLite file in that directory.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { ensureBuild, root } from './build-state.mjs';

/** Resolves a TCP port that is free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
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
 * Builds if needed, then runs `next start` on a free port. Resolves { url, dataDir, stop }.
 * `env` adds variables, to the build and the server alike (BENCH_BUILD=1: the bench's build, in
 * its own folder); DATABASE_URL and DATA_DIR of the caller's environment are never used, and the
 * weather is the demo model's unless `env` names another WEATHER_UPSTREAM. `build: false` serves the
 * build that is there (a suite's extra servers, once the global setup has built).
 */
export async function startTestServer({ env = {}, quiet = true, build = true } = {}) {
  if (build) ensureBuild({ ...process.env, ...env });
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'weather-site-'));
  // The site's origin is the address the tests browse (the server never takes it from a request's
  // Host); PORT is the port it listens on.
  const childEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    DATA_DIR: dataDir,
    SITE_URL: `http://127.0.0.1:${port}`,
    PORT: String(port),
    // Deterministic weather whatever the shell exports (the default, auto, would go online); a
    // caller that wants real weather passes WEATHER_UPSTREAM in `env`.
    WEATHER_UPSTREAM: 'demo',
    ...env,
  };
  delete childEnv.DATABASE_URL;
  if (env.DATABASE_URL) childEnv.DATABASE_URL = env.DATABASE_URL;
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
    { cwd: root, env: childEnv, stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'] },
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(`${url}/web2/api/configuration`, child, 60_000);
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
  return { url, dataDir, stop };
}

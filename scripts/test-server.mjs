// Starts the production build on a free loopback port with a fresh temporary data directory, for the
// end-to-end tests and the benchmark. The database is a new SQLite file in that directory.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { distDirFor, ensureBuild, root } from './build-state.mjs';

/**
 * How the site is run (E2E_SERVER, else `server`), the ways the README gives:
 * - `server`: `node server.mts`, the site's own server on the build in .next (what `npm start`,
 *   the container image and the fleet run);
 * - `next-start`: `next start` on the build in .next;
 * - `npm-start`: `npm start` (scripts/start.mjs: builds when stale, then `node server.mts`);
 * - `standalone`: `node .next/standalone/server.js`, with public/ and the static files beside it.
 */
export const SERVER_RUNNERS = ['server', 'next-start', 'npm-start', 'standalone'];

function serverCommand(runner, distDir, port) {
  const nextBin = path.join(root, 'node_modules/next/dist/bin/next');
  switch (runner) {
    case 'server':
      return {
        cwd: root,
        args: [path.join(root, 'server.mts')],
        env: { PORT: String(port), HOSTNAME: '127.0.0.1' },
      };
    case 'next-start':
      return { cwd: root, args: [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'] };
    case 'npm-start':
      // As a person runs it: no HOSTNAME, so Next listens on every address and names itself
      // `localhost` (a redirect to `http://localhost:PORT` is then one to its own address).
      return {
        cwd: root,
        args: [path.join(root, 'scripts/start.mjs')],
        env: { PORT: String(port), HOSTNAME: '' },
      };
    case 'standalone':
      return {
        cwd: root,
        args: [path.join(root, distDir, 'standalone', 'server.js')],
        env: { PORT: String(port), HOSTNAME: '127.0.0.1' },
      };
    default:
      throw new Error(`unknown E2E_SERVER ${runner} (one of ${SERVER_RUNNERS.join(', ')})`);
  }
}

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

/**
 * Resolves once the server answers `url`: with its JSON, or with the 308 that sends a loopback
 * alias to the site's origin `siteUrl` (a server whose SITE_URL is a balancer's or another name
 * answers its own address that way).
 */
async function waitUntilUp(url, siteUrl, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url, { redirect: 'manual' });
      if (res.ok) return;
      const location = res.headers.get('location') ?? '';
      if (res.status === 308 && location.startsWith(`${siteUrl}/`)) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the site did not answer ${url} within ${timeoutMs} ms`);
}

/**
 * Builds if needed, then runs `next start` on a free port. Resolves { url, dataDir, serverLog,
 * stop }. `env` adds variables, to the build and the server alike (BENCH_BUILD=1: the bench's
 * build, in its own folder); DATABASE_URL, REDIS_URL, SITE_SETTINGS_FILE and DATA_DIR of the
 * caller's environment are never used (only those `env` gives), and the weather is the demo
 * model's unless `env` names another WEATHER_UPSTREAM. `build: false` serves the build that is
 * there (a suite's extra servers once the global setup has built; the load test, which measures
 * the build as it is). `captureLog: true` keeps the server's error output for `serverLog()`
 * instead of passing it through. `runner` chooses how the site runs (see SERVER_RUNNERS).
 * `siteHost` names the site's origin (SITE_URL) on the port: with `localhost`, the returned `url`
 * (always 127.0.0.1) is a loopback alias that the site sends to `siteUrl`.
 */
export async function startTestServer({
  env = {},
  quiet = true,
  build = true,
  captureLog = false,
  upTimeoutMs = 60_000,
  runner = process.env.E2E_SERVER || 'server',
  siteHost = '127.0.0.1',
} = {}) {
  if (build) ensureBuild({ ...process.env, ...env });
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'weather-site-'));
  // The caller's database, Redis and settings file are never the test site's: only `env` names them.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !['DATABASE_URL', 'REDIS_URL', 'SITE_SETTINGS_FILE'].includes(name),
    ),
  );
  // The site's origin is the address the tests browse (the server never takes it from a request's
  // Host); PORT is the port it listens on.
  const childEnv = {
    ...inherited,
    NEXT_TELEMETRY_DISABLED: '1',
    DATA_DIR: dataDir,
    SITE_URL: `http://${siteHost}:${port}`,
    PORT: String(port),
    // Deterministic weather whatever the shell exports (the default, auto, would go online); a
    // caller that wants real weather passes WEATHER_UPSTREAM in `env`.
    WEATHER_UPSTREAM: 'demo',
    ...env,
  };
  const command = serverCommand(runner, distDirFor({ ...process.env, ...env }), port);
  const child = spawn(process.execPath, command.args, {
    cwd: command.cwd,
    env: { ...childEnv, ...command.env },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', captureLog ? 'pipe' : 'inherit'],
  });
  // The server's own error log, kept when asked (a 5xx under load is explained there).
  const log = [];
  child.stderr?.on('data', (chunk) => {
    if (log.length < 200) log.push(chunk.toString('utf8'));
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(`${url}/web2/api/configuration`, childEnv.SITE_URL, child, upTimeoutMs);
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
    siteUrl: childEnv.SITE_URL,
    dataDir,
    serverLog: () => log.join(''),
    stop,
  };
}

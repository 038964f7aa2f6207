/**
 * The site's production server: Next.js's documented custom-server API (`next()` and its request
 * handler) on a Node HTTP server that this file owns. `npm start`, the container image and the
 * fleet run it (`node server.ts`: Node 24 strips the types). `next start` still serves the same
 * build, without what this file adds, which Next's own server cannot be configured to do:
 *
 * - **Request time limits.** A request's head must arrive within HEADERS_TIMEOUT_MS (5 s) and the
 *   whole request within REQUEST_TIMEOUT_MS (10 s) (Node's defaults are 60 s and 300 s, and
 *   `next start` has no option for them), so a client that sends a short or slow body is answered
 *   408 in seconds.
 * - **TRACE without a stack trace.** Refused here with the site's 405 JSON on the paths where Next
 *   would log a TypeError for it (see `refusedTrace`).
 * - **Origin-form request targets only.** A request line in absolute form
 *   (`GET http://other.example/ HTTP/1.1`) is served as its path: Next's router would otherwise
 *   answer it with a redirect to the other host. `OPTIONS *` and other targets are a 400.
 * - **Build assets precompressed with brotli.** A GET or HEAD for a file under `/_next/static/` that
 *   the build compressed at brotli's highest quality (scripts/precompress.mjs writes `<file>.br`)
 *   is answered with that copy when the browser accepts brotli: the same headers Next sends with
 *   the file (next.config.js's headers for every path, its cache headers), and `Content-Encoding:
 *   br`. Next's own server compresses every file with gzip, per request. Anything else, and a
 *   browser that does not accept brotli, gets Next's answer.
 * - **Graceful shutdown.** On SIGTERM or SIGINT the instance stops being ready (`/readyz` answers
 *   503), keeps serving for SHUTDOWN_DELAY_MS (so a balancer that polls readiness stops sending),
 *   then stops accepting connections, finishes the requests in flight within SHUTDOWN_TIMEOUT_MS
 *   (answering with `Connection: close`), closes the database pools and Redis clients, and exits 0.
 *   Next's own server exits with 143 and leaves no place to close the pools.
 *
 * `node server.mts --migrate` only applies the database migrations and exits (a one-off job).
 *
 * Environment: PORT (3000), HOSTNAME (all addresses), SHUTDOWN_DELAY_MS (0),
 * SHUTDOWN_TIMEOUT_MS (25000). Everything else is the site's configuration (.env.example).
 */
import { createReadStream, readdirSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import fresh from 'fresh';
import Negotiator from 'negotiator';
import next from 'next';
import type { NextConfig } from 'next';

/** How long a client may take to send a request's head, and the whole request. */
const HEADERS_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 10_000;
/** How long an idle keep-alive connection stays open (above a balancer's own, 60 s by default in nginx is below). */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * What the server and the app share about the process's life (the app's `src/server/lifecycle`
 * reads and adds to the same object): whether it is draining, and what to close on the way out.
 */
interface Lifecycle {
  draining: boolean;
  closers: (() => Promise<void>)[];
}
const LIFECYCLE = Symbol.for('weather.lifecycle');
const holder = globalThis as typeof globalThis & { [LIFECYCLE]?: Lifecycle };
const lifecycle: Lifecycle = (holder[LIFECYCLE] ??= { draining: false, closers: [] });

/** A whole number of milliseconds from the environment: unset is `fallback`, anything else bad is refused. */
function msFromEnv(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (Number.isInteger(value) && value >= 0) return value;
  throw new StartError(`${name} must be a whole number of milliseconds (0 or more), not "${raw}"`);
}

/** PORT: 1 to 65535, unset or blank 3000 (the site's configuration checks the same). */
function portFromEnv(): number {
  const raw = process.env.PORT?.trim();
  if (!raw) return 3000;
  const value = Number(raw);
  if (Number.isInteger(value) && value >= 1 && value <= 65535) return value;
  throw new StartError(`PORT must be a port number from 1 to 65535, not "${raw}"`);
}

/** A start-up refusal: its message is all the operator needs (no stack trace). */
class StartError extends Error {}

/**
 * The request's target as a path: origin form as it is; absolute form (`http://host/path?q`) as
 * its path and query. Null for anything else (`*`, authority form, garbage).
 */
function originFormTarget(target: string | undefined): string | null {
  if (!target) return null;
  if (target.startsWith('/')) return target;
  if (!/^https?:\/\//i.test(target)) return null;
  try {
    const url = new URL(target);
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

function answerJson(
  res: ServerResponse,
  status: number,
  error: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'close',
    ...headers,
  });
  res.end(JSON.stringify({ error }));
}

/** The JSON APIs, which answer TRACE themselves (each with its own Allow); proxy.ts never runs there. */
const API_PATHS = /^\/(?:web2\/api|provider|remote-config|tiles|api\/(?!idp(?:\/|$)))(?:\/|$)/;
/** The identity provider's paths (its forms take POST). */
const IDP_PATHS = /^\/(?:api\/)?idp(?:\/|$)/;

/**
 * A TRACE on a path proxy.ts covers (pages, /idp, static files): Next builds a Fetch API request
 * for the proxy, which refuses the method and logs a stack trace before any site code runs, so it
 * is refused here, as the site refuses it elsewhere: 405 JSON with the path's Allow. (TRACK and
 * CONNECT never get this far: Node's parser refuses them.) Null for other requests.
 */
function refusedTrace(method: string | undefined, target: string): string | null {
  if (method !== 'TRACE') return null;
  const path = target.split('?')[0] ?? '/';
  if (API_PATHS.test(path)) return null;
  return IDP_PATHS.test(path) ? 'GET, HEAD, POST' : 'GET, HEAD';
}

/** A build asset's brotli copy, and the headers it is sent with. */
interface BrotliAsset {
  file: string;
  headers: Record<string, string | number>;
}

/** The Content-Type Next sends each precompressed kind of file with (scripts/precompress.mjs). */
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.mjs': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.svg': 'image/svg+xml',
};

/**
 * The brotli copies in the build's `static` folder, by the path Next serves the file at
 * (`/_next/static/...`), each with its headers: `baseline` (what next.config.js sends on every
 * path), then what Next sends with a build asset. Read once: a build does not change under a
 * running server. Empty when the build has none (built before scripts/precompress.mjs ran).
 */
function brotliAssets(
  staticDir: string,
  baseline: Record<string, string>,
): Map<string, BrotliAsset> {
  const assets = new Map<string, BrotliAsset>();
  let entries: string[];
  try {
    entries = readdirSync(staticDir, { recursive: true, encoding: 'utf8' });
  } catch {
    return assets;
  }
  for (const entry of entries) {
    if (!entry.endsWith('.br')) continue;
    const original = entry.slice(0, -'.br'.length);
    const type = CONTENT_TYPES[path.extname(original)];
    if (!type) continue;
    const file = path.join(staticDir, entry);
    const copy = statSync(file);
    // A copy whose file is gone (left from another build) is not served.
    const source = statSync(path.join(staticDir, original), { throwIfNoEntry: false });
    if (!source) continue;
    const urlPath = `/_next/static/${original.split(path.sep).join('/')}`;
    assets.set(urlPath, {
      file,
      headers: {
        ...baseline,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'Last-Modified': source.mtime.toUTCString(),
        'Content-Type': type,
        'Content-Length': copy.size,
        'Content-Encoding': 'br',
        Vary: 'Accept-Encoding',
      },
    });
  }
  return assets;
}

/**
 * Answers a GET or HEAD for a build asset with its brotli copy when the request accepts brotli
 * (by its Accept-Encoding, as HTTP's content negotiation reads it); true when it did.
 */
function answeredWithBrotli(
  req: IncomingMessage,
  res: ServerResponse,
  target: string,
  assets: Map<string, BrotliAsset>,
): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const asset = assets.get(target.split('?')[0] ?? '');
  if (!asset) return false;
  if (new Negotiator(req).encoding(['br', 'identity']) !== 'br') return false;
  // A conditional request for an unchanged file (If-Modified-Since against its Last-Modified) is
  // a 304 without a body, as Next answers it for the same file.
  if (fresh(req.headers, { 'last-modified': asset.headers['Last-Modified'] })) {
    const { 'Content-Length': _length, ...notModified } = asset.headers;
    res.writeHead(304, notModified);
    res.end();
    return true;
  }
  res.writeHead(200, asset.headers);
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  const stream = createReadStream(asset.file);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
  return true;
}

/**
 * The site's Next.js configuration as the server reads it (next.config.js exports a function of
 * the build phase): where the build is, and the headers it sends on every path.
 */
async function siteConfig(): Promise<{ distDir: string; baseline: Record<string, string> }> {
  const require = createRequire(import.meta.url);
  // next.config.js is CommonJS with JSDoc types, outside the TypeScript program (allowJs is off).
  const config = (require('./next.config.js') as (phase: string) => NextConfig)(
    'phase-production-server',
  );
  const everyPath = (await config.headers?.())?.find((rule) => rule.source === '/:path*');
  return {
    distDir: config.distDir ?? '.next',
    baseline: Object.fromEntries((everyPath?.headers ?? []).map((h) => [h.key, h.value])),
  };
}

async function main(): Promise<void> {
  // `node server.mts --migrate`: the app's start-up migrates the database and ends the process
  // (src/server/startup.ts), before anything listens. For a one-off job before a rollout.
  const migrateOnly = process.argv.includes('--migrate');
  if (migrateOnly) process.env.WEATHER_MIGRATE_ONLY = '1';
  const dir = path.dirname(fileURLToPath(import.meta.url));
  const port = portFromEnv();
  const shutdownDelay = msFromEnv('SHUTDOWN_DELAY_MS', 0);
  const shutdownLimit = msFromEnv('SHUTDOWN_TIMEOUT_MS', 25_000);
  const hostname = process.env.HOSTNAME || undefined;
  const app = next({ dev: false, dir, hostname: hostname ?? 'localhost', port });
  const handle = app.getRequestHandler();
  await app.prepare();
  if (migrateOnly) {
    // Nothing listens: the start-up ends the process once the database is up to date (exit 0) or
    // could not be (exit 1). Should it end without a word, the migrations did not run.
    process.on('beforeExit', () => {
      console.error('migrations: the app did not start; nothing was migrated');
      process.exit(1);
    });
    return;
  }
  const { distDir, baseline } = await siteConfig();
  const brotli = brotliAssets(path.join(dir, distDir, 'static'), baseline);

  const server = createServer(
    {
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      // How often Node looks for requests past those limits (default 30 s).
      connectionsCheckingInterval: 1_000,
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    },
    (req: IncomingMessage, res: ServerResponse) => {
      const target = originFormTarget(req.url);
      if (target === null) {
        answerJson(res, 400, 'Malformed request target');
        return;
      }
      req.url = target;
      const allow = refusedTrace(req.method, target);
      if (allow) {
        answerJson(res, 405, 'Method TRACE not allowed', { Allow: allow });
        return;
      }
      // While draining, each connection is closed after its answer, so none is reused.
      if (lifecycle.draining) res.setHeader('Connection', 'close');
      if (answeredWithBrotli(req, res, target, brotli)) return;
      handle(req, res).catch((err: unknown) => {
        // A client that went away (or a request past its time limit) is not the site's failure.
        const code = (err as { code?: unknown } | null)?.code;
        if (code === 'ECONNRESET' && (req.destroyed || res.destroyed)) return;
        console.error(err);
        if (!res.headersSent) answerJson(res, 500, 'Internal server error');
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(port, hostname, resolve));
  console.log(`weather: serving on http://${hostname ?? 'localhost'}:${port}`);

  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const delay = shutdownDelay;
    const limit = shutdownLimit;
    console.log(`weather: ${signal}: draining (not ready), closing in ${delay} ms`);
    lifecycle.draining = true;
    await new Promise((resolve) => setTimeout(resolve, delay));
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const timer = setTimeout(() => {
      console.warn(`weather: requests still open after ${limit} ms: closing them`);
      server.closeAllConnections();
    }, limit);
    await closed;
    clearTimeout(timer);
    await app.close().catch((err: unknown) => console.error(err));
    for (const close of lifecycle.closers)
      await close().catch((err: unknown) => console.error(err));
    console.log('weather: stopped');
    process.exit(0);
  };
  process.on('SIGTERM', (signal) => void shutdown(signal));
  process.on('SIGINT', (signal) => void shutdown(signal));
}

main().catch((err: unknown) => {
  console.error(err instanceof StartError ? `weather: ${err.message}` : err);
  process.exit(1);
});

// `npm run fleet [-- --duration 60 --visitors 100 --seed 1]`
//
// The fleet test, on one machine: three instances of the standalone build (`node server.mts` in
// .next/standalone, as the container image runs it) on their own ports, Debian's nginx in front
// with deploy/nginx.conf, one PostgreSQL database and Redis. The migrations run first as the
// one-off job would (`server.mts --migrate`, twice at once: the advisory lock makes that safe).
// Then `--visitors` visitors (the load test's mix of pages, searches and writes, each with its own
// cookies) go through nginx for `--duration` seconds while instances fail:
//   at 20 s one instance is killed (SIGKILL) and at 35 s started again;
//   at 45 s another is stopped (SIGTERM: it drains and exits) and started again (a rolling restart).
// It prints requests/s, p50/p99 and errors per phase and checks the bar:
//   - no read fails;
//   - a write that fails is answered with a clear error (a status and a JSON message the visitor
//     can act on); the visitor then reads its state back, as the site's app does, and goes on;
//   - no acknowledged write is lost or duplicated (each visitor's favourites and units, read from
//     the database);
//   - every instance answers each visitor with the same device and favourites (sessions and data
//     are shared, not per instance);
//   - the instance stopped with SIGTERM exits 0;
//   - before the load, a build asset comes through nginx in the encoding each kind of client
//     accepts (brotli, gzip, none), from the instances and then from nginx's cache.
// Writes bench/fleet-results.json. Exits 1 when the bar is not met.
//
// Needs nginx (NGINX_BIN, else `nginx` on PATH or /usr/sbin/nginx), PostgreSQL (TEST_DATABASE_URL,
// else postgres://postgres@127.0.0.1:5432/test) and uses Redis when it answers (TEST_REDIS_URL,
// else redis://127.0.0.1:6379).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  readFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { get as httpGet } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { distDirFor, ensureBuild, root } from './build-state.mjs';
import { createScratchDatabase } from './loadtest/server.mjs';
import { collectPlaces } from './loadtest/places.mjs';
import { verifyWrites } from './loadtest/verify.mjs';
import { prng, Recorder, Visitor } from './loadtest/visitor.mjs';
import { freePort } from './test-server.mjs';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    visitors: { type: 'string', default: '100' },
    seed: { type: 'string', default: String(Date.now() % 1_000_000) },
    'think-ms': { type: 'string', default: '100-300' },
    places: { type: 'string', default: '80' },
  },
});
const durationS = Number(args.duration);
const visitorCount = Number(args.visitors);
const seed = Number(args.seed);
const [thinkLo, thinkHi] = args['think-ms'].split('-').map(Number);

/** The failure schedule, in seconds from the start of the load (scaled to --duration). */
const scale = durationS / 60;
const AT = {
  kill: 20 * scale,
  restartKilled: 35 * scale,
  terminate: 45 * scale,
};
const PHASES = [
  ['steady', 0, AT.kill],
  ['one instance killed', AT.kill, AT.restartKilled],
  ['killed one back', AT.restartKilled, AT.terminate],
  ['rolling restart', AT.terminate, durationS],
];

/**
 * The kinds sent with POST, PUT or DELETE: nginx never resends those once an instance got them, so
 * one in flight on a killed instance fails (clearly). The place query is a read sent as a POST.
 */
const UNSAFE_KINDS = new Set([
  'fav:add',
  'fav:reorder',
  'fav:delete',
  'units:update',
  'search:query',
]);
const INSTANCES = 3;
/** A browser's user agent (a crawler's visit gets no device). */
const VISITOR_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
/** How long a visitor waits before reading its state back after a write it is unsure of. */
const RESYNC_AFTER_MS = 1_000;

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function nginxBinary() {
  if (process.env.NGINX_BIN) return process.env.NGINX_BIN;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  throw new Error("nginx not found: install Debian's nginx package or set NGINX_BIN");
}

function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port || 6379), hostname);
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    setTimeout(() => done(false), 2000);
  });
}

/**
 * Every answer, with its time: the load test's Recorder for the latencies per kind, plus the
 * fleet's own reading of failures. A GET that fails is an error. A POST, PUT or DELETE that fails
 * with 502-504 and a JSON `error` message (the instance's or nginx's) is a clear failure the
 * visitor can act on; one with no answer, no message or another status is an error.
 */
class FleetRecorder extends Recorder {
  constructor(startedAt) {
    super();
    this.startedAt = startedAt;
    this.samples = [];
    this.clearWriteFailures = [];
  }

  record(kind, ms, problem) {
    const t = (Date.now() - this.startedAt) / 1000;
    const write = UNSAFE_KINDS.has(kind);
    // Unavailable (502-504) with a message: the visitor is told to try again. A 429 or another
    // 4xx is not a failure the fleet may cause: it stays an error.
    const clear =
      problem &&
      write &&
      problem.status >= 502 &&
      problem.status <= 504 &&
      problem.json === true &&
      typeof problem.error === 'string' &&
      problem.error !== '';
    this.samples.push({ t, ms, kind, write, failed: Boolean(problem), clear: Boolean(clear) });
    if (clear) {
      this.requests += 1;
      let list = this.latencies.get(kind);
      if (!list) this.latencies.set(kind, (list = []));
      list.push(ms);
      if (this.clearWriteFailures.length < 200)
        this.clearWriteFailures.push({ kind, t, ...problem });
      return;
    }
    super.record(kind, ms, problem && { t, ...problem });
  }
}

/**
 * A load-test visitor that, after a write it could not be sure of (an error answer, or none),
 * reads its favourites and units back from the site and carries on from there, as the site's own
 * app does after a failed request. Its later writes are checked against the database as usual.
 */
class FleetVisitor extends Visitor {
  async act(kind) {
    const res = await super.act(kind);
    if (this.uncertain) await this.resync();
    return res;
  }

  async resync() {
    // A write cut off by a killed instance may still be applied for a moment after its client
    // saw the error: the database reads the dead connection's last bytes (a COMMIT) before it
    // notices the connection is gone. Its outcome is known a moment later, so read then.
    await sleep(RESYNC_AFTER_MS);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const res = await this.request('resync', '/web2/api/user/profile');
      if (res.ok && res.body?.user) {
        const user = res.body.user;
        this.favorites = (user.FavoriteLocations ?? []).map((f) => ({
          id: f.Id,
          slug: f.Location.Locality.SlugName,
          lat: f.Location.Locality.Latitude,
          lon: f.Location.Locality.Longitude,
        }));
        // The profile gives the unit system, not the rain unit a units write sets: the units are
        // checked again from the next acknowledged change.
        this.units = null;
        this.uncertain = false;
        return;
      }
      await sleep(250);
    }
  }
}

/**
 * CPU seconds (user and system) a process has used, from /proc (Linux; clock ticks of 100 Hz, as
 * on every Linux Node runs on here). Null where /proc is not there.
 */
function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** One instance of the standalone build: start, kill, stop (SIGTERM) and its exit code. */
class Instance {
  constructor(name, port, env) {
    this.name = name;
    this.port = port;
    this.env = env;
    this.child = null;
    this.log = [];
  }

  start() {
    const standalone = path.join(root, distDirFor(), 'standalone');
    this.child = spawn(process.execPath, [path.join(standalone, 'server.mts')], {
      cwd: standalone,
      env: { ...this.env, PORT: String(this.port), HOSTNAME: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // The last 400 chunks of its output (the start-up lines and a failure's warnings).
    const keep = (chunk) => {
      this.log.push(`[${this.name}] ${chunk.toString('utf8').trimEnd()}`);
      if (this.log.length > 400) this.log.shift();
    };
    this.child.stdout.on('data', keep);
    this.child.stderr.on('data', keep);
    this.exited = new Promise((resolve) =>
      this.child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    return this;
  }

  async ready(timeoutMs = 90_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null)
        throw new Error(`${this.name} exited: ${this.log.join('\n')}`);
      try {
        const res = await fetch(`http://127.0.0.1:${this.port}/readyz`);
        if (res.status === 200) return;
      } catch {
        // not listening yet
      }
      await sleep(200);
    }
    throw new Error(`${this.name} was not ready within ${timeoutMs} ms`);
  }

  kill() {
    this.child.kill('SIGKILL');
    return this.exited;
  }

  terminate() {
    this.child.kill('SIGTERM');
    return this.exited;
  }
}

function runMigrationJob(env) {
  const standalone = path.join(root, distDirFor(), 'standalone');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(standalone, 'server.mts'), '--migrate'], {
      cwd: standalone,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.once('exit', (code) => resolve({ code, out }));
  });
}

function startNginx(dir, port, instances) {
  // The access log goes to a file in the fleet's folder rather than /dev/stdout: a child
  // process's stdout here is a socket, which nginx cannot open by that name.
  const conf = readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8').replace(
    'access_log /dev/stdout weather;',
    'access_log access.log weather;',
  );
  if (!conf.includes('access_log access.log weather;'))
    throw new Error('deploy/nginx.conf no longer names its access log as the fleet expects');
  writeFileSync(path.join(dir, 'nginx.conf'), conf);
  writeFileSync(path.join(dir, 'nginx.listen.conf'), `listen 127.0.0.1:${port};\n`);
  writeFileSync(
    path.join(dir, 'nginx.upstreams.conf'),
    instances.map((i) => `server 127.0.0.1:${i.port} max_fails=1 fail_timeout=5s;\n`).join(''),
  );
  mkdirSync(path.join(dir, 'cache'), { recursive: true });
  const bin = nginxBinary();
  const check = spawnSync(bin, ['-t', '-p', `${dir}/`, '-c', path.join(dir, 'nginx.conf')], {
    encoding: 'utf8',
  });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const child = spawn(
    bin,
    ['-p', `${dir}/`, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const log = [];
  child.stderr.on('data', (c) => {
    if (log.length < 200) log.push(c.toString('utf8').trimEnd());
  });
  return { child, log };
}

async function waitFor(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** GET `path` from one instance directly, naming the site's host (fetch cannot set Host). */
async function getDirect(port, pathname, headers) {
  const res = await getRaw(port, pathname, headers);
  return { status: res.status, text: res.body.toString('utf8') };
}

/** GET `pathname` from `port` and resolve its status, headers and body as sent (nothing decoded). */
function getRaw(port, pathname, headers) {
  return new Promise((resolve, reject) => {
    const req = httpGet({ host: '127.0.0.1', port, path: pathname, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
  });
}

/** What a client sends as Accept-Encoding → the encoding it must get a build asset in. */
const EDGE_ENCODINGS = [
  ['gzip, deflate, br, zstd', 'br'],
  ['gzip', 'gzip'],
  ['', undefined],
];

/**
 * A build asset through nginx, twice for each kind of client in EDGE_ENCODINGS (the second from
 * nginx's cache): each must get the encoding it accepts (brotli from the instances' copies, gzip,
 * or none), decoding to the same file. Returns what went wrong, one line each.
 */
async function checkEdgeEncodings(port, siteHost) {
  const page = await getRaw(port, '/', { host: siteHost, 'user-agent': VISITOR_AGENT });
  const script = page.body
    .toString('utf8')
    .match(/<script src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
  if (!script) return ['no build asset named in the home page'];
  const decode = { br: brotliDecompressSync, gzip: gunzipSync };
  const problems = [];
  let plain = null;
  for (const [accept, expected] of [...EDGE_ENCODINGS, ...EDGE_ENCODINGS]) {
    const res = await getRaw(port, script, { host: siteHost, 'accept-encoding': accept });
    const encoding = res.headers['content-encoding'];
    const what = `${script} for "${accept}" (${res.headers['x-cache']})`;
    if (res.status !== 200 || encoding !== expected) {
      problems.push(
        `${what}: ${res.status} ${encoding ?? 'not encoded'}, not ${expected ?? 'plain'}`,
      );
      continue;
    }
    const body = encoding ? decode[encoding](res.body) : res.body;
    plain ??= body;
    if (!body.equals(plain)) problems.push(`${what}: not the same file`);
  }
  return problems;
}

/**
 * A dashboard token in an address (`/internal/vitals?token=…`) stays out of nginx's access log.
 * Returns the problem, or null.
 */
async function checkTokenNotLogged(port, siteHost, dir) {
  const token = `fleet-${randomBytes(12).toString('hex')}`;
  await getRaw(port, `/internal/vitals?token=${token}`, { host: siteHost });
  // nginx writes its line once the answer is sent; give it a moment.
  await sleep(200);
  const lines = readFileSync(path.join(dir, 'access.log'), 'utf8').split('\n');
  if (!lines.some((line) => line.includes('/internal/vitals')))
    return 'no access log line for /internal/vitals';
  return lines.some((line) => line.includes(token)) ? 'a ?token= query was logged' : null;
}

/** Each sampled visitor's device and favourites, read through every instance directly. */
async function checkAcrossInstances(visitors, instances, siteHost) {
  const report = { visitorsChecked: 0, inconsistent: 0, samples: [] };
  for (const v of visitors.filter((x) => x.deviceId).slice(0, 25)) {
    const seen = [];
    for (const instance of instances) {
      const res = await getDirect(instance.port, '/web2/api/user/profile', {
        cookie: v.cookieHeader(),
        host: siteHost,
        accept: 'application/json',
        'user-agent': VISITOR_AGENT,
      });
      const body = res.status === 200 ? JSON.parse(res.text) : null;
      seen.push(
        body
          ? `${body.user.DeviceId}:${body.user.FavoriteLocations.map((f) => f.Id).join(',')}`
          : `status ${res.status}`,
      );
    }
    const expected = `${v.deviceId}:${v.favorites.map((f) => f.id).join(',')}`;
    report.visitorsChecked += 1;
    if (seen.some((x) => x !== expected)) {
      report.inconsistent += 1;
      if (report.samples.length < 5) report.samples.push({ expected, seen });
    }
  }
  return report;
}

function phaseTable(recorder) {
  return PHASES.map(([name, from, to]) => {
    const inPhase = recorder.samples.filter((s) => s.t >= from && s.t < to);
    const sorted = inPhase.map((s) => s.ms).sort((a, b) => a - b);
    return {
      phase: name,
      fromS: Math.round(from),
      toS: Math.round(to),
      requests: inPhase.length,
      requestsPerSecond: Math.round((inPhase.length / Math.max(0.001, to - from)) * 10) / 10,
      p50Ms: Math.round(percentile(sorted, 50)),
      p99Ms: Math.round(percentile(sorted, 99)),
      failedReads: inPhase.filter((s) => s.failed && !s.write).length,
      writesRefusedClearly: inPhase.filter((s) => s.clear).length,
      writeErrors: inPhase.filter((s) => s.failed && s.write && !s.clear).length,
    };
  });
}

async function main() {
  if (!(durationS > 0) || !(visitorCount > 0)) {
    console.error('usage: npm run fleet -- [--duration 60] [--visitors 100] [--seed 1]');
    process.exit(2);
  }
  ensureBuild();
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const scratch = await createScratchDatabase(adminUrl);
  if (scratch.error) throw new Error(`PostgreSQL at ${adminUrl} is not usable: ${scratch.error}`);
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const useRedis = await redisAnswers(redisUrl);
  const dir = mkdtempSync(path.join(tmpdir(), 'weather-fleet-'));
  // nginx's workers run as an unprivileged user when it starts as root: they read and write here.
  chmodSync(dir, 0o755);
  const dataDir = path.join(dir, 'data');
  const nginxPort = await freePort();
  const siteHost = `127.0.0.1:${nginxPort}`;
  const env = {
    ...Object.fromEntries(
      Object.entries(process.env).filter(
        ([k]) =>
          !['DATABASE_URL', 'REDIS_URL', 'SITE_SETTINGS_FILE', 'PORT', 'HOSTNAME'].includes(k),
      ),
    ),
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATA_DIR: dataDir,
    DATABASE_URL: scratch.url,
    ...(useRedis ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `fleet:${path.basename(dir)}:` } : {}),
    SITE_URL: `http://${siteHost}`,
    TRUST_PROXY: '127.0.0.1/32',
    WEATHER_UPSTREAM: 'demo',
    // Longer than nginx's idle keep-alive to the instances (deploy/nginx.conf).
    SHUTDOWN_DELAY_MS: '6000',
    SHUTDOWN_TIMEOUT_MS: '20000',
  };
  const instances = [];
  let nginx;
  let failed = false;
  try {
    console.log(
      `> migrations: two one-off jobs at once (${scratch.url.replace(/\/\/[^@]*@/, '//')})`,
    );
    const jobs = await Promise.all([runMigrationJob(env), runMigrationJob(env)]);
    for (const job of jobs)
      if (job.code !== 0) throw new Error(`the migration job failed (${job.code}):\n${job.out}`);
    const again = await runMigrationJob(env);
    if (again.code !== 0) throw new Error(`migrating an up-to-date database failed:\n${again.out}`);
    console.log('> migrations: both jobs exited 0; a third on the migrated database too');

    for (let i = 0; i < INSTANCES; i += 1)
      instances.push(new Instance(`app${i + 1}`, await freePort(), env));
    for (const instance of instances) instance.start();
    await Promise.all(instances.map((instance) => instance.ready()));
    nginx = startNginx(dir, nginxPort, instances);
    const base = `http://${siteHost}`;
    await waitFor(`${base}/readyz`);
    console.log(
      `> ${INSTANCES} instances (ports ${instances.map((i) => i.port).join(', ')}) behind nginx at ${base}${useRedis ? ', Redis shared' : ', no Redis'}`,
    );

    const edgeProblems = await checkEdgeEncodings(nginxPort, siteHost);
    console.log(
      edgeProblems.length
        ? `> build assets through nginx: WRONG\n  ${edgeProblems.join('\n  ')}`
        : '> build assets through nginx: brotli, gzip or plain as each client accepts, cached',
    );

    const tokenProblem = await checkTokenNotLogged(nginxPort, siteHost, dir);
    console.log(`> a ?token= query in nginx's access log: ${tokenProblem ?? 'withheld'}`);

    const places = await collectPlaces(base, Number(args.places), prng(seed));
    const startedAt = Date.now();
    const recorder = new FleetRecorder(startedAt);
    const random = prng(seed + 1);
    const visitors = Array.from(
      { length: visitorCount },
      () =>
        new FleetVisitor({
          base,
          places,
          random: prng(Math.floor(random() * 2 ** 32)),
          recorder,
          thinkMs: [thinkLo, thinkHi],
        }),
    );
    console.log(`> ${visitorCount} visitors for ${durationS} s (seed ${seed})`);
    const events = [];
    const event = (what) => {
      const t = Math.round((Date.now() - startedAt) / 100) / 10;
      events.push({ t, what });
      console.log(`  ${t.toFixed(1)} s: ${what}`);
    };
    const [killed, terminated] = [instances[0], instances[1]];
    let terminatedExit = null;
    // The instances' CPU over the steady phase, for the cost of a request at the origin.
    const cpuAt = () => instances.map((i) => cpuSeconds(i.child.pid));
    const cpuStart = cpuAt();
    let cpuSteady = null;
    const schedule = (async () => {
      await sleep(AT.kill * 1000);
      const cpuEnd = cpuAt();
      if (cpuStart.every((x) => x !== null) && cpuEnd.every((x) => x !== null))
        cpuSteady = cpuEnd.reduce((sum, x, i) => sum + x - cpuStart[i], 0);
      await killed.kill();
      event(`${killed.name} killed (SIGKILL)`);
      await sleep(Math.max(0, startedAt + AT.restartKilled * 1000 - Date.now()));
      killed.start();
      event(`${killed.name} started again`);
      await killed.ready();
      event(`${killed.name} ready`);
      await sleep(Math.max(0, startedAt + AT.terminate * 1000 - Date.now()));
      event(`${terminated.name} stopped (SIGTERM)`);
      terminatedExit = await terminated.terminate();
      event(`${terminated.name} exited (code ${terminatedExit.code}); started again`);
      terminated.start();
      await terminated.ready();
      event(`${terminated.name} ready`);
    })();
    const deadline = startedAt + durationS * 1000;
    const runs = await Promise.allSettled(visitors.map((v) => v.run(deadline)));
    await schedule;
    for (const run of runs)
      if (run.status === 'rejected')
        recorder.problem('visitor', { status: 0, error: String(run.reason) });

    const phases = phaseTable(recorder);
    const steadySamples = recorder.samples.filter((x) => x.t < AT.kill);
    const steadyPages = steadySamples.filter((x) => x.kind.startsWith('page:')).length;
    const originCpu =
      cpuSteady === null
        ? null
        : {
            cpuSeconds: Math.round(cpuSteady * 10) / 10,
            requests: steadySamples.length,
            pageViews: steadyPages,
            cpuMsPerRequest: Math.round((cpuSteady * 1000 * 10) / steadySamples.length) / 10,
            // Every request of the mix counted against its page views: what 1,000 views cost
            // with the searches and writes that come with them.
            cpuSecondsPer1000PageViews: Math.round((cpuSteady * 1000 * 10) / steadyPages) / 10,
          };
    const writes = await verifyWrites({
      database: 'postgres',
      site: null,
      databaseUrl: scratch.url,
      visitors,
    });
    const consistency = await checkAcrossInstances(visitors, instances, siteHost);
    const elapsedS = (Date.now() - startedAt) / 1000;
    const all = recorder.samples.map((s) => s.ms).sort((a, b) => a - b);
    const totals = {
      requests: recorder.samples.length,
      requestsPerSecond: Math.round((recorder.samples.length / elapsedS) * 10) / 10,
      p50Ms: Math.round(percentile(all, 50)),
      p99Ms: Math.round(percentile(all, 99)),
      errors: recorder.errorCount,
      writesRefusedClearly: recorder.samples.filter((s) => s.clear).length,
    };

    console.log(
      '\nphase                 requests/s   p50 / p99 ms   failed reads   writes refused clearly   write errors',
    );
    for (const p of phases)
      console.log(
        `${`${p.phase} (${p.fromS}-${p.toS} s)`.padEnd(22)}${String(p.requestsPerSecond).padEnd(13)}${`${p.p50Ms} / ${p.p99Ms}`.padEnd(15)}${String(p.failedReads).padEnd(15)}${String(p.writesRefusedClearly).padEnd(25)}${p.writeErrors}`,
      );
    console.log(
      `all                   ${String(totals.requestsPerSecond).padEnd(13)}${`${totals.p50Ms} / ${totals.p99Ms}`.padEnd(15)}errors ${totals.errors}`,
    );
    console.log(
      `writes: ${writes.acknowledgedWrites} made, lost ${writes.lost}, duplicated ${writes.duplicated}, order mismatched ${writes.orderMismatched}, units mismatched ${writes.unitsMismatched}, unchecked visitors ${writes.uncheckedVisitors}`,
    );
    console.log(
      `across instances: ${consistency.visitorsChecked} visitors read through each of the ${INSTANCES}, ${consistency.inconsistent} inconsistent`,
    );
    console.log(`${terminated.name} after SIGTERM: exit code ${terminatedExit?.code}`);
    if (originCpu)
      console.log(
        `origin CPU in the steady phase: ${originCpu.cpuSeconds} s for ${originCpu.requests} requests (${originCpu.cpuMsPerRequest} ms each), ${originCpu.cpuSecondsPer1000PageViews} CPU s per 1,000 page views with their searches and writes`,
      );
    if (recorder.errors.length)
      console.log(
        `\nfirst errors\n${recorder.errors
          .slice(0, 10)
          .map((e) => JSON.stringify(e))
          .join('\n')}`,
      );
    if (recorder.clearWriteFailures.length)
      console.log(
        `\nwrites refused with a clear error (first)\n${recorder.clearWriteFailures
          .slice(0, 5)
          .map((e) => JSON.stringify(e))
          .join('\n')}`,
      );

    const out = path.join(root, 'bench', 'fleet-results.json');
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(
      out,
      `${JSON.stringify({ at: new Date().toISOString(), seed, visitors: visitorCount, durationSeconds: durationS, redis: useRedis, events, phases, totals, originCpu, writes, consistency, terminatedExit, clearWriteFailures: recorder.clearWriteFailures }, null, 2)}\n`,
    );
    console.log(`\nwrote ${path.relative(root, out)}`);
    const problems = [];
    if (
      phases.some((p) => p.failedReads > 0) ||
      recorder.samples.some((s) => s.failed && !s.write && !s.clear)
    )
      problems.push('a read failed');
    if (phases.some((p) => p.writeErrors > 0))
      problems.push('a write failed without a clear answer');
    if (writes.lost || writes.duplicated || writes.orderMismatched || writes.unitsMismatched)
      problems.push('an acknowledged write is not in the database as acknowledged');
    if (writes.uncheckedVisitors) problems.push('visitors left unchecked');
    if (consistency.inconsistent) problems.push('instances disagree');
    if (terminatedExit?.code !== 0) problems.push('the SIGTERM stop did not exit 0');
    if (edgeProblems.length)
      problems.push('a build asset came through nginx in the wrong encoding');
    if (tokenProblem) problems.push(tokenProblem);
    if (problems.length) {
      failed = true;
      // What the instances said about a page or call they could not answer (the page's
      // "database down" or "provider down" warning), and nginx's lines for the failed requests.
      const said = instances.flatMap((i) => i.log.filter((line) => / down \(/.test(line)));
      if (said.length) console.error(`\ninstances said (last)\n${said.slice(-10).join('\n')}`);
      const failedUris = [
        ...new Set(recorder.errors.map((e) => `"uri":${JSON.stringify(e.path)}`)),
      ];
      const access = readFileSync(path.join(dir, 'access.log'), 'utf8')
        .split('\n')
        .filter((line) => failedUris.some((uri) => line.includes(uri)))
        .filter((line) => !line.includes('"status":200'));
      if (access.length)
        console.error(`\nnginx for the failed requests\n${access.slice(0, 10).join('\n')}`);
      console.error(`\nFLEET TEST FAILED: ${problems.join('; ')}`);
    } else console.log('\nfleet test passed');
  } catch (err) {
    failed = true;
    console.error(`fleet test failed: ${err instanceof Error ? err.stack : err}`);
    for (const instance of instances) console.error(instance.log.slice(-20).join('\n'));
    if (nginx) console.error(nginx.log.join('\n'));
  } finally {
    for (const instance of instances)
      if (instance.child?.exitCode === null) instance.child.kill('SIGKILL');
    nginx?.child.kill('SIGQUIT');
    await sleep(500);
    await scratch.drop().catch((err) => console.warn(`could not drop the fleet database: ${err}`));
    rmSync(dir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

await main();

// `npm run probe:abuse -- [BASE_URL] [--duration 10] [--connections 10] [--pid PID] [--phases …]
//   [--pause 10]`
//
// Measures what one abusive client does to an honest visitor of a running site (default
// http://127.0.0.1:3000; it starts nothing): first the honest visitor alone for `--duration`
// seconds (GETs of the home page and a forecast page, one after the other, with its cookies), then
// again while one client with `--connections` connections and no cookies asks as fast as it can
// for, in turn:
//   - tiles:     random tile addresses of the listed radar and temperature frames
//                (/tiles/<layer>/<frame>/<z>/<x>/<y>.png: nearly every one a fresh render);
//   - basemaps:  random hurricane basemap boxes (/web2/api/hurricanes/basemap/<w>,<s>,<e>,<n>.svg);
//   - search:    the /search page with a random text;
//   - query:     POST /web2/api/locations/query with a random slug;
//   - searchbox: the search box's location search through the signing proxy, a random text.
// Per phase it prints the abusive requests a second and how many were answered 200, 429, 503 or
// otherwise, the honest visitor's p50 and p99, and with `--pid` (the server's process id, on
// Linux) its resident memory at the start and end of the phase and its peak.
//
// Run it against a production build (`npm run build && npm start`), never a dev server. The abusive
// client sends no device cookie from this machine: the site counts it under `anon:<address>`.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    pid: { type: 'string' },
    phases: { type: 'string', default: 'tiles,basemaps,search,query,searchbox' },
    // Between phases: the previous phase's 10 s windows end, its queued renders drain.
    pause: { type: 'string', default: '10' },
  },
});

const BASE = (positionals[0] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const DURATION_MS = Number(args.duration) * 1000;
const CONNECTIONS = Number(args.connections);
const PAUSE_MS = Number(args.pause) * 1000;
const PID = args.pid ? Number(args.pid) : null;
const PHASES = args.phases.split(',').filter(Boolean);
const HONEST_PATHS = ['/', '/weather-forecast/now/denver-co-us'];
const REQUEST_TIMEOUT_MS = 30_000;

if (!(DURATION_MS > 0) || !(CONNECTIONS > 0) || (PID !== null && !(PID > 0))) {
  console.error(
    'usage: npm run probe:abuse -- [BASE_URL] [--duration 10] [--connections 10] [--pid PID] [--phases tiles,basemaps,search,query,searchbox]',
  );
  process.exit(2);
}

const randomInt = (lo, hi) => lo + Math.floor(Math.random() * (hi - lo + 1));
const randomWord = (n = randomInt(4, 9)) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + randomInt(0, 25))).join('');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The value at quantile `q` of sorted numbers, or null. */
function quantile(sorted, q) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** The server's resident memory in MB (Linux /proc), or null. */
function rssMb() {
  if (PID === null) return null;
  try {
    const status = readFileSync(`/proc/${PID}/status`, 'utf8');
    const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

/** One request; answers its status (0 for a network error or timeout) and its time in ms. */
async function timed(path, init = {}) {
  const start = performance.now();
  try {
    const res = await fetch(`${BASE}${path}`, {
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      ...init,
    });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - start, res };
  } catch {
    return { status: 0, ms: performance.now() - start, res: null };
  }
}

/** An honest visitor: one page after another, keeping the cookies the site sets. */
async function honestVisitor(until) {
  const jar = new Map();
  const latencies = [];
  const statuses = new Map();
  for (let i = 0; Date.now() < until; i++) {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const { status, ms, res } = await timed(HONEST_PATHS[i % HONEST_PATHS.length], {
      headers: cookie ? { cookie } : {},
    });
    latencies.push(ms);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    for (const line of res?.headers.getSetCookie?.() ?? []) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    statuses,
  };
}

/** The tile templates of the listed frames, `/tiles/<layer>/<frame>/{z}/{x}/{y}.png`. */
async function tileTemplates() {
  const templates = [];
  for (const layer of ['radar', 'temperature']) {
    const res = await fetch(`${BASE}/tiles/${layer}/frames`);
    if (!res.ok) throw new Error(`/tiles/${layer}/frames answered ${res.status}`);
    const list = await res.json();
    for (const frame of list.frames) templates.push(frame.url);
  }
  return templates;
}

/** The request each abusive phase sends: a fresh random one each time. */
async function phaseRequests(phase) {
  switch (phase) {
    case 'tiles': {
      const templates = await tileTemplates();
      return () => {
        const url = templates[randomInt(0, templates.length - 1)];
        // The demo tiles go to zoom 12 (RainViewer's are scaled above 7): any zoom is a render.
        const z = randomInt(3, 12);
        const n = 2 ** z;
        return {
          path: url.replace('{z}/{x}/{y}', `${z}/${randomInt(0, n - 1)}/${randomInt(0, n - 1)}`),
        };
      };
    }
    case 'basemaps':
      return () => {
        const west = randomInt(-18000, 15000) / 100;
        const south = randomInt(-6000, 5000) / 100;
        const east = west + randomInt(500, 6000) / 100;
        const north = Math.min(90, south + randomInt(500, 3000) / 100);
        const box = [west, south, east, north].map((v) => v.toFixed(2)).join(',');
        return { path: `/web2/api/hurricanes/basemap/${box}.svg` };
      };
    case 'search':
      return () => ({ path: `/search?q=${randomWord()}` });
    case 'query':
      return () => ({
        path: '/web2/api/locations/query',
        init: {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: BASE },
          body: JSON.stringify({ Query: `${randomWord()}-${randomWord(2)}-us` }),
        },
      });
    case 'searchbox':
      return () => {
        const q = new URLSearchParams({
          searchString: randomWord(),
          maxResults: '10',
          appId: 'wbweb',
        });
        return { path: `/web2/api/pulse/data/locations/v3/location?${q}` };
      };
    default:
      throw new Error(`unknown phase ${phase} (tiles, basemaps, search, query, searchbox)`);
  }
}

/** One client with CONNECTIONS connections asking without pause until `until`. */
async function abusiveClient(next, until) {
  const statuses = new Map();
  const latencies = [];
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) {
        const { path, init } = next();
        const { status, ms } = await timed(path, init);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        latencies.push(ms);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { statuses, count: latencies.length, p50: quantile(latencies, 0.5) };
}

/** Runs the honest visitor for the duration, alone or beside an abusive client; samples memory. */
async function runPhase(name, next) {
  const rssStart = rssMb();
  let rssPeak = rssStart;
  const sampler = setInterval(() => {
    const now = rssMb();
    if (now !== null && (rssPeak === null || now > rssPeak)) rssPeak = now;
  }, 250);
  const startedAt = Date.now();
  const until = startedAt + DURATION_MS;
  const [honest, abusive] = await Promise.all([
    honestVisitor(until),
    next ? abusiveClient(next, until) : Promise.resolve(null),
  ]);
  const seconds = (Date.now() - startedAt) / 1000;
  clearInterval(sampler);
  const rssEnd = rssMb();
  const count = (map, status) => map?.get(status) ?? 0;
  const other = abusive
    ? [...abusive.statuses]
        .filter(([s]) => ![200, 429, 503].includes(s))
        .reduce((n, [, c]) => n + c, 0)
    : 0;
  const ms = (value) => (value == null ? '-' : Math.round(value * 10) / 10);
  return {
    phase: name,
    'abusive req/s': abusive ? Math.round(abusive.count / seconds) : '-',
    'got 200': abusive ? count(abusive.statuses, 200) : '-',
    'got 429': abusive ? count(abusive.statuses, 429) : '-',
    'got 503': abusive ? count(abusive.statuses, 503) : '-',
    'got other': abusive ? other : '-',
    'abusive p50 ms': ms(abusive?.p50),
    'honest pages': honest.count,
    'honest non-200': honest.count - count(honest.statuses, 200),
    'honest p50 ms': ms(honest.p50),
    'honest p99 ms': ms(honest.p99),
    'RSS MB start→end (peak, growth)':
      rssStart === null
        ? '-'
        : `${rssStart}→${rssEnd ?? '?'} (${rssPeak ?? '?'}, +${(rssPeak ?? rssStart) - rssStart})`,
    abusiveStatuses: abusive ? Object.fromEntries(abusive.statuses) : {},
  };
}

const probe = await fetch(`${BASE}/`, { redirect: 'manual' }).catch((err) => err);
if (probe instanceof Error) {
  console.error(`${BASE} does not answer (${probe.message}): start the site first.`);
  process.exit(1);
}

console.log(
  `> ${BASE}: honest visitor on ${HONEST_PATHS.join(', ')}; abusive client with ${CONNECTIONS} connections; ${DURATION_MS / 1000} s per phase${PID ? `; server PID ${PID}` : ''}`,
);
// Warm-up: the first render of each page (code loading, caches) is not what the baseline measures.
for (const path of HONEST_PATHS) await timed(path);

const rows = [await runPhase('honest alone', null)];
for (const phase of PHASES) {
  await sleep(PAUSE_MS);
  const next = await phaseRequests(phase);
  rows.push(await runPhase(phase, next));
}
await sleep(PAUSE_MS);
rows.push(await runPhase('honest after', null));

console.table(rows.map(({ abusiveStatuses, ...row }) => row));
for (const row of rows) {
  if (Object.keys(row.abusiveStatuses).length > 0)
    console.log(`${row.phase}: abusive answers by status ${JSON.stringify(row.abusiveStatuses)}`);
}

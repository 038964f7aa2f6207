// `npm run bench`: builds and starts the site, then measures side by side in one run
//  - SSR throughput (requests/s) of each page against a bare Next.js page of the same build, as a ratio
//    (every request rendered: one URL per row), and of the home and forecast pages over a mix of
//    places and returning visitors (scripts/bench-ssr.mjs, the SSR goal's figures);
//  - what visitors feel, in a real Chromium on a desktop and a throttled phone, beside the bare page:
//    first paint, input-ready, largest contentful paint, layout shift, main-thread start-up time by
//    kind, INP of typing in search, opening Settings and toggling a favourite (scripts/bench-feel.mjs,
//    the start-up, LCP and CLS goals' figures);
//  - Lighthouse's mobile performance score, LCP, CLS and TBT for each page, in the same chromium as
//    the e2e tests, simulated and with DevTools throttling, with its measure of the host's CPU
//    (reported, not a goal: it moves with the host);
//  - first-load JavaScript of each page (gzip, the budget's measure; and as served, the brotli
//    copies), from the build manifest, and what it is made of, by package and folder, in
//    bench/bundles.html (scripts/bundles.mjs);
//  - location search latency (p50/p95) in process over the full gazetteer;
//  - weather tiles: rendered per second cold (a screen of distinct tiles, fresh caches) and served
//    per second cached (one tile URL).
// Prints a table and writes bench/results.json. Later features add their pages to PAGES
// (scripts/bench-pages.mjs).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { printVisitorFeel, visitorFeel } from './bench-feel.mjs';
import { PAGES } from './bench-pages.mjs';
import { mixedSsr, mixedSsrText } from './bench-ssr.mjs';
import { BENCH_ENV, distDirFor, root } from './build-state.mjs';
import { benchGoalsText } from './bench-goals.mjs';
import { firstLoadKb, firstLoadServedKb, writeBundleReport } from './bundles.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { startTestServer } from './test-server.mjs';

/** BENCH_PAGES=news,story,faq runs only those rows (the bare page and the tiles still run). */
const ONLY = process.env.BENCH_PAGES?.split(',').filter(Boolean);
const BARE = '/bench/bare';
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 10;

const chromeFlags = ['--headless=new', ...chromiumArgs];

async function throughput(url) {
  // A short warm-up first, so JIT and caches are hot for both pages alike.
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99ms: result.latency.p99 };
}

/** XYZ tile of a point (Web Mercator), as the map asks for it. */
function tileOf(lat, lon, z) {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  return {
    x: Math.floor(((lon + 180) / 360) * n),
    y: Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n),
  };
}

// A screen of tiles (5 × 4 at zoom 7) around each place; every round another place and frame, so
// each round renders from empty caches (the server has rendered no tile before).
const TILE_ROUNDS = [
  [48.85, 2.35],
  [39.74, -104.99],
  [35.68, 139.69],
];

/** Cold tile rendering: the first request of distinct radar tiles, one screen per round. */
async function coldTiles(baseUrl) {
  const res = await fetch(`${baseUrl}/tiles/radar/frames`);
  if (!res.ok) throw new Error(`/tiles/radar/frames answered ${res.status}`);
  const { frames } = await res.json();
  const rounds = [];
  let sampleUrl = '';
  for (const [i, [lat, lon]] of TILE_ROUNDS.entries()) {
    const template = frames[Math.min(frames.length - 1, i * 6)].url;
    const center = tileOf(lat, lon, 7);
    const urls = [];
    for (let dx = -2; dx <= 2; dx++)
      for (let dy = -2; dy <= 1; dy++)
        urls.push(
          `${baseUrl}${template.replace('{z}/{x}/{y}', `7/${center.x + dx}/${center.y + dy}`)}`,
        );
    sampleUrl ||= urls[0];
    const start = performance.now();
    for (const url of urls) {
      const tile = await fetch(url);
      if (!tile.ok) throw new Error(`${url} answered ${tile.status}`);
      await tile.arrayBuffer();
    }
    rounds.push({ tiles: urls.length, ms: Math.round(performance.now() - start) });
  }
  const tiles = rounds.reduce((sum, r) => sum + r.tiles, 0);
  const ms = rounds.reduce((sum, r) => sum + r.ms, 0);
  return {
    rounds,
    coldTilesPerSecond: Math.round((tiles / ms) * 1000),
    slowestScreenMs: Math.max(...rounds.map((r) => r.ms)),
    sampleUrl,
  };
}

async function runLighthouse(url, throttlingMethod = 'simulate') {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
  try {
    // Lighthouse's mobile emulation, with simulated throttling (its default) or DevTools's.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      onlyCategories: ['performance', 'seo'],
      logLevel: 'error',
      throttlingMethod,
    });
    const { lhr } = result;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      seo: Math.round((lhr.categories.seo.score ?? 0) * 100),
      // Lighthouse's measure of this machine's CPU speed during the run (a fast desktop is about
      // 1,500 to 2,000): its simulated phone runs the page's tasks 4x slower than this machine
      // did, so TBT moves with it.
      hostCpuIndex: Math.round(lhr.environment.benchmarkIndex),
    };
  } finally {
    await chrome.kill();
  }
}

// The bench's own build (BENCH_BUILD=1, in .next/bench): the site's pages plus the bench routes
// /bench/bare and /api/bench/search, which the normal build does not have. Its rate limits are off:
// one client asking for one URL as fast as it can (the /search row among them) is what they stop.
const settingsFile = path.join(mkdtempSync(path.join(tmpdir(), 'bench-settings-')), 'site.json');
writeFileSync(settingsFile, JSON.stringify({ rateLimits: { enabled: false } }));
const server = await startTestServer({ env: { ...BENCH_ENV, SITE_SETTINGS_FILE: settingsFile } });
const distDir = path.join(root, distDirFor(BENCH_ENV));
const rows = PAGES.filter((p) => !ONLY || ONLY.includes(p.name));
const results = {
  date: new Date().toISOString(),
  node: process.version,
  durationSeconds: DURATION_S,
  connections: CONNECTIONS,
  pages: [],
};
try {
  // First, while the server has rendered no tile.
  const tiles = await coldTiles(server.url);
  const cachedTile = await throughput(tiles.sampleUrl);
  results.tiles = {
    rounds: tiles.rounds,
    coldTilesPerSecond: tiles.coldTilesPerSecond,
    slowestScreenMs: tiles.slowestScreenMs,
    cachedTilesPerSecond: cachedTile.rps,
    cachedP99ms: cachedTile.p99ms,
    url: tiles.sampleUrl.replace(server.url, ''),
  };
  const bare = await throughput(`${server.url}${BARE}`);
  results.bare = bare;
  // One Lighthouse run whose result is dropped, as the throughput runs have their warm-up: the
  // browser's first start reads its files from a cold disk cache, which weighed on the first row.
  await runLighthouse(`${server.url}${BARE}`);
  for (const page of rows) {
    const ssr = await throughput(`${server.url}${page.path}`);
    const lh = await runLighthouse(`${server.url}${page.path}`);
    const devtools = await runLighthouse(`${server.url}${page.path}`, 'devtools');
    results.pages.push({
      ...page,
      rps: ssr.rps,
      p99ms: ssr.p99ms,
      ratioToBare: Number((ssr.rps / bare.rps).toFixed(2)),
      firstLoadJsKb: firstLoadKb(distDir, page.route),
      firstLoadServedKb: firstLoadServedKb(distDir, page.route),
      ...lh,
      devtoolsScore: devtools.score,
      devtoolsTbtMs: devtools.tbtMs,
    });
  }
  // What visitors feel, beside the bare page (scripts/bench-feel.mjs).
  results.feel = await visitorFeel(server.url, rows);
  // The SSR goal's figures: home and forecast over a mix of places and returning visitors, beside
  // the bare page in the same run (scripts/bench-ssr.mjs).
  results.mixed = await mixedSsr(server.url, { durationS: DURATION_S, connections: CONNECTIONS });
  const search = await fetch(`${server.url}/api/bench/search`);
  if (!search.ok) throw new Error(`search benchmark answered ${search.status}`);
  results.search = await search.json();
} finally {
  await server.stop();
}

console.log(
  `\nSSR throughput vs a bare Next.js page (${results.bare?.rps} req/s), ${CONNECTIONS} connections, ${DURATION_S} s each; Lighthouse mobile`,
);
console.table(
  results.pages.map((p) => ({
    page: p.path,
    'req/s': p.rps,
    'ratio to bare': p.ratioToBare,
    'p99 ms': p.p99ms,
    'first-load JS kB gz': p.firstLoadJsKb,
    'as served (br)': p.firstLoadServedKb,
    'LH perf': p.score,
    'LH devtools': p.devtoolsScore,
    'LH LCP ms': p.lcpMs,
    'LH CLS': p.cls,
    'LH TBT ms': p.tbtMs,
    SEO: p.seo,
    'host CPU index': p.hostCpuIndex,
  })),
);
console.log(`\n${mixedSsrText(results.mixed)}`);
printVisitorFeel(results.feel);
const { search } = results;
console.log(
  `\nLocation search, in process over the full gazetteer (${search.queries} queries x ${search.rounds} rounds): p50 ${search.p50.toFixed(2)} ms, p95 ${search.p95.toFixed(2)} ms, max ${search.max.toFixed(2)} ms`,
);
const { tiles } = results;
console.log(
  `\nWeather tiles: ${tiles.coldTilesPerSecond} tiles/s rendered cold (screens of ${tiles.rounds[0].tiles} at zoom 7: ${tiles.rounds.map((r) => `${r.ms} ms`).join(', ')}); served cached ${tiles.url}: ${tiles.cachedTilesPerSecond} req/s, p99 ${tiles.cachedP99ms} ms`,
);
// What each page's first-load JavaScript is made of (a build of its own, with source maps).
const bundles = writeBundleReport(
  rows,
  new Map(results.pages.map((p) => [p.name, p.firstLoadJsKb])),
);
for (const page of results.pages) {
  const analysed = bundles.pages.find((p) => p.name === page.name);
  page.maplibreKb = analysed.maplibreKb;
  page.offlineKb = analysed.offlineKb;
}
console.log(
  `\nFirst-load JavaScript by package and folder: bench/bundles.html (maplibre-gl on ${
    bundles.pages
      .filter((p) => p.maplibreKb > 0)
      .map((p) => p.name)
      .join(', ') || 'no page'
  })`,
);
console.log(`\nGoals (scripts/bench-goals.mjs):\n${benchGoalsText(results).join('\n')}`);
mkdirSync(path.join(root, 'bench'), { recursive: true });
writeFileSync(path.join(root, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('written bench/results.json and bench/bundles.html (first-load JavaScript by page)');

// Where a page's main thread goes on start-up, from real traces: `npm run bench:trace -- <page>`
// records RUNS fresh visits of each page named (a row of scripts/bench-pages.mjs, e.g. `forecast`,
// or a path) in Chromium with the bench's throttled phone (or `--desktop`), after one warm-up
// visit, and prints, as medians over the visits:
//  - the main thread's time before the first contentful paint, from it to input-ready, and after
//    input-ready until the page is quiet, each split by kind (script, style, layout, paint,
//    parsing, garbage collection, other);
//  - which code the script time ran in each phase: packages (react-dom, next, @reduxjs/toolkit)
//    and the site's folders (src/features/ads), through the build's source maps.
// It builds and serves the bundle analysis's build (.next/analyze: the site's pages with browser
// source maps; scripts/build-state.mjs); `--url http://host:port` traces a running site instead
// (its scripts named by file, or through the maps of `--dist <its build folder>`). Each trace is kept in bench/traces/ for DevTools' Performance
// panel. A trace with the CPU profiler on runs slower than a visit without it: read the figures
// as shares of the work; `npm run bench:feel` gives the visitor figures.
//
//   npm run bench:trace -- forecast home [--desktop] [--runs 3] [--url http://127.0.0.1:3000 [--dist .next]]
//
// A path the build does not serve (it answers 404) stops the run: the bare page, /bench/bare, is in
// bench builds only, so it is traced through `--url` of a running bench build (`npm run bench:ssr`
// and `npm run bench` start one), not in the analysis build.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { chromium } from '@playwright/test';

import { applyThrottle, PROFILES } from './bench-feel.mjs';
import { PAGES } from './bench-pages.mjs';
import { ANALYSIS_ENV, distDirFor, root } from './build-state.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { analyseTrace, frameSources, KINDS, PHASES, READY_MARK } from './trace-analysis.mjs';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
  'v8.execute',
  'blink.user_timing',
  'loading',
];

const PHASE_LABELS = {
  beforePaint: 'before first paint',
  paintToReady: 'first paint to input-ready',
  afterReady: 'input-ready to quiet',
};

/** The command line: pages (rows or paths), profile, runs and an optional running site. */
export function parseArgs(argv) {
  const options = { pages: [], profile: 'phone', runs: 3, url: null, dist: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--desktop') options.profile = 'desktop';
    else if (arg === '--phone') options.profile = 'phone';
    else if (arg === '--runs') options.runs = Number(argv[++i]);
    else if (arg === '--url') options.url = argv[++i];
    else if (arg === '--dist') options.dist = argv[++i];
    else options.pages.push(arg);
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs takes a count');
  if (options.pages.length === 0) throw new Error('name a page: a bench row (forecast) or a path');
  options.pages = options.pages.map((page) => {
    const row = PAGES.find((p) => p.name === page);
    if (row) return { name: row.name, path: row.path };
    if (page.startsWith('/'))
      return {
        name: page.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'root',
        path: page,
      };
    throw new Error(
      `${page} is neither a bench row (${PAGES.map((p) => p.name).join(', ')}) nor a path`,
    );
  });
  return options;
}

/** One traced visit: the trace's events once the page is quiet. */
async function tracedVisit(browser, url, profile, record) {
  const { throttle, defaultBrowserType, ...contextOptions } = PROFILES[profile];
  const context = await browser.newContext(contextOptions);
  try {
    const page = await context.newPage();
    await applyThrottle(await context.newCDPSession(page), throttle);
    if (record) await browser.startTracing(page, { categories: CATEGORIES });
    const response = await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // A page the build does not have answers the site's 404 page, which would be traced as if it
    // were the page asked for (/bench/bare is in bench builds only, not the analysis build).
    if (!response?.ok()) {
      throw new Error(
        `${url} answered ${response?.status() ?? 'nothing'}: not a page of this build`,
      );
    }
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0,
      READY_MARK,
      { timeout: 120_000 },
    );
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    await page.waitForTimeout(500);
    if (!record) return null;
    return JSON.parse((await browser.stopTracing()).toString('utf8'));
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const list = [...values].sort((a, b) => a - b);
  const mid = Math.floor(list.length / 2);
  return list.length % 2 ? list[mid] : (list[mid - 1] + list[mid]) / 2;
};

/** The medians of several visits' readings, and each phase's script groups as their means. */
export function summarise(readings) {
  const marks = Object.fromEntries(
    ['fcpMs', 'readyMs'].map((k) => [k, median(readings.map((r) => r.marks[k]))]),
  );
  const byKind = Object.fromEntries(
    PHASES.map((phase) => [
      phase,
      Object.fromEntries(KINDS.map((k) => [k, median(readings.map((r) => r.byKind[phase][k]))])),
    ]),
  );
  const bySource = Object.fromEntries(
    PHASES.map((phase) => {
      const totals = {};
      for (const r of readings) {
        for (const [group, ms] of Object.entries(r.bySource?.[phase] ?? {})) {
          totals[group] = (totals[group] ?? 0) + ms / readings.length;
        }
      }
      return [phase, Object.entries(totals).sort((a, b) => b[1] - a[1])];
    }),
  );
  return { marks, byKind, bySource };
}

/** The report of one page as text. */
export function formatSummary(title, summary, top = 10) {
  const ms = (v) => String(Math.round(v)).padStart(7);
  const lines = [
    title,
    `first contentful paint ${Math.round(summary.marks.fcpMs)} ms, input-ready ${Math.round(summary.marks.readyMs)} ms`,
    `${'main thread, ms'.padEnd(28)}${KINDS.map((k) => k.padStart(7)).join('')}${'total'.padStart(7)}`,
  ];
  for (const phase of PHASES) {
    const kinds = summary.byKind[phase];
    const total = KINDS.reduce((sum, k) => sum + kinds[k], 0);
    lines.push(
      `${PHASE_LABELS[phase].padEnd(28)}${KINDS.map((k) => ms(kinds[k])).join('')}${ms(total)}`,
    );
  }
  for (const phase of PHASES) {
    const groups = summary.bySource[phase].filter(([, v]) => v >= 0.5).slice(0, top);
    if (groups.length === 0) continue;
    lines.push(
      `script, ${PHASE_LABELS[phase]}: ${groups.map(([g, v]) => `${g} ${Math.round(v)}`).join(', ')}`,
    );
  }
  return lines.join('\n');
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  let server = null;
  let baseUrl = options.url;
  let staticDir = options.dist ? path.resolve(root, options.dist, 'static') : null;
  if (!baseUrl) {
    const { startTestServer } = await import('./test-server.mjs');
    server = await startTestServer({ env: ANALYSIS_ENV });
    baseUrl = server.url;
    staticDir = path.join(root, distDirFor(ANALYSIS_ENV), 'static');
  }
  const sourceOf = frameSources(staticDir);
  const outDir = path.join(root, 'bench', 'traces');
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    for (const page of options.pages) {
      const url = `${baseUrl}${page.path}`;
      await tracedVisit(browser, url, options.profile, false);
      const readings = [];
      for (let i = 0; i < options.runs; i++) {
        const trace = await tracedVisit(browser, url, options.profile, true);
        const file = path.join(outDir, `${page.name}-${options.profile}-${i + 1}.json`);
        writeFileSync(file, JSON.stringify(trace));
        readings.push(analyseTrace(trace.traceEvents ?? trace, sourceOf));
      }
      const title = `${page.name} (${page.path}), ${options.profile}, median of ${options.runs} traced visits (traces in ${path.relative(root, outDir)}/)`;
      console.log(`${formatSummary(title, summarise(readings))}\n`);
    }
  } finally {
    await browser.close();
    await server?.stop();
  }
}

// Run alone. (Not import.meta: Jest loads this file through its CommonJS transform.)
if (path.basename(process.argv[1] ?? '') === 'bench-trace.mjs') {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

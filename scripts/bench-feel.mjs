// What visitors feel, in a real Chromium: for each page type and for the bare Next.js page of the
// same build, on a desktop profile and on a throttled phone (CPU 4× slower, 150 ms round trips,
// 1.6 Mbit/s down), the median of RUNS fresh visits of:
//  - fcpMs: first contentful paint;
//  - inputReadyMs: the moment the app runs every click at once (the `app-interactive` mark,
//    src/application/startup/earlyClicks.ts). Text typed into the search box stays from the first
//    paint, and a click before this moment is held and performed at it, so it is the first moment
//    a click on "Sign In" opens the dialog without waiting;
//  - mainThreadMs: main-thread work until the page is quiet after start-up, split by kind
//    (script, style, layout, other: paint, parsing, garbage collection), from CDP's metrics; the
//    goal's figure. Also readyMainThreadMs: the same work until input-ready, before what the app
//    leaves for the browser's first idle moment (reported beside it, not a goal);
//  - lcpMs and cls: largest contentful paint and cumulative layout shift (its largest session
//    window, as Core Web Vitals count it), from the page's own performance entries until it is
//    quiet, before any interaction: the goals LCP ≤ 1.8 s and CLS ≤ 0.05 (scripts/bench-goals.mjs)
//    are held on these, as visitors meet them, not on Lighthouse's simulation (which the full bench
//    still reports);
//  - INP of three interactions (the longest event of each, Event Timing API): typing "Den" into
//    "Search locations", opening Settings, toggling the favourite star.
// `npm run bench:feel` runs it alone (BENCH_PAGES=home,forecast for some rows; BENCH_FEEL_RUNS);
// `npm run bench` runs it with the other figures.
import path from 'node:path';

import { chromium, devices } from '@playwright/test';

import { PAGES } from './bench-pages.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { READY_MARK } from './trace-analysis.mjs';

export const RUNS = Number(process.env.BENCH_FEEL_RUNS ?? 3);
const BARE = { name: 'bare', path: '/bench/bare' };

/**
 * The two profiles, as the e2e tests' projects: Playwright's Desktop Chrome and Pixel 7 (their
 * browser's user agent: headless Chromium's own reads as a crawler, which gets no favourites and
 * no ads), the phone with CDP throttling.
 */
export const PROFILES = {
  desktop: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, throttle: null },
  phone: {
    ...devices['Pixel 7'],
    throttle: { cpu: 4, latencyMs: 150, downKbps: 1600, upKbps: 750 },
  },
};

const median = (values) => {
  const list = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (list.length === 0) return null;
  const mid = Math.floor(list.length / 2);
  return list.length % 2 ? list[mid] : (list[mid - 1] + list[mid]) / 2;
};

/** A median as shown: layout shift to three decimals, every other figure in whole ms. */
const rounded = (key, value) =>
  value === null ? null : key === 'cls' ? Number(value.toFixed(3)) : Math.round(value);

/**
 * Core Web Vitals' session windows: a shift 1 s or more after the last one, or 5 s or more after
 * the window's first, opens a new window.
 */
const SHIFT_GAP_MS = 1000;
const SHIFT_WINDOW_MS = 5000;

/**
 * Cumulative layout shift as Core Web Vitals count it: the shifts not caused by input
 * (`[startTime, value]` pairs, in order) grouped into session windows; the largest window's sum.
 */
export function cumulativeLayoutShift(shifts) {
  let largest = 0;
  let sum = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const [time, value] of shifts) {
    if (time - last >= SHIFT_GAP_MS || time - first >= SHIFT_WINDOW_MS) {
      sum = 0;
      first = time;
    }
    sum += value;
    last = time;
    largest = Math.max(largest, sum);
  }
  return largest;
}

/**
 * Installed before the page's own scripts: keeps every Event Timing entry of an interaction, the
 * latest largest-contentful-paint candidate's time and every layout shift not caused by input.
 */
function watchInteractions() {
  window.__benchEvents = [];
  window.__benchLcp = null;
  window.__benchShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.__benchEvents.push(entry.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__benchLcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) window.__benchShifts.push([entry.startTime, entry.value]);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The longest interaction event while `act` runs (and the frame after it settles). */
async function inpOf(page, act) {
  await page.evaluate(() => (window.__benchEvents.length = 0));
  try {
    await act();
  } catch (error) {
    // The page has no such control (no star without a place), or it did not answer.
    process.stdout.write(`  (no figure: ${String(error).split('\n')[0].slice(0, 160)})\n`);
    return null;
  }
  await page.waitForTimeout(400);
  return page.evaluate(() => Math.round(Math.max(0, ...window.__benchEvents)));
}

/**
 * Resolves once the page has set the performance mark `mark`. Watched with a PerformanceObserver,
 * not polled: Playwright's `waitForFunction` polls in requestAnimationFrame, which makes the page
 * render a frame every vsync until the mark, on the very main thread being measured (on the
 * throttled phone it added about 140 ms to the bare page's main thread and delayed its start-up).
 */
async function waitForMark(page, mark, timeoutMs) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no ${mark} mark after ${timeoutMs} ms`)), timeoutMs);
  });
  const marked = page.evaluate(
    (name) =>
      new Promise((resolve) => {
        if (performance.getEntriesByName(name).length > 0) return resolve();
        new PerformanceObserver((list, observer) => {
          if (list.getEntriesByName(name).length === 0) return;
          observer.disconnect();
          resolve();
        }).observe({ type: 'mark' });
      }),
    mark,
  );
  marked.catch(() => undefined); // after a timeout, the page's close ends it: nothing to report
  try {
    await Promise.race([marked, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Slows a page (its CDP session) as a profile's `throttle` says: CPU, round trips, bandwidth. */
export async function applyThrottle(cdp, throttle) {
  if (!throttle) return;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle.cpu });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: throttle.latencyMs,
    downloadThroughput: (throttle.downKbps * 1024) / 8,
    uploadThroughput: (throttle.upKbps * 1024) / 8,
  });
}

async function visit(browser, baseUrl, row, profile) {
  const { throttle, defaultBrowserType, ...contextOptions } = profile;
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  await page.addInitScript(watchInteractions);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await applyThrottle(cdp, throttle);
  try {
    await page.goto(`${baseUrl}${row.path}`, { waitUntil: 'load', timeout: 120_000 });
    await waitForMark(page, READY_MARK, 120_000);
    // Main-thread work until input-ready: the start-up itself, before the work the app leaves for
    // the browser's first idle moment (the bootstraps: ads, measurement, remote flags).
    const atReady = await cdp.send('Performance.getMetrics');
    // Quiet: start-up effects and idle work have run.
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    await page.waitForTimeout(500);
    // Before any interaction: an input ends the page's largest-contentful-paint candidates.
    const timing = await page.evaluate((mark) => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
      const ready = performance.getEntriesByName(mark)[0]?.startTime ?? null;
      return { fcp, ready, lcp: window.__benchLcp, shifts: window.__benchShifts };
    }, READY_MARK);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
    const task = metric('TaskDuration');
    const script = metric('ScriptDuration');
    const style = metric('RecalcStyleDuration');
    const layout = metric('LayoutDuration');
    const result = {
      fcpMs: timing.fcp,
      inputReadyMs: timing.ready === null ? null : Math.max(timing.fcp ?? 0, timing.ready),
      lcpMs: timing.lcp,
      cls: cumulativeLayoutShift(timing.shifts),
      mainThreadMs: task,
      readyMainThreadMs:
        (atReady.metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000,
      scriptMs: script,
      styleMs: style,
      layoutMs: layout,
      otherMs: Math.max(0, task - script - style - layout),
    };
    if (row !== BARE) {
      const timeout = { timeout: 5_000 };
      result.inpSearchMs = await inpOf(page, async () => {
        const box = page.getByRole('combobox', { name: 'Search locations' });
        await box.click(timeout);
        await box.pressSequentially('Den', { delay: 120 });
        await page.getByRole('option').first().waitFor(timeout);
        await page.keyboard.press('Escape');
      });
      result.inpFavouriteMs = await inpOf(page, async () => {
        await page.getByRole('button', { name: 'Add to favourites' }).click(timeout);
        await page
          .getByRole('button', { name: 'Remove from favourites' })
          .waitFor({ timeout: 15_000 });
      });
      // Last: the dialog stays open.
      result.inpSettingsMs = await inpOf(page, async () => {
        await page.getByRole('button', { name: 'Settings' }).first().click(timeout);
        await page.getByRole('dialog', { name: 'Settings' }).waitFor(timeout);
      });
    }
    return result;
  } finally {
    await context.close();
  }
}

/**
 * Which visits of a profile are the bare page's: one before each row's first visit, and one before
 * every visit when there are fewer rows than runs, so the bare page has at least RUNS visits and
 * they are spread over the whole run, not made first. (A browser's first visits are slower, and a
 * host's speed drifts over a run: bare visits made only at the start would compare the pages with
 * another moment's bare page.) Returns the visit order as [row, run] pairs, BARE's run being null.
 */
export function visitOrder(rows, runs) {
  const order = [];
  for (const row of rows) {
    for (let i = 0; i < runs; i++) {
      if (i === 0 || rows.length < runs) order.push([BARE, null]);
      order.push([row, i]);
    }
  }
  return order;
}

/** The medians of a list of visits' figures, key by key. */
function medians(visits) {
  const keys = Object.keys(visits[0]);
  return Object.fromEntries(keys.map((k) => [k, rounded(k, median(visits.map((v) => v[k])))]));
}

/**
 * The medians of RUNS visits of each row and of the bare page's visits between them, on both
 * profiles. Each profile starts with a visit of the bare page and one of the first row that count
 * for nothing: the browser's first visits pay for its own start (disk caches, fonts).
 */
export async function visitorFeel(baseUrl, rows = PAGES, { runs = RUNS } = {}) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const out = {};
  try {
    for (const [profileName, profile] of Object.entries(PROFILES)) {
      await visit(browser, baseUrl, BARE, profile);
      if (rows[0]) await visit(browser, baseUrl, rows[0], profile);
      const visits = new Map([[BARE, []], ...rows.map((row) => [row, []])]);
      for (const [row] of visitOrder(rows, runs)) {
        visits.get(row).push(await visit(browser, baseUrl, row, profile));
      }
      const measured = [BARE, ...rows].map((row) => {
        const figures = { name: row.name, path: row.path, ...medians(visits.get(row)) };
        process.stdout.write(`feel ${profileName} ${row.name}: ${JSON.stringify(figures)}\n`);
        return figures;
      });
      const bare = { ...measured[0], visits: visits.get(BARE).length };
      out[profileName] = {
        bare,
        pages: measured.slice(1).map((p) => ({
          ...p,
          readyAfterFcpMs:
            p.inputReadyMs === null || p.fcpMs === null ? null : p.inputReadyMs - p.fcpMs,
          mainThreadToBare: bare.mainThreadMs
            ? Number((p.mainThreadMs / bare.mainThreadMs).toFixed(2))
            : null,
          readyMainThreadToBare: bare.readyMainThreadMs
            ? Number((p.readyMainThreadMs / bare.readyMainThreadMs).toFixed(2))
            : null,
        })),
      };
    }
  } finally {
    await browser.close();
  }
  return { runs, ...out };
}

/** The figures as a table per profile. */
export function printVisitorFeel(feel) {
  for (const profile of Object.keys(PROFILES)) {
    const { bare, pages } = feel[profile];
    console.log(
      `\nWhat visitors feel, ${profile} (median of ${feel.runs}); bare page (median of ${bare.visits ?? feel.runs} visits between the pages'): FCP ${bare.fcpMs} ms, input-ready ${bare.inputReadyMs} ms, main thread ${bare.mainThreadMs} ms (${bare.readyMainThreadMs} until input-ready)`,
    );
    console.table(
      pages.map((p) => ({
        page: p.name,
        'FCP ms': p.fcpMs,
        'ready ms': p.inputReadyMs,
        'ready−FCP': p.readyAfterFcpMs,
        'LCP ms': p.lcpMs,
        CLS: p.cls,
        'main ms': p.mainThreadMs,
        'script/style/layout/other': `${p.scriptMs}/${p.styleMs}/${p.layoutMs}/${p.otherMs}`,
        '× bare': p.mainThreadToBare,
        'main to ready ms (× bare)': `${p.readyMainThreadMs} (${p.readyMainThreadToBare})`,
        'INP search': p.inpSearchMs,
        'INP settings': p.inpSettingsMs,
        'INP star': p.inpFavouriteMs,
      })),
    );
  }
}

/** `npm run bench:feel`: builds the bench build, starts it and measures (BENCH_PAGES for some rows). */
async function main() {
  const { BENCH_ENV } = await import('./build-state.mjs');
  const { startTestServer } = await import('./test-server.mjs');
  const { benchGoalsText } = await import('./bench-goals.mjs');
  const only = process.env.BENCH_PAGES?.split(',').filter(Boolean);
  const server = await startTestServer({ env: BENCH_ENV });
  try {
    const feel = await visitorFeel(
      server.url,
      PAGES.filter((p) => !only || only.includes(p.name)),
    );
    printVisitorFeel(feel);
    // The start-up goals (the others need the full bench's figures).
    const goals = benchGoalsText({ feel }).filter((line) => !line.startsWith('n/a'));
    console.log(`\nGoals (scripts/bench-goals.mjs):\n${goals.join('\n')}`);
  } finally {
    await server.stop();
  }
}

// Run alone. (Not import.meta, nor a top-level await: Jest loads this file through its CommonJS
// transform.)
if (path.basename(process.argv[1] ?? '') === 'bench-feel.mjs') {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

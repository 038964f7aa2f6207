// `npm run loadtest [-- --duration 60 --visitors 50 --db sqlite,postgres --seed 1]`
//
// Starts the production build (`next start`, building only when .next holds none) on a fresh
// SQLite database, then on a fresh PostgreSQL database (TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test; a new database is created for the run and dropped),
// and runs `--visitors` concurrent visitors for `--duration` seconds, each with its own cookie jar:
// pages of many places, searches, favourite adds, reorders and deletes, unit changes. Then it
// checks every acknowledged write against the database (each visitor's favourites in order, its
// units), prints a table and writes bench/loadtest-results.json. Exits 1 on any error (a 5xx, a
// timeout, an unexpected 4xx such as a 429) or any lost or duplicated write.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { root } from './build-state.mjs';
import { createScratchDatabase, ensureSomeBuild, startSite } from './loadtest/server.mjs';
import { collectPlaces } from './loadtest/places.mjs';
import { verifyWrites } from './loadtest/verify.mjs';
import { prng, Recorder, Visitor } from './loadtest/visitor.mjs';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    visitors: { type: 'string', default: '50' },
    db: { type: 'string', default: 'sqlite,postgres' },
    seed: { type: 'string', default: String(Date.now() % 1_000_000) },
    'think-ms': { type: 'string', default: '100-300' },
    places: { type: 'string', default: '120' },
  },
});

const durationS = Number(args.duration);
const visitorCount = Number(args.visitors);
const seed = Number(args.seed);
const [thinkLo, thinkHi] = args['think-ms'].split('-').map(Number);
const databases = args.db.split(',').map((d) => d.trim());
if (!(durationS > 0) || !(visitorCount > 0) || !Number.isFinite(seed)) {
  console.error(
    'usage: npm run loadtest -- [--duration 60] [--visitors 50] [--db sqlite,postgres]',
  );
  process.exit(2);
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function summarise(recorder, elapsedS) {
  const kinds = {};
  for (const [kind, list] of [...recorder.latencies].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...list].sort((a, b) => a - b);
    kinds[kind] = {
      count: list.length,
      p50Ms: Math.round(percentile(sorted, 50) * 10) / 10,
      p99Ms: Math.round(percentile(sorted, 99) * 10) / 10,
    };
  }
  return {
    requests: recorder.requests,
    requestsPerSecond: Math.round((recorder.requests / elapsedS) * 10) / 10,
    errors: recorder.errorCount,
    rateLimited: recorder.rateLimited,
    kinds,
    errorSamples: recorder.errors,
  };
}

async function runOn(database, places) {
  let scratch = null;
  let databaseUrl;
  if (database === 'postgres') {
    const named = process.env.TEST_DATABASE_URL;
    const admin = named ?? 'postgres://postgres@127.0.0.1:5432/test';
    scratch = await createScratchDatabase(admin);
    // A server the caller named must work; the default one may be absent (like the unit tests).
    if (scratch.error && !named) return { database, skipped: `no PostgreSQL at ${admin}` };
    if (scratch.error) throw new Error(`PostgreSQL at ${admin} is not usable: ${scratch.error}`);
    databaseUrl = scratch.url;
  }
  console.log(`\n> ${database}: starting next start`);
  const site = await startSite({ databaseUrl });
  try {
    places ??= await collectPlaces(site.url, Number(args.places), prng(seed));
    const random = prng(seed + 1);
    const recorder = new Recorder();
    const visitors = Array.from(
      { length: visitorCount },
      () =>
        new Visitor({
          base: site.url,
          places,
          random: prng(Math.floor(random() * 2 ** 32)),
          recorder,
          thinkMs: [thinkLo, thinkHi],
        }),
    );
    console.log(
      `> ${database}: ${visitorCount} visitors for ${durationS} s over ${places.length} places (seed ${seed})`,
    );
    const started = performance.now();
    const deadline = Date.now() + durationS * 1000;
    const runs = await Promise.allSettled(visitors.map((v) => v.run(deadline)));
    const elapsedS = (performance.now() - started) / 1000;
    for (const run of runs)
      if (run.status === 'rejected')
        recorder.problem('visitor', { status: 0, error: String(run.reason) });
    const summary = summarise(recorder, elapsedS);
    const check = await verifyWrites({ database, site, databaseUrl, visitors });
    return {
      database,
      durationSeconds: Math.round(elapsedS * 10) / 10,
      ...summary,
      writes: check,
      places,
    };
  } finally {
    const log = site.serverLog();
    await site.stop();
    await scratch
      ?.drop?.()
      .catch((err) => console.warn(`could not drop the scratch database: ${err}`));
    if (log.trim())
      console.log(`> ${database}: server stderr (first lines)\n${log.slice(0, 3000)}`);
  }
}

function printTable(results) {
  const kinds = [...new Set(results.flatMap((r) => Object.keys(r.kinds)))].sort();
  const cols = results.map((r) => r.database);
  const pad = (s, n) => String(s).padEnd(n);
  const cell = (r, k) => {
    const x = r.kinds[k];
    return x ? `${x.count} | ${x.p50Ms} / ${x.p99Ms} ms` : '-';
  };
  const w = 34;
  console.log(`\n${pad('kind (count | p50 / p99)', 18)}${cols.map((c) => pad(c, w)).join('')}`);
  for (const k of kinds)
    console.log(`${pad(k, 18)}${results.map((r) => pad(cell(r, k), w)).join('')}`);
  const row = (label, f) =>
    console.log(`${pad(label, 18)}${results.map((r) => pad(f(r), w)).join('')}`);
  row('requests/s', (r) => `${r.requestsPerSecond} (${r.requests} in ${r.durationSeconds} s)`);
  row('errors', (r) => `${r.errors} (429: ${r.rateLimited})`);
  row('writes acked', (r) => r.writes.acknowledgedWrites);
  row('lost / duplicated', (r) => `${r.writes.lost} / ${r.writes.duplicated}`);
  row('units mismatched', (r) => r.writes.unitsMismatched);
  row('unchecked visitors', (r) => r.writes.uncheckedVisitors);
}

const results = [];
let places;
for (const database of databases) {
  if (database !== 'sqlite' && database !== 'postgres') {
    console.error(`unknown database ${database} (sqlite or postgres)`);
    process.exit(2);
  }
}
ensureSomeBuild();
let failed = false;
for (const database of databases) {
  try {
    const result = await runOn(database, places);
    if (result.skipped) {
      console.warn(`> ${database}: SKIPPED (${result.skipped})`);
      results.push(result);
      continue;
    }
    places = result.places;
    delete result.places;
    results.push(result);
  } catch (err) {
    failed = true;
    console.error(`> ${database}: the run failed: ${err instanceof Error ? err.stack : err}`);
    results.push({ database, failed: String(err) });
  }
}
const ran = results.filter((r) => !r.failed && !r.skipped);
if (ran.length) printTable(ran);
for (const r of ran)
  if (r.errorSamples.length)
    console.log(
      `\n${r.database}: first errors\n${r.errorSamples
        .slice(0, 10)
        .map((e) => JSON.stringify(e))
        .join('\n')}`,
    );
const out = path.join(root, 'bench', 'loadtest-results.json');
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify({ at: new Date().toISOString(), seed, visitors: visitorCount, durationSeconds: durationS, thinkMs: [thinkLo, thinkHi], results }, null, 2)}\n`,
);
console.log(`\nwrote ${path.relative(root, out)}`);
const bad = ran.some(
  (r) =>
    r.errors > 0 ||
    r.writes.lost > 0 ||
    r.writes.duplicated > 0 ||
    r.writes.unitsMismatched > 0 ||
    r.writes.orderMismatched > 0 ||
    r.writes.uncheckedVisitors > 0,
);
if (failed || bad) {
  console.error('\nLOAD TEST FAILED: errors, or acknowledged writes missing from the database');
  process.exit(1);
}
console.log('\nload test passed: 0 errors, every acknowledged write in the database');

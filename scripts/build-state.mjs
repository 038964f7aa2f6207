// Tells whether the production build in .next is missing or older than the sources, and builds.
// A bench build (BENCH_BUILD=1, see next.config.js) has its own folder, .next/bench, and the bundle
// analysis's build (BUNDLE_ANALYSIS=1) .next/analyze.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { addCompileHints } from './compile-hints.mjs';
import { copyStandaloneAssets } from './standalone-assets.mjs';

// The repository root: the nearest folder up from the working directory whose package.json is
// ours. (Not import.meta: Playwright loads this file through its CommonJS transform.)
function findRoot(dir) {
  const pkg = path.join(dir, 'package.json');
  if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).name === 'weather-site') return dir;
  const parent = path.dirname(dir);
  if (parent === dir) throw new Error('run this from inside the weather-site repository');
  return findRoot(parent);
}

export const root = findRoot(process.cwd());

const SOURCES = [
  'pages',
  'src',
  'styles',
  'public',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.js',
  // Copied into the standalone folder by the build (scripts/standalone-assets.mjs).
  'server.mts',
  // What the build runs after `next build` on its output.
  'scripts/compile-hints.mjs',
  'scripts/precompress.mjs',
  'package-lock.json',
  'tsconfig.json',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** The environment of the bench's own build: the site's pages and the bench routes (next.config.js). */
export const BENCH_ENV = { BENCH_BUILD: '1' };

/** The environment of the bundle analysis's build: the site's pages with source maps (next.config.js). */
export const ANALYSIS_ENV = { BUNDLE_ANALYSIS: '1' };

/**
 * The build folder of a build made with `env` (as next.config.js): .next, .next/bench with
 * BENCH_BUILD=1, .next/analyze with BUNDLE_ANALYSIS=1.
 */
export function distDirFor(env = process.env) {
  if (env.BENCH_BUILD === '1') return path.join('.next', 'bench');
  if (env.BUNDLE_ANALYSIS === '1') return path.join('.next', 'analyze');
  return '.next';
}

/** True when the build folder for `env` holds no build or a build older than any source file. */
export function buildIsStale(env = process.env) {
  const marker = path.join(root, distDirFor(env), 'BUILD_ID');
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  return SOURCES.some((s) => newestMtime(path.join(root, s)) > built);
}

/**
 * Runs `next build` with `env` when its build is missing or stale, puts V8's compile hint on the
 * first-load scripts (scripts/compile-hints.mjs), writes the static files' brotli copies
 * (scripts/precompress.mjs), then puts public/ and the static files beside the standalone server
 * (scripts/standalone-assets.mjs); exits the process on failure.
 * Next rewrites next-env.d.ts to point at the folder it builds into; after a build into another
 * folder than .next (the bench's), the tracked file is put back as it was.
 */
export function ensureBuild(env = process.env) {
  if (!buildIsStale(env)) return;
  const distDir = distDirFor(env);
  console.log(`> building the site (next build into ${distDir})`);
  const nextEnv = path.join(root, 'next-env.d.ts');
  const nextEnvBefore = existsSync(nextEnv) ? readFileSync(nextEnv, 'utf8') : null;
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/next/dist/bin/next'), 'build'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...env, NEXT_TELEMETRY_DISABLED: '1' },
    },
  );
  if (distDir !== '.next' && nextEnvBefore !== null) writeFileSync(nextEnv, nextEnvBefore);
  if (result.status !== 0) process.exit(result.status ?? 1);
  const { hinted } = addCompileHints(path.join(root, distDir));
  console.log(`compile-hints: ${hinted} first-load scripts hinted in ${distDir}`);
  // Brotli copies of the static files (scripts/precompress.mjs), before they are copied.
  const precompressed = spawnSync(
    process.execPath,
    [path.join(root, 'scripts/precompress.mjs'), path.join(root, distDir)],
    { cwd: root, stdio: 'inherit' },
  );
  if (precompressed.status !== 0) process.exit(precompressed.status ?? 1);
  copyStandaloneAssets(path.join(root, distDir), root);
}

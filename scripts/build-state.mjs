// Tells whether the production build in .next is missing or older than the sources, and builds.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

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

/** True when .next holds no build or a build older than any source file. */
export function buildIsStale() {
  const marker = path.join(root, '.next', 'BUILD_ID');
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  return SOURCES.some((s) => newestMtime(path.join(root, s)) > built);
}

/** Runs `next build` when the build is missing or stale; exits the process on failure. */
export function ensureBuild() {
  if (!buildIsStale()) return;
  console.log('> building the site (next build)');
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/next/dist/bin/next'), 'build'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

import { readdirSync } from 'node:fs';
import path from 'node:path';

// Type-only imports: they put the bench routes (`.mts`, outside tsconfig's `**/*.ts` include)
// under the type check; nothing is loaded at run time.
import type BarePage from '../../pages/bench/bare.bench.mjs';
import type benchCpu from '../../pages/api/bench/cpu.bench.mjs';
import type benchSearch from '../../pages/api/bench/search.bench.mjs';

/** The bench routes as the bench build sees them. */
export type BenchRoutes = [typeof BarePage, typeof benchSearch, typeof benchCpu];

const root = path.resolve(__dirname, '../..');
/** Next's default page extensions: a file ending in one is a route of every build. */
const DEFAULT_PAGE_EXTENSIONS = ['tsx', 'ts', 'jsx', 'js'];

type NextConfigShape = { distDir?: string; pageExtensions?: string[] };

/** Sets (or, for undefined, removes) environment variables. */
function setEnv(values: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) Reflect.deleteProperty(process.env, name);
    else process.env[name] = value;
  }
}

/** next.config.js as Next loads it under `env`. */
function nextConfigWith(env: Record<string, string | undefined>): NextConfigShape {
  const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  setEnv(env);
  try {
    let config: NextConfigShape = {};
    jest.isolateModules(() => {
      config = jest.requireActual<(phase: string) => NextConfigShape>(
        path.join(root, 'next.config.js'),
      )('phase-production-build');
    });
    return config;
  } finally {
    setEnv(saved);
  }
}

/** Every file under a folder, relative to the repository. */
function filesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe('bench routes', () => {
  it('are routes of the bench build only, which builds into its own folder', () => {
    const normal = nextConfigWith({ BENCH_BUILD: undefined });
    expect(normal.distDir).toBeUndefined();
    expect(normal.pageExtensions).toBeUndefined();
    const bench = nextConfigWith({ BENCH_BUILD: '1' });
    expect(bench.distDir).toBe('.next/bench');
    // First, so `bare.bench.mts` is the route /bench/bare; then the defaults, for the site's pages.
    expect(bench.pageExtensions).toEqual(['bench.mts', ...DEFAULT_PAGE_EXTENSIONS]);
  });

  it('carry no default page extension, so the normal build has no route for them', () => {
    const benchFiles = filesUnder('pages').filter((file) => /\.bench\./.test(file));
    expect(benchFiles.sort()).toEqual([
      'pages/api/bench/cpu.bench.mts',
      'pages/api/bench/search.bench.mts',
      'pages/bench/bare.bench.mts',
    ]);
    for (const file of benchFiles)
      expect(DEFAULT_PAGE_EXTENSIONS.some((ext) => file.endsWith(`.${ext}`))).toBe(false);
    for (const dir of ['pages/bench', 'pages/api/bench'])
      expect(filesUnder(dir).every((file) => file.endsWith('.bench.mts'))).toBe(true);
  });
});

/**
 * The site is a plain Next.js app: `next start`, the standalone server and `npm start` run the same
 * code, so nothing may load code before Next (preloads), patch Node's or Next's internals, or
 * import Next's private modules (`next/dist/…`), whose names change between releases. This test
 * reads every source file of the repository and its package.json scripts, and fails on any of it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { SITE_PATHS } from '@/server/http/sitePaths';

const root = path.resolve(__dirname, '../..');

/** The repository's tracked source files (code of every kind, tests included). */
function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' });
  return listed
    .split('\0')
    .filter((file) => /\.(?:[cm]?[jt]sx?|mts)$/.test(file))
    .filter((file) => file !== 'next-env.d.ts' && file !== path.relative(root, __filename));
}

const FORBIDDEN: [RegExp, string][] = [
  [/\bfrom\s+['"]next\/dist\//, "an import from Next's private modules (next/dist/…)"],
  [
    /\b(?:require|import)\(\s*['"]next\/dist\//,
    "a require of Next's private modules (next/dist/…)",
  ],
  [/Module\._resolveFilename\s*=/, "a patch of Node's module resolution"],
  [/\.createServer\s*=[^=]/, "a patch of Node's http.createServer"],
  [/\bextends\s+Head\b/, "an override of next/document's Head internals"],
];

describe('a plain Next.js app', () => {
  const files = sourceFiles();

  it('finds the sources it checks', () => {
    expect(files).toEqual(expect.arrayContaining(['proxy.ts', 'pages/_document.tsx']));
  });

  it.each(FORBIDDEN)('no source file has %s (%s)', (pattern) => {
    const offending = files.filter((file) =>
      pattern.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(offending).toEqual([]);
  });

  it('starts Next without preloads or Node options in any package.json script', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const offending = Object.entries(scripts).filter(([, command]) =>
      /--require\b|(?:^|\s)-r\s|--import\b|--loader\b|NODE_OPTIONS/.test(command),
    );
    expect(offending).toEqual([]);
  });

  it('keeps next.config.js on documented, stable options (no experimental chunking)', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the config is CommonJS
    const configFor = require(path.join(root, 'next.config.js')) as (
      phase: string,
    ) => Record<string, unknown>;
    const config = configFor('phase-production-build');
    expect(config.experimental).toBeUndefined();
    expect(config.output).toBe('standalone');
    // A server reads it without `output` (a build setting that would make it warn).
    expect(configFor('phase-production-server').output).toBeUndefined();
  });

  it('serves each public API prefix of sitePaths.ts through a rewrite of next.config.js', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the config is CommonJS
    const configFor = require(path.join(root, 'next.config.js')) as (phase: string) => {
      rewrites: () => Promise<{ fallback: { source: string; destination: string }[] }>;
    };
    const config = configFor('phase-production-server');
    const sources = (await config.rewrites()).fallback.map((r) => r.source);
    for (const prefix of [
      SITE_PATHS.web2Api,
      SITE_PATHS.embeddedProvider,
      SITE_PATHS.embeddedIdp,
      SITE_PATHS.embeddedRemoteConfig,
      SITE_PATHS.tiles,
    ]) {
      expect(sources).toContain(`${prefix}/:path*`);
    }
  });
});

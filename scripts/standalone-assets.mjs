// Puts the files the standalone server serves but does not copy itself beside it, as Next's docs
// for `output: 'standalone'` say: `public/` into `<distDir>/standalone/public` and the build's
// `static/` into `<distDir>/standalone/<distDir>/static`. Then `node <distDir>/standalone/server.js`
// serves the whole site, and so does `node <distDir>/standalone/server.mts` (the site's own
// server, copied there with next.config.js). Run after `next build` (`npm run build` and scripts/build-state.mjs do).
//
//   node scripts/standalone-assets.mjs [distDir]   (default: the build folder of the environment:
//                                                    .next, or .next/bench with BENCH_BUILD=1)
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';

/** Copies public/ and the build's static files into the standalone folder of `distDir`. */
export function copyStandaloneAssets(distDir, projectDir = process.cwd()) {
  const standalone = path.join(distDir, 'standalone');
  if (!existsSync(standalone)) throw new Error(`no standalone build in ${distDir}`);
  const relativeDist = path.relative(projectDir, distDir);
  const targets = [
    [path.join(projectDir, 'public'), path.join(standalone, 'public')],
    [path.join(distDir, 'static'), path.join(standalone, relativeDist, 'static')],
  ];
  for (const [from, to] of targets) {
    rmSync(to, { recursive: true, force: true });
    cpSync(from, to, { recursive: true });
  }
  // The site's own server (server.mts) and the configuration it reads: `node server.mts` in the
  // standalone folder serves as it does from the project.
  for (const file of ['server.mts', 'next.config.js'])
    cpSync(path.join(projectDir, file), path.join(standalone, file));
}

if (path.basename(process.argv[1] ?? '') === 'standalone-assets.mjs') {
  // Imported only here, when run alone: build-state.mjs imports this file.
  import('./build-state.mjs').then(({ distDirFor }) => {
    const distDir = path.resolve(process.argv[2] ?? distDirFor(process.env));
    copyStandaloneAssets(distDir);
    console.log(`standalone: public/ and static/ copied into ${path.join(distDir, 'standalone')}`);
  });
}

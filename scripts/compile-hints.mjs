// V8's explicit compile hint on the scripts every page loads first: the magic comment
// `//# allFunctionsCalledOnLoad` as the first line of each first-load script of
// `<distDir>/build-manifest.json` (each page's scripts, `_app`'s included). Chrome (136 and later)
// then compiles every function of such a file on a background thread while the file streams in,
// instead of pre-parsing it there and compiling each function on the main thread the first time it
// runs, which during start-up is most of them (React, Next's client, the store, the frame and the
// page's own modules). Other browsers read a comment. Scripts loaded later (the bootstraps, the
// map's library) are left alone: a hint on a file whose functions mostly never run would compile
// them for nothing.
//
// Measured on the throttled phone of `npm run bench:feel` (docs/performance-history.md): every page
// input-ready about 170 ms sooner, and 50–230 ms less main-thread time until the page is quiet.
// `npm run build` and scripts/build-state.mjs run it after `next build`, before the brotli copies
// are made (scripts/precompress.mjs), since it changes the files they compress. Where a script has
// a source map (the bundle analysis's build, or SOURCE_MAPS=1), its map is moved down one line with
// it, so every mapping still points at the code it names.
//
//   node scripts/compile-hints.mjs [distDir]   (default: the build folder of the environment)
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The field a shifted source map carries (maps allow `x_` extensions), so no run shifts it twice. */
export const SHIFTED_FIELD = 'x_compileHintLine';

const MAPPING_URL = /\/\/# sourceMappingURL=([^\s'"]+)\s*$/;

/**
 * Moves a source map's mappings one line down, for the line the hint adds: a plain map gets an
 * empty first line (`;`), an index map's sections start a line later.
 */
export function shiftSourceMap(map) {
  if (map[SHIFTED_FIELD]) return map;
  const shifted = Array.isArray(map.sections)
    ? {
        ...map,
        sections: map.sections.map((section) => ({
          ...section,
          offset: { ...section.offset, line: section.offset.line + 1 },
        })),
      }
    : { ...map, mappings: `;${map.mappings}` };
  return { ...shifted, [SHIFTED_FIELD]: true };
}

/** Shifts the map a script names beside it, if there is one (a data: URL or a missing file: none). */
function shiftMapOf(fullPath, source) {
  const url = MAPPING_URL.exec(source)?.[1];
  if (!url || url.includes(':')) return;
  const mapPath = path.join(path.dirname(fullPath), url);
  if (!statSync(mapPath, { throwIfNoEntry: false })) return;
  const map = JSON.parse(readFileSync(mapPath, 'utf8'));
  if (!map[SHIFTED_FIELD]) writeFileSync(mapPath, JSON.stringify(shiftSourceMap(map)));
}

/** The first-load scripts of every page, as paths relative to `distDir` (`static/chunks/…`). */
export function firstLoadScripts(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  const files = [
    ...Object.values(manifest.pages ?? {}).flat(),
    ...(manifest.rootMainFiles ?? []),
    ...(manifest.polyfillFiles ?? []),
  ];
  return [...new Set(files)].filter((file) => file.endsWith('.js')).sort();
}

/**
 * Puts the hint first in each first-load script that does not start with it yet, and moves its
 * source map, if it has one, down a line (the map first, so a run stopped between the two is
 * finished by the next). Returns the number of scripts hinted by this run and the number that
 * already were; running it again changes nothing.
 */
export function addCompileHints(distDir) {
  let hinted = 0;
  let already = 0;
  for (const file of firstLoadScripts(distDir)) {
    const fullPath = path.join(distDir, file);
    const source = readFileSync(fullPath, 'utf8');
    if (source.startsWith(COMPILE_HINT)) {
      already += 1;
      continue;
    }
    shiftMapOf(fullPath, source);
    writeFileSync(fullPath, COMPILE_HINT + source);
    hinted += 1;
  }
  return { hinted, already };
}

if (path.basename(process.argv[1] ?? '') === 'compile-hints.mjs') {
  import('./build-state.mjs').then(({ distDirFor }) => {
    const distDir = path.resolve(process.argv[2] ?? distDirFor(process.env));
    if (!statSync(path.join(distDir, 'build-manifest.json'), { throwIfNoEntry: false })) {
      console.error(`compile-hints: no build in ${distDir}`);
      process.exit(1);
    }
    const { hinted, already } = addCompileHints(distDir);
    console.log(
      `compile-hints: ${hinted} first-load scripts hinted in ${distDir}` +
        (already ? ` (${already} already were)` : ''),
    );
  });
}

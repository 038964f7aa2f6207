// Marks the site's browser JavaScript with V8's explicit compile hint (`//# allFunctionsCalledOnLoad`
// as a file's first line, https://v8.dev/blog/explicit-compile-hints). Chromium then compiles the
// whole file while it downloads, off the main thread, instead of each function on the main thread
// at its first call. Turbopack's chunks are arrays of module factories that all run when the chunk
// loads: without the hint, compiling them was most of the one long task that evaluates a page's
// first JavaScript (about 40 ms at 1x, 150–200 ms at Lighthouse's 4x), and most of the task that
// evaluates the validator's chunk after hydration. Other engines read the line as a comment.
//
// Run after `next build` (scripts/build-state.mjs and `npm run build` do): every `.js` file under
// the build's static/chunks. A source map beside a file is shifted by the added line. Running it
// twice changes nothing.
//
//   node scripts/compile-hints.mjs [distDir]   (default: .next, or .next/bench with BENCH_BUILD=1)
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Moves a source map's mappings down one generated line. */
function shiftSourceMap(mapPath) {
  const map = JSON.parse(readFileSync(mapPath, 'utf8'));
  if (Array.isArray(map.sections)) {
    for (const section of map.sections) section.offset.line += 1;
  } else {
    map.mappings = `;${map.mappings}`;
  }
  writeFileSync(mapPath, JSON.stringify(map));
}

/** Adds the hint to every chunk of the build in `distDir`; answers how many files it changed. */
export function addCompileHints(distDir) {
  const chunks = path.join(distDir, 'static', 'chunks');
  if (!existsSync(chunks)) return 0;
  let changed = 0;
  for (const name of readdirSync(chunks, { recursive: true }).map(String)) {
    if (!name.endsWith('.js')) continue;
    const filePath = path.join(chunks, name);
    const source = readFileSync(filePath, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(filePath, COMPILE_HINT + source);
    const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(source)?.[1];
    const mapPath = mapName && path.join(path.dirname(filePath), mapName);
    if (mapPath && existsSync(mapPath)) shiftSourceMap(mapPath);
    changed += 1;
  }
  return changed;
}

// Run as a script (not import.meta: Playwright loads scripts/build-state.mjs, which imports this
// file, through its CommonJS transform).
if (path.basename(process.argv[1] ?? '') === 'compile-hints.mjs') {
  const distDir =
    process.argv[2] ?? (process.env.BENCH_BUILD === '1' ? path.join('.next', 'bench') : '.next');
  console.log(`compile hints: ${addCompileHints(distDir)} files marked in ${distDir}`);
}

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { AnyMap, originalPositionFor } from '@jridgewell/trace-mapping';

import {
  addCompileHints,
  COMPILE_HINT,
  firstLoadScripts,
  shiftSourceMap,
  SHIFTED_FIELD,
} from './compile-hints.mjs';

const SHARED = 'static/chunks/framework.js';
const HOME = 'static/chunks/home.js';
const MAP_LIBRARY = 'static/chunks/maplibre.js';
const SOURCE = '(globalThis.TURBOPACK ||= []).push(["chunk", () => 1]);\n';

describe('addCompileHints', () => {
  let distDir;
  const read = (relative) => readFileSync(path.join(distDir, relative), 'utf8');

  beforeEach(() => {
    distDir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
    mkdirSync(path.join(distDir, 'static/chunks'), { recursive: true });
    for (const file of [SHARED, HOME, MAP_LIBRARY, 'static/chunks/site.css']) {
      writeFileSync(path.join(distDir, file), SOURCE);
    }
    // As Next writes it: each page's first-load files, `_app`'s shared with every page; the map
    // library is loaded later, so no page lists it.
    writeFileSync(
      path.join(distDir, 'build-manifest.json'),
      JSON.stringify({
        pages: { '/_app': [SHARED, 'static/chunks/site.css'], '/': [HOME, SHARED] },
        rootMainFiles: [],
        polyfillFiles: [],
        lowPriorityFiles: ['static/build/_buildManifest.js'],
      }),
    );
  });

  afterEach(() => rmSync(distDir, { recursive: true, force: true }));

  it("lists each page's first-load scripts once, and no style sheet or later chunk", () => {
    expect(firstLoadScripts(distDir)).toEqual([SHARED, HOME]);
  });

  it('puts the hint on the first line of each first-load script and leaves the rest as it was', () => {
    expect(addCompileHints(distDir)).toEqual({ hinted: 2, already: 0 });

    for (const file of [SHARED, HOME]) {
      expect(read(file)).toBe(`${COMPILE_HINT}${SOURCE}`);
    }
    expect(read(MAP_LIBRARY)).toBe(SOURCE);
    expect(read('static/chunks/site.css')).toBe(SOURCE);
  });

  it('changes nothing when run again', () => {
    addCompileHints(distDir);

    expect(addCompileHints(distDir)).toEqual({ hinted: 0, already: 2 });
    expect(read(HOME)).toBe(`${COMPILE_HINT}${SOURCE}`);
  });

  it("keeps a script's source map pointing at the code it names, once however often it runs", () => {
    // Line 1, column 31 (`() => 1`) comes from src/home.ts line 3, column 2.
    const map = { version: 3, sources: ['src/home.ts'], names: [], mappings: '+BAEE' };
    writeFileSync(path.join(distDir, HOME), `${SOURCE}//# sourceMappingURL=home.js.map\n`);
    writeFileSync(path.join(distDir, `${HOME}.map`), JSON.stringify(map));
    const sourceAt = (line) =>
      originalPositionFor(new AnyMap(JSON.parse(read(`${HOME}.map`))), { line, column: 31 });
    expect(sourceAt(1)).toMatchObject({ source: 'src/home.ts', line: 3, column: 2 });

    addCompileHints(distDir);
    addCompileHints(distDir);

    expect(read(HOME).split('\n')[1]).toBe(SOURCE.trimEnd());
    expect(sourceAt(2)).toMatchObject({ source: 'src/home.ts', line: 3, column: 2 });
    expect(sourceAt(1).source).toBeNull();
  });

  it("moves an index map's sections down a line, and marks a shifted map", () => {
    const section = { offset: { line: 0, column: 0 }, map: { version: 3, mappings: 'AAAA' } };
    const shifted = shiftSourceMap({ version: 3, sections: [section] });

    expect(shifted.sections[0].offset).toEqual({ line: 1, column: 0 });
    expect(shifted[SHIFTED_FIELD]).toBe(true);
    expect(shiftSourceMap(shifted)).toBe(shifted);
  });

  it('is the magic comment V8 reads: its own line, first in the file', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });
});

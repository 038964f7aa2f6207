/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The build step (plain ESM script of scripts/, no types).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Jest loads it through its transform
const { addCompileHints, COMPILE_HINT } = require('../../scripts/compile-hints.mjs') as {
  addCompileHints: (distDir: string) => number;
  COMPILE_HINT: string;
};

function fakeBuild() {
  const dist = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  mkdirSync(path.join(dist, 'static/chunks'), { recursive: true });
  const write = (file: string, text: string) => writeFileSync(path.join(dist, file), text);
  write('static/chunks/runtime.js', 'runtime()\n//# sourceMappingURL=runtime.js.map');
  write('static/chunks/runtime.js.map', JSON.stringify({ version: 3, mappings: 'AAAA' }));
  write('static/chunks/app.js', 'app()');
  write('static/chunks/app.css', 'body{}');
  write('static/chunks/news.js', 'news()');
  write('static/chunks/dialog.js', 'dialog()');
  mkdirSync(path.join(dist, 'static/build-id'), { recursive: true });
  write('static/build-id/_buildManifest.js', 'manifest()');
  const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');
  return { dist, read };
}

describe('compile hints', () => {
  it('marks every chunk, and nothing else', () => {
    const { dist, read } = fakeBuild();
    expect(addCompileHints(dist)).toBe(4);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    expect(read('static/chunks/runtime.js')).toBe(
      `${COMPILE_HINT}runtime()\n//# sourceMappingURL=runtime.js.map`,
    );
    expect(read('static/chunks/app.js')).toBe(`${COMPILE_HINT}app()`);
    expect(read('static/chunks/news.js')).toBe(`${COMPILE_HINT}news()`);
    // A chunk loaded later too: its module factories run as it loads.
    expect(read('static/chunks/dialog.js')).toBe(`${COMPILE_HINT}dialog()`);
    // A stylesheet, and Next's manifests outside the chunks, stay as built.
    expect(read('static/chunks/app.css')).toBe('body{}');
    expect(read('static/build-id/_buildManifest.js')).toBe('manifest()');
  });

  it("moves a file's source map down by the added line, and changes nothing the second time", () => {
    const { dist, read } = fakeBuild();
    addCompileHints(dist);
    expect(JSON.parse(read('static/chunks/runtime.js.map')).mappings).toBe(';AAAA');
    expect(addCompileHints(dist)).toBe(0);
    expect(read('static/chunks/app.js')).toBe(`${COMPILE_HINT}app()`);
    expect(JSON.parse(read('static/chunks/runtime.js.map')).mappings).toBe(';AAAA');
  });
});

import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

import { precompressStatic } from './precompress.mjs';

/** A script long enough, and repetitive enough, for brotli to shrink it as it does a real chunk. */
const SCRIPT = Array.from(
  { length: 400 },
  (_, i) => `export function forecast${i}(hour) { return hour.temperatureC * ${i} + 32; }\n`,
).join('');

describe('precompressStatic', () => {
  let distDir;
  const file = (relative) => path.join(distDir, 'static', relative);

  beforeEach(() => {
    distDir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    mkdirSync(file('chunks/pages'), { recursive: true });
    mkdirSync(file('media'), { recursive: true });
    writeFileSync(file('chunks/pages/index.js'), SCRIPT);
    writeFileSync(file('chunks/site.css'), `.card { color: red; }\n`.repeat(200));
    writeFileSync(file('chunks/tiny.js'), 'x');
    writeFileSync(file('media/photo.webp'), Buffer.alloc(4096, 7));
  });

  afterEach(() => rmSync(distDir, { recursive: true, force: true }));

  it('writes a smaller brotli copy beside each script and style sheet, with the same content', async () => {
    const result = await precompressStatic(distDir);

    for (const name of ['chunks/pages/index.js', 'chunks/site.css']) {
      const original = readFileSync(file(name));
      const copy = readFileSync(file(`${name}.br`));
      expect(copy.length).toBeLessThan(original.length / 4);
      expect(brotliDecompressSync(copy).equals(original)).toBe(true);
    }
    expect(result.written).toBe(2);
    expect(result.after).toBeLessThan(result.before);
  });

  it('leaves pictures alone, and files brotli cannot make smaller', async () => {
    await precompressStatic(distDir);

    expect(existsSync(file('media/photo.webp.br'))).toBe(false);
    expect(existsSync(file('chunks/tiny.js.br'))).toBe(false);
  });

  it('writes the same files when run again', async () => {
    await precompressStatic(distDir);
    const first = readFileSync(file('chunks/pages/index.js.br'));

    const again = await precompressStatic(distDir);

    expect(again.written).toBe(2);
    expect(readFileSync(file('chunks/pages/index.js.br')).equals(first)).toBe(true);
    expect(existsSync(file('chunks/pages/index.js.br.br'))).toBe(false);
  });
});

// Brotli copies of the build's static files: beside every script, style sheet, JSON and SVG file in
// `<distDir>/static`, a `.br` file compressed at brotli's highest quality, kept only when it is
// smaller. The site's server (server.mts) sends that copy to a browser that accepts brotli, with
// `Content-Encoding: br`, instead of letting Next compress the file with gzip on every request:
// the first-load scripts are about 13% smaller on the link (about 160 kB against 183 kB), which a
// phone on a slow connection gets as its pages' start-up sooner. Quality 11 is too slow to run per
// request, so it runs once, here, after `next build` (`npm run build` and scripts/build-state.mjs
// run it before copying the static files beside the standalone server).
//
//   node scripts/precompress.mjs [distDir]   (default: the build folder of the environment)
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const compress = promisify(brotliCompress);

/** The kinds of static file worth compressing (the pictures and fonts already are). */
export const PRECOMPRESSED_EXTENSIONS = ['.js', '.mjs', '.css', '.json', '.svg'];

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The brotli encoding of `data` at quality 11, tuned for text. */
export function brotli(data) {
  return compress(data, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

/**
 * Writes `<file>.br` for each compressible file under `<distDir>/static` whose brotli encoding is
 * smaller than the file. Returns the number written and the bytes before and after. Running it
 * again rewrites the same files.
 */
export async function precompressStatic(distDir) {
  const staticDir = path.join(distDir, 'static');
  const files = filesUnder(staticDir).filter((file) =>
    PRECOMPRESSED_EXTENSIONS.includes(path.extname(file)),
  );
  let written = 0;
  let before = 0;
  let after = 0;
  // All at once: zlib's asynchronous calls run on libuv's thread pool, one file per thread.
  await Promise.all(
    files.map(async (file) => {
      const data = readFileSync(file);
      const encoded = await brotli(data);
      if (encoded.length >= data.length) return;
      writeFileSync(`${file}.br`, encoded);
      written += 1;
      before += data.length;
      after += encoded.length;
    }),
  );
  return { written, before, after };
}

if (path.basename(process.argv[1] ?? '') === 'precompress.mjs') {
  import('./build-state.mjs').then(async ({ distDirFor }) => {
    const distDir = path.resolve(process.argv[2] ?? distDirFor(process.env));
    if (!statSync(path.join(distDir, 'static'), { throwIfNoEntry: false })?.isDirectory()) {
      console.error(`precompress: no build in ${distDir}`);
      process.exit(1);
    }
    const { written, before, after } = await precompressStatic(distDir);
    console.log(
      `precompress: ${written} brotli files in ${path.join(distDir, 'static')} ` +
        `(${Math.round(before / 1024)} kB → ${Math.round(after / 1024)} kB)`,
    );
  });
}

// The bundle analysis: what each page's first-load JavaScript is made of, as a report to open in a
// browser (bench/bundles.html). `npm run bench` writes it with its table; `npm run bench:bundles`
// writes it alone, in about a minute.
//
// Production chunks name no modules, so the analysis has its own build with browser source maps
// (BUNDLE_ANALYSIS=1, in .next/analyze; next.config.js). It attributes every byte of a chunk to the
// source file its source map names (a minified span belongs to the source of the mapping it starts
// at) and groups the sources by npm package and by folder of the app. With maps on, Turbopack emits
// slightly different code (a few hundred bytes in the app's chunk), so the bench measures a build
// without maps, and the report shows each page's size in both when the bench passes its own.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { AnyMap, decodedMappings } from '@jridgewell/trace-mapping';

import { FIRST_LOAD_BUDGET_KB, PAGES } from './bench-pages.mjs';
import { ANALYSIS_ENV, distDirFor, ensureBuild, root } from './build-state.mjs';

const MAPPING_COMMENT = /\s*\/\/# sourceMappingURL=(\S+)\s*$/;

/** The name of the bytes no source map names: module wrappers and the glue between them. */
export const UNMAPPED = '(no source: module wrappers, chunk glue)';

/**
 * Bytes (UTF-8) of `code` per source file its source map names; bytes before a line's first
 * mapping, line ends and unmapped spans count under UNMAPPED. The counts add up to the file's size.
 */
export function bytesBySource(code, sourceMap) {
  const traced = new AnyMap(sourceMap);
  const mappings = decodedMappings(traced);
  const bytes = new Map();
  const add = (source, n) => {
    if (n > 0) bytes.set(source, (bytes.get(source) ?? 0) + n);
  };
  const lines = code.split('\n');
  lines.forEach((line, i) => {
    let start = 0;
    let source = UNMAPPED;
    for (const segment of mappings[i] ?? []) {
      const column = Math.max(segment[0], start);
      add(source, Buffer.byteLength(line.slice(start, column)));
      start = column;
      source = segment.length >= 4 ? (traced.sources[segment[1]] ?? UNMAPPED) : UNMAPPED;
    }
    add(source, Buffer.byteLength(line.slice(start)));
    if (i < lines.length - 1) add(UNMAPPED, 1);
  });
  return bytes;
}

/** A source's path in the repository: `turbopack:///[project]/src/a.ts` → `src/a.ts`. */
export function sourcePath(source) {
  return source.replace(/^turbopack:\/\/\//, '').replace(/^\[project\]\//, '');
}

/**
 * The group a source file counts under: its npm package (`react-dom`, `@reduxjs/toolkit`; a
 * library Next.js ships compiled, as `react-dom (compiled into next)`), its app folder two levels
 * deep (`src/features/ads`), `pages`, Turbopack's runtime, or Next's generated entry.
 */
export function groupOf(source) {
  if (source === UNMAPPED) return UNMAPPED;
  const file = sourcePath(source);
  if (file.startsWith('[turbopack]/')) return 'Turbopack runtime';
  if (file.startsWith('[next]/')) return 'Next.js generated entries';
  const inPackage = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(file);
  if (inPackage) {
    const [, name, rest] = inPackage;
    const compiled = /^dist\/compiled\/((?:@[^/]+\/)?[^/]+)\//.exec(rest);
    return compiled ? `${compiled[1]} (compiled into ${name})` : name;
  }
  // A folder, not a file: src/features/ads/x.ts → src/features/ads; src/lib/x.ts → src/lib.
  const folders = file.split('/').slice(0, -1);
  if (folders.length === 0) return file;
  return folders.slice(0, folders[0] === 'src' ? 3 : 1).join('/');
}

/**
 * Bytes in kB to one decimal, rounded up: a page shown within the budget is within it to the byte
 * (170.03 kB shows as 170.1, over a 170 kB budget).
 */
export const kb = (bytes) => Math.ceil(bytes / 102.4) / 10;

/** A built file's code as a build without maps serves it, and its source map (or null). */
function codeAndMap(distDir, file) {
  const code = readFileSync(path.join(distDir, file), 'utf8');
  const comment = MAPPING_COMMENT.exec(code);
  if (!comment) return { code, map: null };
  const mapPath = path.join(distDir, path.dirname(file), comment[1]);
  return {
    code: code.slice(0, comment.index),
    map: existsSync(mapPath) ? JSON.parse(readFileSync(mapPath, 'utf8')) : null,
  };
}

/** A file's size gzipped, as a server sends it. */
export function gzipSize(code) {
  return gzipSync(code).length;
}

/** What one built file is made of: its size raw and gzipped, and its bytes per group and module. */
export function analyzeFile(distDir, file) {
  const { code, map } = codeAndMap(distDir, file);
  const bytes = Buffer.byteLength(code);
  const gzBytes = gzipSize(code);
  const bySource = map ? bytesBySource(code, map) : new Map([[UNMAPPED, bytes]]);
  const groups = new Map();
  for (const [source, n] of bySource) {
    const name = groupOf(source);
    const group = groups.get(name) ?? { name, bytes: 0, modules: [] };
    group.bytes += n;
    group.modules.push({ path: source === UNMAPPED ? UNMAPPED : sourcePath(source), bytes: n });
    groups.set(name, group);
  }
  return {
    file,
    bytes,
    gzBytes,
    mapped: map !== null,
    // A group's share of the gzipped file, in proportion to its bytes (gzip has no per-module sizes).
    groups: [...groups.values()]
      .map((g) => ({
        ...g,
        gzBytes: (g.bytes / bytes) * gzBytes,
        modules: g.modules.sort((a, b) => b.bytes - a.bytes),
      }))
      .sort((a, b) => b.bytes - a.bytes),
  };
}

/**
 * The JavaScript a first visit to `route` downloads before the page is interactive, from the build
 * manifest: the runtime's main files, the app's and the page's chunks, each once.
 */
export function firstLoadFiles(manifest, route) {
  return [
    ...new Set(
      [
        ...manifest.rootMainFiles,
        ...manifest.pages['/_app'],
        ...(manifest.pages[route] ?? []),
      ].filter((file) => file.endsWith('.js')),
    ),
  ];
}

const readManifest = (distDir) =>
  JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));

/** The first-load JavaScript of `route` in the build in `distDir`, in kB gzipped (the bench's column). */
export function firstLoadKb(distDir, route) {
  const files = firstLoadFiles(readManifest(distDir), route);
  return kb(files.reduce((sum, file) => sum + gzipSize(codeAndMap(distDir, file).code), 0));
}

/**
 * The first-load JavaScript of `route` in kB as the site's server sends it to a browser that
 * accepts brotli: each file's brotli copy (scripts/precompress.mjs), or the file gzipped when the
 * build has no copy of it. (The budget is held on the gzip size, `firstLoadKb`.)
 */
export function firstLoadServedKb(distDir, route) {
  const files = firstLoadFiles(readManifest(distDir), route);
  const served = (file) => {
    const copy = path.join(distDir, `${file}.br`);
    return existsSync(copy) ? statSync(copy).size : gzipSize(codeAndMap(distDir, file).code);
  };
  return kb(files.reduce((sum, file) => sum + served(file), 0));
}

/** The group of the service worker's registration (src/features/offline), loaded after start-up. */
export const OFFLINE_GROUP = 'src/features/offline';

/**
 * The first-load JavaScript of each of `pages` in the build in `distDir`: its files, its size in
 * kB gzipped (as a server sends them), its bytes per group, and how much of it is the map library.
 */
export function analyzeFirstLoad(distDir, pages) {
  const manifest = readManifest(distDir);
  const files = new Map();
  const fileOf = (file) => {
    if (!files.has(file)) files.set(file, analyzeFile(distDir, file));
    return files.get(file);
  };
  const shared = firstLoadFiles(manifest, '/_app');
  const rows = pages.map((page) => {
    const own = firstLoadFiles(manifest, page.route).map(fileOf);
    const groups = new Map();
    for (const f of own) {
      for (const g of f.groups) {
        const sum = groups.get(g.name) ?? { name: g.name, bytes: 0, gzBytes: 0 };
        sum.bytes += g.bytes;
        sum.gzBytes += g.gzBytes;
        groups.set(g.name, sum);
      }
    }
    const gzBytes = own.reduce((sum, f) => sum + f.gzBytes, 0);
    const maplibre = groups.get('maplibre-gl');
    const offline = groups.get(OFFLINE_GROUP);
    return {
      ...page,
      files: own.map((f) => f.file),
      firstLoadJsKb: kb(gzBytes),
      maplibreKb: maplibre ? kb(maplibre.gzBytes) : 0,
      offlineKb: offline ? kb(offline.gzBytes) : 0,
      groups: [...groups.values()].sort((a, b) => b.bytes - a.bytes),
    };
  });
  return { sharedFiles: shared, files: [...files.values()], pages: rows };
}

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

const fileId = (file) => `file-${file.replace(/[^a-zA-Z0-9_-]/g, '_')}`;
const pageId = (page) => `page-${page.name}`;

function bar(share) {
  return `<span class="bar" style="width:${Math.max(0.5, share * 100).toFixed(1)}%"></span>`;
}

function groupsTable(groups, total, { modules }) {
  const rows = groups
    .map((g) => {
      const share = g.bytes / total;
      const list = modules
        ? `<details><summary>${escapeHtml(g.name)}</summary><ol>${g.modules
            .map(
              (m) =>
                `<li><code>${escapeHtml(m.path)}</code> ${(m.bytes / 1024).toFixed(1)} kB</li>`,
            )
            .join('')}</ol></details>`
        : escapeHtml(g.name);
      return `<tr><td>${list}</td><td class="n">${(g.bytes / 1024).toFixed(1)}</td><td class="n">${(g.gzBytes / 1024).toFixed(1)}</td><td class="n">${(share * 100).toFixed(1)} %</td><td class="w">${bar(share)}</td></tr>`;
    })
    .join('\n');
  return `<table><thead><tr><th>Package or folder</th><th>kB minified</th><th>≈ kB gzip</th><th>share</th><th></th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** Whether a page keeps to the budget, on its size as served when known: 'map page', 'over' or 'ok'. */
export function budgetStatus(page) {
  if (page.mapPage) return 'map page';
  return (page.servedKb ?? page.firstLoadJsKb) > FIRST_LOAD_BUDGET_KB ? 'over' : 'ok';
}

const STATUS_TEXT = {
  'map page': 'map page (no budget)',
  over: `<strong>over ${FIRST_LOAD_BUDGET_KB} kB</strong>`,
  ok: `within ${FIRST_LOAD_BUDGET_KB} kB`,
};

/**
 * The report as one HTML file with no script: a summary table, then each page, then each file.
 * A page's `servedKb`, when set, is its size in the build the bench measured.
 */
export function bundleReportHtml(analysis, { date = new Date() } = {}) {
  const { pages, files, sharedFiles } = analysis;
  const served = pages.some((p) => p.servedKb !== undefined);
  const summary = pages
    .map((p) => {
      const servedCell = served ? `<td class="n">${p.servedKb?.toFixed(1) ?? ''}</td>` : '';
      return `<tr><td><a href="#${pageId(p)}">${escapeHtml(p.name)}</a></td><td><code>${escapeHtml(p.path)}</code></td>${servedCell}<td class="n">${p.firstLoadJsKb.toFixed(1)}</td><td>${STATUS_TEXT[budgetStatus(p)]}</td><td class="n">${p.maplibreKb ? p.maplibreKb.toFixed(1) : 'none'}</td><td class="n">${p.files.length}</td></tr>`;
    })
    .join('\n');
  const pageSections = pages
    .map((p) => {
      const total = p.groups.reduce((sum, g) => sum + g.bytes, 0);
      const fileLinks = p.files
        .map((file) => {
          const f = files.find((x) => x.file === file);
          const role = sharedFiles.includes(file) ? 'every page' : 'this page';
          return `<li><a href="#${fileId(file)}"><code>${escapeHtml(file)}</code></a> (${role}): ${(f.bytes / 1024).toFixed(1)} kB, ${(f.gzBytes / 1024).toFixed(1)} kB gzip</li>`;
        })
        .join('');
      return `<section id="${pageId(p)}"><h2>${escapeHtml(p.name)} <code>${escapeHtml(p.path)}</code>: ${p.firstLoadJsKb.toFixed(1)} kB gzip</h2><ul>${fileLinks}</ul>${groupsTable(p.groups, total, { modules: false })}</section>`;
    })
    .join('\n');
  const fileSections = files
    .map((f) => {
      const usedBy = pages.filter((p) => p.files.includes(f.file)).map((p) => p.name);
      const who = sharedFiles.includes(f.file) ? 'every page' : usedBy.join(', ');
      const note = f.mapped
        ? ''
        : '<p>No source map for this file: its bytes are not broken down.</p>';
      return `<section id="${fileId(f.file)}"><h2><code>${escapeHtml(f.file)}</code>: ${(f.bytes / 1024).toFixed(1)} kB, ${(f.gzBytes / 1024).toFixed(1)} kB gzip</h2><p>First load of ${escapeHtml(who)}. Open a package or folder for its source files.</p>${note}${groupsTable(f.groups, f.bytes, { modules: true })}</section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>First-load JavaScript by page</title>
<style>
body { font: 14px/1.45 system-ui, sans-serif; margin: 2rem auto; max-width: 70rem; padding: 0 1rem; color: #1b1b1b; }
table { border-collapse: collapse; width: 100%; margin: 0.5rem 0 1.5rem; }
th, td { border-bottom: 1px solid #ddd; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
td.n { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
td.w { width: 25%; }
.bar { display: inline-block; height: 0.8rem; background: #2a6fb0; }
section { margin-top: 2rem; }
h2 { font-size: 1.1rem; }
code { font-size: 0.9em; }
ol { margin: 0.25rem 0; font-size: 0.9em; }
</style>
</head>
<body>
<h1>First-load JavaScript by page</h1>
<p>A production build of the site with source maps, analysed ${escapeHtml(date.toISOString())}. A page's first load is the JavaScript a first visit downloads before the page is interactive: the runtime's and the app's chunks (shared by every page) and the page's own chunk, gzipped as the server sends them. Each minified byte counts for the source file its source map names; a package's or folder's gzip size is its share of the file's, in proportion to its minified bytes. With source maps on, Turbopack emits slightly different code${served ? ': the first column is the size in the build the bench measured (as the site ships, without maps), the second the size in the analysed build' : ''}. The budget: ${FIRST_LOAD_BUDGET_KB} kB gzip on every page but the map pages, and the map library (maplibre-gl) on no other page.</p>
<table><thead><tr><th>Page</th><th>Path</th>${served ? '<th>kB gzip as served</th>' : ''}<th>kB gzip analysed</th><th>Budget</th><th>maplibre-gl kB gzip</th><th>files</th></tr></thead><tbody>
${summary}
</tbody></table>
${pageSections}
${fileSections}
</body>
</html>
`;
}

/**
 * Builds the analysis's build when it is missing or stale, analyses `pages` in it and writes
 * bench/bundles.html; answers the analysis. `servedKb`: each page's size (by name) in the build the
 * bench measured, shown beside the analysed size.
 */
export function writeBundleReport(pages = PAGES, servedKb = new Map()) {
  ensureBuild({ ...process.env, ...ANALYSIS_ENV });
  const analysis = analyzeFirstLoad(path.join(root, distDirFor(ANALYSIS_ENV)), pages);
  for (const page of analysis.pages) {
    if (servedKb.has(page.name)) page.servedKb = servedKb.get(page.name);
  }
  mkdirSync(path.join(root, 'bench'), { recursive: true });
  writeFileSync(path.join(root, 'bench', 'bundles.html'), bundleReportHtml(analysis));
  return analysis;
}

// `npm run bench:bundles`: the report alone. (Not import.meta: Jest loads this file through its
// CommonJS transform.)
if (path.basename(process.argv[1] ?? '') === 'bundles.mjs') {
  const analysis = writeBundleReport();
  console.table(
    analysis.pages.map((p) => ({
      page: p.path,
      'first-load JS kB gz': p.firstLoadJsKb,
      'maplibre-gl kB gz': p.maplibreKb,
      budget: budgetStatus(p),
    })),
  );
  console.log('written bench/bundles.html');
}

import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import {
  analyzeFirstLoad,
  budgetStatus,
  bundleReportHtml,
  bytesBySource,
  firstLoadKb,
  firstLoadServedKb,
  kb,
  groupOf,
  UNMAPPED,
} from './bundles.mjs';

const REACT_DOM =
  'turbopack:///[project]/node_modules/react-dom/cjs/react-dom-client.production.js';
const AD = 'turbopack:///[project]/src/features/ads/components/AdSlot.tsx';
const MAPLIBRE = 'turbopack:///[project]/node_modules/maplibre-gl/dist/maplibre-gl.js';

// Line 0 (the compile hint) has no mappings; line 1 maps "ab" to react-dom, "cd" to the ad slot,
// "éf" (3 bytes in UTF-8) to react-dom again. VLQ: A = 0, C = +1, D = -1, E = +2.
const CODE = '//# allFunctionsCalledOnLoad\nabcdéf';
const MAP = { version: 3, sources: [REACT_DOM, AD], names: [], mappings: ';AAAA,ECAA,EDAA' };

describe('bytesBySource', () => {
  it('counts each byte for the source of the mapping it follows, the rest as unmapped', () => {
    const bytes = bytesBySource(CODE, MAP);
    expect(Object.fromEntries(bytes)).toEqual({
      [REACT_DOM]: 5,
      [AD]: 2,
      [UNMAPPED]: 29,
    });
    const total = [...bytes.values()].reduce((a, b) => a + b, 0);
    expect(total).toBe(Buffer.byteLength(CODE));
  });

  it('reads index maps (sections), as some bundlers write them', () => {
    const indexMap = {
      version: 3,
      sections: [
        {
          offset: { line: 1, column: 3 },
          map: { version: 3, sources: [AD], names: [], mappings: 'AAAA' },
        },
      ],
    };
    expect(Object.fromEntries(bytesBySource(CODE, indexMap))).toEqual({
      [AD]: 4,
      [UNMAPPED]: 32,
    });
  });
});

describe('groupOf', () => {
  it.each([
    [REACT_DOM, 'react-dom'],
    ['turbopack:///[project]/node_modules/@reduxjs/toolkit/dist/index.mjs', '@reduxjs/toolkit'],
    [
      'turbopack:///[project]/node_modules/next/dist/compiled/path-to-regexp/index.js',
      'path-to-regexp (compiled into next)',
    ],
    ['turbopack:///[project]/node_modules/next/dist/client/index.js', 'next'],
    [AD, 'src/features/ads'],
    ['turbopack:///[project]/src/lib/format.ts', 'src/lib'],
    ['turbopack:///[project]/pages/index.tsx', 'pages'],
    ['turbopack:///[turbopack]/browser/runtime/base/runtime-base.ts', 'Turbopack runtime'],
    ['turbopack:///[next]/entry/page-loader.ts', 'Next.js generated entries'],
    [UNMAPPED, UNMAPPED],
  ])('%s counts under %s', (source, group) => {
    expect(groupOf(source)).toBe(group);
  });
});

describe('a build folder', () => {
  let distDir;
  const APP = `${CODE}\n//# sourceMappingURL=app.js.map`;
  const HOME = 'console.log("home");';
  // Hex of random bytes: about as incompressible as minified code.
  const MAPS = `//# allFunctionsCalledOnLoad\n${randomBytes(1500).toString('hex')}`;

  beforeAll(() => {
    distDir = mkdtempSync(path.join(tmpdir(), 'bundles-'));
    const chunks = path.join(distDir, 'static', 'chunks');
    mkdirSync(chunks, { recursive: true });
    writeFileSync(path.join(chunks, 'app.js'), APP);
    writeFileSync(path.join(chunks, 'app.js.map'), JSON.stringify(MAP));
    writeFileSync(path.join(chunks, 'app.css'), 'body{}');
    writeFileSync(path.join(chunks, 'home.js'), HOME);
    writeFileSync(path.join(chunks, 'maps.js'), `${MAPS}\n//# sourceMappingURL=maps.js.map`);
    writeFileSync(
      path.join(chunks, 'maps.js.map'),
      JSON.stringify({ version: 3, sources: [MAPLIBRE], names: [], mappings: ';AAAA' }),
    );
    writeFileSync(
      path.join(distDir, 'build-manifest.json'),
      JSON.stringify({
        rootMainFiles: [],
        pages: {
          '/_app': ['static/chunks/app.js', 'static/chunks/app.css'],
          '/': ['static/chunks/home.js', 'static/chunks/app.css'],
          '/maps/[location]': ['static/chunks/maps.js'],
        },
      }),
    );
  });

  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  const pages = [
    { name: 'home', path: '/', route: '/' },
    { name: 'maps', path: '/maps/paris', route: '/maps/[location]', mapPage: true },
  ];

  it("sizes a page's first load as served: its scripts gzipped, without the source-map line", () => {
    const served = gzipSync(CODE).length + gzipSync(HOME).length;
    expect(firstLoadKb(distDir, '/')).toBe(Math.ceil(served / 102.4) / 10);
    const [home] = analyzeFirstLoad(distDir, pages).pages;
    expect(home.files).toEqual(['static/chunks/app.js', 'static/chunks/home.js']);
    expect(home.firstLoadJsKb).toBe(firstLoadKb(distDir, '/'));
  });

  it('sizes it as sent to a browser that accepts brotli: a file’s brotli copy, else gzipped', () => {
    const copy = path.join(distDir, 'static', 'chunks', 'app.js.br');
    writeFileSync(copy, Buffer.alloc(700));
    try {
      // app.js has a copy (700 bytes); home.js has none and counts gzipped.
      expect(firstLoadServedKb(distDir, '/')).toBe(
        Math.ceil((700 + gzipSync(HOME).length) / 102.4) / 10,
      );
    } finally {
      rmSync(copy);
    }
    expect(firstLoadServedKb(distDir, '/')).toBe(firstLoadKb(distDir, '/'));
  });

  it('breaks each page down by package and folder, and tells where the map library loads', () => {
    const { pages: rows, files } = analyzeFirstLoad(distDir, pages);
    const [home, maps] = rows;
    expect(home.groups.map((g) => [g.name, g.bytes])).toEqual([
      [UNMAPPED, 29 + Buffer.byteLength(HOME)],
      ['react-dom', 5],
      ['src/features/ads', 2],
    ]);
    expect(home.maplibreKb).toBe(0);
    expect(maps.maplibreKb).toBeGreaterThan(0);
    const app = files.find((f) => f.file === 'static/chunks/app.js');
    expect(app.mapped).toBe(true);
    const shares = app.groups.reduce((sum, g) => sum + g.gzBytes, 0);
    expect(shares).toBeCloseTo(app.gzBytes);
    expect(files.find((f) => f.file === 'static/chunks/home.js').mapped).toBe(false);
  });

  it('writes a report that names each page, its size as served and its packages', () => {
    const analysis = analyzeFirstLoad(distDir, pages);
    analysis.pages[0].servedKb = 0.2;
    const html = bundleReportHtml(analysis, { date: new Date('2026-11-27T00:00:00Z') });
    expect(html).toContain('<a href="#page-home">home</a>');
    expect(html).toContain('<th>kB gzip as served</th>');
    expect(html).toContain('<td class="n">0.2</td>');
    expect(html).toContain(
      '<code>node_modules/react-dom/cjs/react-dom-client.production.js</code>',
    );
    expect(html).toContain('map page (no budget)');
    expect(html).toContain('No source map for this file');
  });
});

describe('budgetStatus', () => {
  it('holds every page but the map pages to 170 kB gzipped, on the size as served when known', () => {
    expect(budgetStatus({ firstLoadJsKb: 170 })).toBe('ok');
    // Sizes round up: 29 bytes over 170 kB is over, not "170.0".
    expect(budgetStatus({ firstLoadJsKb: kb(170 * 1024 + 29) })).toBe('over');
    expect(budgetStatus({ firstLoadJsKb: kb(170 * 1024) })).toBe('ok');
    expect(budgetStatus({ firstLoadJsKb: 170.1 })).toBe('over');
    expect(budgetStatus({ firstLoadJsKb: 170.1, servedKb: 169.9 })).toBe('ok');
    expect(budgetStatus({ firstLoadJsKb: 205, mapPage: true })).toBe('map page');
  });
});

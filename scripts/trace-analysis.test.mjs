import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import {
  analyseTrace,
  frameSources,
  kindOf,
  mainThread,
  sourceGroup,
  visitMarks,
} from './trace-analysis.mjs';

const PID = 7;
const MAIN = 70;

/** A span on the page's main thread (times in µs, as traces give them). */
const span = (name, ts, dur, extra = {}) => ({
  name,
  ph: 'X',
  pid: PID,
  tid: MAIN,
  ts,
  dur,
  ...extra,
});

/** A small visit: navigation at 1 ms, first paint at 5 ms, input-ready at 9 ms. */
function visitEvents() {
  return [
    { ph: 'M', name: 'thread_name', pid: PID, tid: MAIN, args: { name: 'CrRendererMain' } },
    // Another renderer (an iframe's) with fewer events.
    { ph: 'M', name: 'thread_name', pid: 8, tid: 80, args: { name: 'CrRendererMain' } },
    span('RunTask', 500, 100, { pid: 8, tid: 80 }),
    { ph: 'R', name: 'navigationStart', pid: PID, tid: MAIN, ts: 1000 },
    // Before the first paint: parsing, a layout with text shaping inside, and unnamed task time.
    span('RunTask', 2000, 2000),
    span('ParseHTML', 2100, 500),
    span('Layout', 3000, 800),
    span('InlineNode::ShapeTextIncludingFirstLine', 3100, 200),
    { ph: 'I', name: 'firstContentfulPaint', pid: PID, tid: MAIN, ts: 5000 },
    // Between the first paint and input-ready: script, with a garbage collection inside.
    span('RunTask', 6000, 1000),
    span('FunctionCall', 6000, 900),
    span('MinorGC', 6100, 100),
    { ph: 'R', name: 'app-interactive', pid: PID, tid: MAIN, ts: 9000 },
    // After input-ready: a style recalculation.
    span('RunTask', 9500, 300),
    span('UpdateLayoutTree', 9500, 300),
    // The CPU profile: two samples of the page's code before input-ready, one after, and the
    // profiler's own buckets (never counted as code).
    {
      name: 'Profile',
      ph: 'P',
      id: '0x1',
      pid: PID,
      tid: MAIN,
      ts: 900,
      args: { data: { startTime: 1000 } },
    },
    {
      name: 'ProfileChunk',
      ph: 'P',
      id: '0x1',
      pid: PID,
      tid: 71,
      ts: 9900,
      args: {
        data: {
          cpuProfile: {
            nodes: [
              { id: 1, callFrame: { functionName: '(root)', url: '' } },
              { id: 2, parent: 1, callFrame: { functionName: '(program)', url: '' } },
              { id: 3, parent: 1, callFrame: { functionName: 'render', url: 'react' } },
              { id: 4, parent: 3, callFrame: { functionName: 'AdSlot', url: 'ads' } },
            ],
            samples: [3, 4, 2, 4, 4],
          },
          // Sample times 6000, 6400, 7000, 9600, 9700; each lasts until the next (the last: 0).
          timeDeltas: [5000, 400, 600, 2600, 100],
        },
      },
    },
  ];
}

const SOURCES = {
  react: 'turbopack:///[project]/node_modules/react-dom/cjs/react-dom-client.production.js',
  ads: 'turbopack:///[project]/src/features/ads/components/AdSlot.tsx',
};
const fakeSources = (callFrame) => SOURCES[callFrame.url] ?? callFrame.url;

describe('kindOf', () => {
  it('names the kind of the events that do the work, and none for the wrappers', () => {
    expect(kindOf('ParseHTML')).toBe('parse');
    expect(kindOf('UpdateLayoutTree')).toBe('style');
    expect(kindOf('Layout')).toBe('layout');
    expect(kindOf('Paint')).toBe('paint');
    expect(kindOf('EvaluateScript')).toBe('script');
    expect(kindOf('MinorGC')).toBe('gc');
    expect(kindOf('V8.GC_SCAVENGER')).toBe('gc');
    expect(kindOf('RunTask')).toBeNull();
    expect(kindOf('WebFrameWidgetImpl::UpdateLifecycle')).toBeNull();
  });
});

describe('mainThread and visitMarks', () => {
  it('finds the page main thread and the visit moments', () => {
    const events = visitEvents();
    const thread = mainThread(events);
    expect(thread).toEqual({ pid: PID, tid: MAIN });
    expect(visitMarks(events, thread)).toEqual({ start: 1000, fcp: 5000, ready: 9000, end: 9800 });
  });

  it('refuses a trace without the app mark', () => {
    const events = visitEvents().filter((e) => e.name !== 'app-interactive');
    expect(() => visitMarks(events, mainThread(events))).toThrow(/app-interactive/);
  });
});

describe('analyseTrace', () => {
  const reading = analyseTrace(visitEvents(), fakeSources);

  it('gives the visit moments in ms from the navigation', () => {
    expect(reading.marks).toEqual({ fcpMs: 4, readyMs: 8, endMs: 8.8 });
  });

  it('splits each phase by kind, each event counted for its own time only', () => {
    expect(reading.byKind.beforePaint).toEqual({
      script: 0,
      style: 0,
      layout: 0.8, // the layout's own 0.6 and the text shaping's 0.2
      paint: 0,
      parse: 0.5,
      gc: 0,
      other: 0.7, // the task's time outside them
    });
    expect(reading.byKind.paintToReady).toMatchObject({ script: 0.8, gc: 0.1, other: 0.1 });
    expect(reading.byKind.afterReady).toMatchObject({ style: 0.3, script: 0, other: 0 });
  });

  it('groups script samples by package or site folder, leaving out the profiler buckets', () => {
    expect(reading.bySource.paintToReady).toEqual({ 'react-dom': 0.4, 'src/features/ads': 0.6 });
    expect(reading.bySource.afterReady).toEqual({ 'src/features/ads': 0.1 });
    expect(reading.bySource.beforePaint).toEqual({});
  });
});

describe('sourceGroup', () => {
  it.each([
    ['/work/main/node_modules/react-dom/cjs/react-dom-client.production.js', 'react-dom'],
    ['turbopack:///[project]/node_modules/@reduxjs/toolkit/dist/index.mjs', '@reduxjs/toolkit'],
    ['turbopack:///[project]/src/features/ads/components/AdSlot.tsx', 'src/features/ads'],
    ['turbopack:///[project]/src/application/AppProviders.tsx', 'src/application'],
    ['turbopack:///[project]/pages/_app.tsx', 'pages'],
    ['turbopack:///[turbopack]/browser/runtime/base/build-base.ts', 'turbopack runtime'],
    ['1xtmahi0gh99e.js', '1xtmahi0gh99e.js'],
  ])('%s is %s', (source, group) => {
    expect(sourceGroup(source)).toBe(group);
  });
});

describe('frameSources', () => {
  let dir;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'trace-analysis-'));
    mkdirSync(path.join(dir, 'chunks'));
    writeFileSync(path.join(dir, 'chunks', 'a.js'), 'run();\n//# sourceMappingURL=a.js.map\n');
    writeFileSync(
      path.join(dir, 'chunks', 'a.js.map'),
      JSON.stringify({
        version: 3,
        sources: ['turbopack:///[project]/src/lib/time/clock.ts'],
        names: [],
        mappings: 'AAAA',
      }),
    );
    writeFileSync(path.join(dir, 'chunks', 'b.js'), 'run();\n');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const frame = (file) => ({
    url: `http://127.0.0.1:3000/_next/static/chunks/${file}`,
    lineNumber: 0,
    columnNumber: 0,
  });

  it('names a frame by its original source through the script source map', () => {
    expect(frameSources(dir)(frame('a.js'))).toBe('turbopack:///[project]/src/lib/time/clock.ts');
  });

  it('names a script without a map, or without a build folder, by its file', () => {
    expect(frameSources(dir)(frame('b.js'))).toBe('b.js');
    expect(frameSources(null)(frame('a.js'))).toBe('a.js');
  });

  it('names what is not one of the build scripts by its URL last part, or as the browser', () => {
    const sourceOf = frameSources(dir);
    expect(sourceOf({ url: 'http://127.0.0.1:3000/sw.js', lineNumber: 0, columnNumber: 0 })).toBe(
      'sw.js',
    );
    expect(sourceOf({ url: '', lineNumber: -1, columnNumber: -1 })).toBe('(browser)');
  });
});

// Reads a Chromium performance trace of one page visit (the JSON DevTools' Performance panel saves
// and `npm run bench:trace` writes): where the page's main thread went, in three phases of the
// visit (before the first contentful paint, from it to input-ready, after input-ready until the
// trace ends), by kind of work, and which code the script time ran, from the trace's CPU profile.
// Used by scripts/bench-trace.mjs; pure functions over the trace's events, tested beside.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { AnyMap, originalPositionFor } from '@jridgewell/trace-mapping';

/** The mark the app sets when every click runs at once (src/application/startup/earlyClicks.ts). */
export const READY_MARK = 'app-interactive';

export const PHASES = ['beforePaint', 'paintToReady', 'afterReady'];

export const KINDS = ['script', 'style', 'layout', 'paint', 'parse', 'gc', 'other'];

/**
 * The kind of work a trace event is, by its name; null for a wrapper (a task, a lifecycle update)
 * whose own time is not of one kind. Time in an event of no kind counts as its nearest ancestor's
 * kind, and as `other` at the top.
 */
export function kindOf(name) {
  if (/GC|Scavenge|Sweep|Mark(ing|Compact)|BlinkGC/.test(name)) return 'gc';
  if (
    /^(ParseHTML|ParseAuthorStyleSheet|HTMLDocumentParser|CSSParserImpl|RuleSet::addRulesFromSheet)/.test(
      name,
    )
  )
    return 'parse';
  if (
    /^(UpdateLayoutTree|Document::(recalcStyle|updateStyle|updateActiveStyle)|RecalcStyle)/.test(
      name,
    )
  )
    return 'style';
  if (/^(Layout|LocalFrameView::performLayout|InlineNode::|LayoutBlock)/.test(name))
    return 'layout';
  if (
    /^(Paint|PrePaint|Commit|Layerize|UpdateLayer|Decode|ImageDecode|Blink\.Paint|IsolatedSVG)/.test(
      name,
    )
  )
    return 'paint';
  if (
    /^(FunctionCall|EvaluateScript|RunMicrotasks|TimerFire|EventDispatch|FireAnimationFrame|FireIdleCallback|v8\.|V8\.|MessagePort::Accept)/.test(
      name,
    )
  )
    return 'script';
  return null;
}

/** The page's renderer main thread: the `CrRendererMain` thread with the most events. */
export function mainThread(events) {
  const counts = new Map();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let best = null;
  for (const e of events) {
    if (e.ph !== 'M' || e.name !== 'thread_name' || e.args?.name !== 'CrRendererMain') continue;
    const n = counts.get(`${e.pid}:${e.tid}`) ?? 0;
    if (!best || n > best.events) best = { pid: e.pid, tid: e.tid, events: n };
  }
  if (!best) throw new Error('the trace has no renderer main thread');
  return { pid: best.pid, tid: best.tid };
}

/**
 * The visit's moments on the trace's clock (µs): its navigation's start, the first contentful
 * paint, input-ready (the app's mark) and the trace's last event on the main thread.
 */
export function visitMarks(events, thread) {
  const inPage = events.filter((e) => e.pid === thread.pid);
  const first = (name) => inPage.find((e) => e.name === name)?.ts ?? null;
  const start = first('navigationStart');
  const fcp = first('firstContentfulPaint');
  const ready = first(READY_MARK);
  if (start === null || fcp === null || ready === null) {
    throw new Error(
      'the trace lacks navigationStart, firstContentfulPaint or the app-interactive mark',
    );
  }
  const end = Math.max(
    ...inPage.filter((e) => e.tid === thread.tid && e.ph === 'X').map((e) => e.ts + e.dur),
  );
  return { start, fcp, ready: Math.max(fcp, ready), end };
}

/** The phase a moment belongs to. */
function phaseOf(ts, marks) {
  if (ts < marks.fcp) return 'beforePaint';
  return ts < marks.ready ? 'paintToReady' : 'afterReady';
}

const emptyKinds = () => Object.fromEntries(KINDS.map((k) => [k, 0]));

/** Per-phase sums in µs as ms. */
const toMs = (byPhase) =>
  Object.fromEntries(
    Object.entries(byPhase).map(([phase, sums]) => [
      phase,
      Object.fromEntries(Object.entries(sums).map(([k, us]) => [k, us / 1000])),
    ]),
  );

/**
 * Main-thread time (ms) per phase, split by kind: each event's own time (its duration less its
 * children's) counted as its kind, in the phase in which it starts.
 */
export function mainThreadByPhase(events, thread, marks) {
  const spans = events
    .filter(
      (e) =>
        e.pid === thread.pid &&
        e.tid === thread.tid &&
        e.ph === 'X' &&
        typeof e.dur === 'number' &&
        e.ts >= marks.start,
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const result = Object.fromEntries(PHASES.map((p) => [p, emptyKinds()]));
  const open = [];
  const own = new Map();
  const kinds = new Map();
  for (const e of spans) {
    while (open.length && open.at(-1).ts + open.at(-1).dur <= e.ts) open.pop();
    const parent = open.at(-1);
    own.set(e, e.dur);
    if (parent) own.set(parent, own.get(parent) - Math.min(e.dur, parent.ts + parent.dur - e.ts));
    kinds.set(e, kindOf(e.name) ?? (parent ? kinds.get(parent) : null));
    open.push(e);
  }
  // Summed in µs, then given in ms.
  for (const e of spans)
    result[phaseOf(e.ts, marks)][kinds.get(e) ?? 'other'] += Math.max(0, own.get(e));
  return toMs(result);
}

/** The trace's CPU profile of the main thread: its nodes by id, and its samples' times and lengths (µs). */
export function mainThreadProfile(events, thread) {
  const profiles = new Map();
  for (const e of events) {
    if (e.pid !== thread.pid || (e.name !== 'Profile' && e.name !== 'ProfileChunk')) continue;
    const p = profiles.get(e.id) ?? {
      tid: null,
      startTime: 0,
      nodes: new Map(),
      samples: [],
      deltas: [],
    };
    profiles.set(e.id, p);
    if (e.name === 'Profile') {
      p.tid = e.tid;
      p.startTime = e.args.data.startTime;
      continue;
    }
    const data = e.args.data;
    for (const node of data.cpuProfile?.nodes ?? []) p.nodes.set(node.id, node);
    p.samples.push(...(data.cpuProfile?.samples ?? []));
    p.deltas.push(...(data.timeDeltas ?? []));
  }
  const profile = [...profiles.values()].find((p) => p.tid === thread.tid);
  if (!profile) return null;
  let ts = profile.startTime;
  const samples = profile.samples.map((id, i) => {
    ts += profile.deltas[i] ?? 0;
    return { id, ts, us: profile.deltas[i + 1] ?? 0 };
  });
  return { nodes: profile.nodes, samples };
}

/**
 * Where a script's code comes from, as one line of the report: a package (`react-dom`,
 * `@reduxjs/toolkit`), a folder of the site (`src/features/ads`, `pages`), Turbopack's runtime, or
 * the script's own file name when it has no source map.
 */
export function sourceGroup(source) {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = source.slice(modules + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (source.includes('[turbopack]')) return 'turbopack runtime';
  const own = /(?:^|\/)((?:src|pages|styles)\/.*)$/.exec(
    source.replace(/^turbopack:\/\/\/\[project\]\//, ''),
  );
  if (own) {
    const parts = own[1].split('/');
    return parts[0] === 'src' ? parts.slice(0, Math.min(3, parts.length - 1)).join('/') : parts[0];
  }
  return source;
}

/**
 * A function that names the source of a CPU profile frame: through the script's source map when
 * `staticDir` (a build's `static` folder) is given and its scripts have maps (a build with browser
 * source maps), else the script's file name.
 */
export function frameSources(staticDir) {
  const maps = new Map();
  const mapOf = (file) => {
    if (maps.has(file)) return maps.get(file);
    let map = null;
    if (!staticDir) return map;
    try {
      const script = readFileSync(path.join(staticDir, file), 'utf8');
      const url = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(script)?.[1];
      if (url && !url.includes(':')) {
        map = new AnyMap(readFileSync(path.join(staticDir, path.dirname(file), url), 'utf8'));
      }
    } catch {
      map = null; // not one of the build's scripts
    }
    maps.set(file, map);
    return map;
  };
  return (callFrame) => {
    const url = callFrame.url ?? '';
    const file = /\/_next\/static\/(.+?)(?:\?.*)?$/.exec(url)?.[1];
    if (!file) return url ? url.split('/').pop() : '(browser)';
    const map = mapOf(file);
    if (!map) return path.basename(file);
    const position = originalPositionFor(map, {
      line: callFrame.lineNumber + 1,
      column: Math.max(0, callFrame.columnNumber),
    });
    return position.source ?? path.basename(file);
  };
}

/** Profile frames that are not the page's code: the profiler's own buckets. */
const NOT_CODE = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

/**
 * Script time (ms) per phase by where the running code comes from (`sourceGroup` of the sampled
 * frame's source), from the CPU profile's samples; the browser's own work outside scripts is not
 * in it (it is in `mainThreadByPhase`).
 */
export function scriptBySource(profile, marks, sourceOf) {
  const result = Object.fromEntries(PHASES.map((p) => [p, {}]));
  const groups = new Map();
  for (const sample of profile.samples) {
    if (sample.ts < marks.start || sample.ts > marks.end) continue;
    const node = profile.nodes.get(sample.id);
    if (!node || NOT_CODE.has(node.callFrame.functionName)) continue;
    if (!groups.has(node.id)) groups.set(node.id, sourceGroup(sourceOf(node.callFrame)));
    const phase = result[phaseOf(sample.ts, marks)];
    const group = groups.get(node.id);
    phase[group] = (phase[group] ?? 0) + sample.us;
  }
  return toMs(result);
}

/** The whole reading of one trace's events. */
export function analyseTrace(events, sourceOf) {
  const thread = mainThread(events);
  const marks = visitMarks(events, thread);
  const profile = mainThreadProfile(events, thread);
  return {
    marks: {
      fcpMs: (marks.fcp - marks.start) / 1000,
      readyMs: (marks.ready - marks.start) / 1000,
      endMs: (marks.end - marks.start) / 1000,
    },
    byKind: mainThreadByPhase(events, thread, marks),
    bySource: profile ? scriptBySource(profile, marks, sourceOf) : null,
  };
}

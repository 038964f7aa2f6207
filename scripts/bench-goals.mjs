// The figures the site is held to, checked against a run of `npm run bench` (its results.json
// shape): `npm run bench` prints each goal as met or missed under its table, with the rows that
// miss it, so a run says at once whether it meets them.
import { FIRST_LOAD_BUDGET_KB } from './bench-pages.mjs';

/** The pages whose server-rendering throughput is held to half a bare Next.js page's. */
export const SSR_GOAL_PAGES = ['home', 'forecast'];
export const SSR_RATIO_GOAL = 0.5;
export const LCP_GOAL_MS = 1800;
export const CLS_GOAL = 0.05;
/** Input-ready at most this long after the first contentful paint, per profile (bench-feel). */
export const READY_AFTER_FCP_GOAL_MS = { desktop: 300, phone: 1500 };
/** INP of each measured interaction on the throttled phone. */
export const INP_GOAL_MS = 200;
/** A page's main-thread start-up time, as a multiple of the bare page's in the same run. */
export const MAIN_THREAD_TO_BARE_GOAL = 2;

/** Lighthouse warns that its scores are unreliable below this measure of the host's CPU. */
export const LIGHTHOUSE_SLOW_HOST_INDEX = 1000;

const INP_KEYS = ['inpSearchMs', 'inpSettingsMs', 'inpFavouriteMs'];

/** Whether a measured figure is at most `limit`; a figure the run did not measure (null) is not. */
const within = (value, limit) => typeof value === 'number' && value <= limit;

function goal(name, rows, misses) {
  const missed = rows.filter(misses);
  return {
    goal: name,
    measured: rows.length > 0,
    met: rows.length > 0 && missed.length === 0,
    missedBy: missed.map((p) => p.name),
  };
}

/**
 * Each goal of the bench, met or not, with the names of the pages that miss it. A goal with no
 * row to check (a partial run without its pages) is not met: a run proves only what it measured.
 */
export function benchGoals(results) {
  const pages = results.pages ?? [];
  // Over the mixed workload (many places, returning visitors), every request rendered.
  const ssrRows = (results.mixed?.pages ?? []).filter((p) => SSR_GOAL_PAGES.includes(p.name));
  const nonMap = pages.filter((p) => !p.mapPage);
  // What visitors feel (scripts/bench-feel.mjs), per profile.
  const feel = {
    desktop: results.feel?.desktop?.pages,
    phone: results.feel?.phone?.pages,
  };
  return [
    goal(
      `SSR ≥ ${SSR_RATIO_GOAL} of a bare page (${SSR_GOAL_PAGES.join(', ')}, mixed workload)`,
      ssrRows,
      (p) => !(typeof p.ratioToBare === 'number' && p.ratioToBare >= SSR_RATIO_GOAL),
    ),
    ...Object.entries(READY_AFTER_FCP_GOAL_MS).map(([profile, limit]) =>
      goal(
        `input-ready ≤ FCP + ${limit} ms (${profile})`,
        feel[profile] ?? [],
        (p) => !within(p.readyAfterFcpMs, limit),
      ),
    ),
    goal(
      `INP ≤ ${INP_GOAL_MS} ms (phone: search, Settings, star)`,
      feel.phone ?? [],
      // A page without one of the controls (no star without a place) is held to the others.
      (p) => INP_KEYS.some((key) => p[key] !== null && !(p[key] <= INP_GOAL_MS)),
    ),
    // Held on both profiles, each page against the bare page of its own profile.
    ...Object.entries(feel).map(([profile, rows]) =>
      goal(
        `main-thread start-up ≤ ${MAIN_THREAD_TO_BARE_GOAL}× the bare page's (${profile})`,
        rows ?? [],
        (p) => !within(p.mainThreadToBare, MAIN_THREAD_TO_BARE_GOAL),
      ),
    ),
    // As visitors meet them (bench-feel's real visits), on both profiles; Lighthouse's simulated
    // LCP and CLS are reported beside its score, not held to these.
    ...Object.entries(feel).map(([profile, rows]) =>
      goal(
        `LCP ≤ ${LCP_GOAL_MS} ms (${profile})`,
        rows ?? [],
        (p) => !within(p.lcpMs, LCP_GOAL_MS),
      ),
    ),
    ...Object.entries(feel).map(([profile, rows]) =>
      goal(`CLS ≤ ${CLS_GOAL} (${profile})`, rows ?? [], (p) => !within(p.cls, CLS_GOAL)),
    ),
    goal(
      `first-load JS ≤ ${FIRST_LOAD_BUDGET_KB} kB gz (every non-map page)`,
      nonMap,
      (p) => !within(p.firstLoadJsKb, FIRST_LOAD_BUDGET_KB),
    ),
    goal('maplibre-gl in no non-map page', nonMap, (p) => p.maplibreKb !== 0),
    // The service worker's registration loads after start-up, in its own chunk.
    goal("the offline worker in no page's first load", pages, (p) => (p.offlineKb ?? 0) !== 0),
  ];
}

/**
 * The goals as lines to print, and a warning when Lighthouse found the host too slow (its figures,
 * simulated from the host's speed, are reported and are no goal: LCP and CLS are held on the real
 * visits of bench-feel).
 */
export function benchGoalsText(results) {
  const lines = benchGoals(results).map((g) => {
    if (!g.measured) return `n/a    ${g.goal}: not measured in this run`;
    const missed = g.missedBy.length ? `: ${g.missedBy.join(', ')}` : '';
    return `${g.met ? 'met   ' : 'MISSED'} ${g.goal}${missed}`;
  });
  const slow = (results.pages ?? []).filter((p) => p.hostCpuIndex < LIGHTHOUSE_SLOW_HOST_INDEX);
  if (slow.length > 0) {
    lines.push(
      `Lighthouse warned that this host's CPU is slower than it expects (host CPU index under ${LIGHTHOUSE_SLOW_HOST_INDEX}) on: ${slow.map((p) => p.name).join(', ')}; its performance figures for those rows are not representative.`,
    );
  }
  return lines;
}

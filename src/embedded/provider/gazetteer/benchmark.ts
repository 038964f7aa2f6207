import { warmGazetteer } from './lookup';
import { searchPlaces } from './search';

/** Latency percentiles of in-process searches, in milliseconds. */
export interface LatencyStats {
  p50: number;
  p95: number;
  max: number;
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

/** Place names typed as you go (every prefix of two letters or more) in the benchmark. */
const TYPED_NAMES = [
  'paris',
  'san francisco',
  'new york',
  'london',
  'tokyo',
  'zurich',
  'montreal',
  'springfield',
  'sao paulo',
  'mumbai',
  'austin tx',
  'berlin',
];

/** The search benchmark's queries: typed prefixes of some place names, ZIP codes, a qualifier. */
export const BENCH_SEARCH_QUERIES: readonly string[] = [
  ...TYPED_NAMES.flatMap((w) => Array.from({ length: w.length - 1 }, (_, i) => w.slice(0, i + 2))),
  '10001',
  '94103',
  'paris, tx',
];

/** Passes over the queries per benchmark run. */
export const BENCH_SEARCH_ROUNDS = 20;

/** Times `rounds` passes of `searchPlaces` over `queries` (after loading the gazetteer). */
export function measureSearchLatency(queries: readonly string[], rounds: number): LatencyStats {
  warmGazetteer();
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const query of queries) {
      const started = performance.now();
      searchPlaces(query);
      samples.push(performance.now() - started);
    }
  }
  samples.sort((a, b) => a - b);
  return {
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    max: samples[samples.length - 1] ?? 0,
  };
}

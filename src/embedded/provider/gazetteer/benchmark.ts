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

/** Times `rounds` passes of `searchPlaces` over `queries` (after loading the gazetteer). */
export function measureSearchLatency(queries: string[], rounds: number): LatencyStats {
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

/** HTTP statuses after which a fetch is retried with exponential backoff. */
export const RETRIABLE_STATUSES: ReadonlySet<number> = new Set([429, 500, 503, 504]);

/** Backoff base interval and growth (Firebase's: 1 s, doubling). */
export const BACKOFF_INTERVAL_MS = 1000;
const BACKOFF_FACTOR = 2;
/** The longest a backoff lasts: 4 hours. */
export const MAX_BACKOFF_MS = 4 * 60 * 60 * 1000;
/** Jitter: up to half the interval either way. */
const RANDOM_FACTOR = 0.5;

/**
 * The wait before retry number `backoffCount` (1 for the first retry): 1 s × 2^count, give or
 * take half of it at random, at most 4 hours. `random` is Math.random's range [0, 1).
 */
export function backoffMillis(backoffCount: number, random: () => number = Math.random): number {
  const base = BACKOFF_INTERVAL_MS * BACKOFF_FACTOR ** backoffCount;
  const jitter = Math.round(RANDOM_FACTOR * base * (random() - 0.5) * 2);
  return Math.min(MAX_BACKOFF_MS, base + jitter);
}

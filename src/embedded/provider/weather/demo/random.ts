/** Seeded randomness of the demo model: a 32-bit hash, mulberry32, and smooth value noise over time. */

/** A 32-bit hash (MurmurHash3-style mixing) of the given integers (each taken modulo 2^32). */
export function hashInts(...values: number[]): number {
  let h = 0x811c9dc5 | 0;
  for (const v of values) {
    let k = Math.trunc(v) | 0;
    k = Math.imul(k, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    h ^= Math.imul(k, 0x1b873593);
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  h ^= values.length;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** mulberry32: a small seeded PRNG answering floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One deterministic uniform value in [0, 1) for a seed and integer coordinates. */
export function uniform(seed: number, ...coords: number[]): number {
  return mulberry32(hashInts(seed, ...coords))();
}

/**
 * Smooth value noise in [-1, 1] over time: random values at knots every `periodHours`, joined by
 * cosine interpolation, so neighbouring hours differ little. `channel` separates variables.
 */
export function timeNoise(
  seed: number,
  channel: number,
  epochHour: number,
  periodHours: number,
): number {
  const x = epochHour / periodHours;
  const k = Math.floor(x);
  const f = x - k;
  const a = uniform(seed, channel, periodHours, k) * 2 - 1;
  const b = uniform(seed, channel, periodHours, k + 1) * 2 - 1;
  const w = (1 - Math.cos(Math.PI * f)) / 2;
  return a + (b - a) * w;
}

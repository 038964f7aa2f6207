/** Seeded randomness of the demo model: a 32-bit hash, mulberry32, and smooth value noise over time. */

// The model calls these a few thousand times per modelled hour. Read once here, they are plain
// bindings of this module: under jest, whose sandbox answers every global lookup (`Math`)
// through a proxy, each `imul` would otherwise cost a few hundred nanoseconds.
const { imul, trunc, floor, cos, round, sqrt, max, min, PI } = Math;

/** A 32-bit hash (MurmurHash3-style mixing) of the given integers (each taken modulo 2^32). */
export function hashInts(...values: number[]): number {
  let h = 0x811c9dc5 | 0;
  for (const v of values) {
    let k = trunc(v) | 0;
    k = imul(k, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    h ^= imul(k, 0x1b873593);
    h = (h << 13) | (h >>> 19);
    h = (imul(h, 5) + 0xe6546b64) | 0;
  }
  h ^= values.length;
  h = imul(h ^ (h >>> 16), 0x85ebca6b);
  h = imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** mulberry32: a small seeded PRNG answering floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
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
  const k = floor(x);
  const f = x - k;
  const a = uniform(seed, channel, periodHours, k) * 2 - 1;
  const b = uniform(seed, channel, periodHours, k + 1) * 2 - 1;
  const w = (1 - cos(PI * f)) / 2;
  return a + (b - a) * w;
}

const smoothstep = (t: number) => t * t * (3 - 2 * t);

/**
 * Smooth value noise in [-1, 1] over space and time: `timeNoise` at the nodes of a lattice every
 * `spacingDegrees` (each node its own seed), blended between the four nodes around a point, so
 * places near each other get nearly the same weather and places a few lattice cells apart get
 * their own. The blend is divided by the root of its weights' squares, so a point between nodes
 * varies as much as a node does (without it, cell centres would be calmer than nodes and a map
 * would show the lattice); the few blends beyond ±1 that this makes, near cell centres, are
 * clipped. Near the poles the lattice's columns converge without joining: places within a few
 * kilometres of a pole may differ. Each channel's lattice is offset by a fraction of a cell, so channels
 * do not share node lines. `spacingDegrees` must divide 360 (the lattice wraps around the globe).
 */
export function fieldNoise(
  channel: number,
  latitude: number,
  longitude: number,
  spacingDegrees: number,
  epochHour: number,
  periodHours: number,
): number {
  const offset = ((channel * 0.618_034) % 1) * spacingDegrees;
  const y = (latitude + 90 + offset) / spacingDegrees;
  const x = (longitude + 180 + offset) / spacingDegrees;
  const row = floor(y);
  const column = floor(x);
  const fy = smoothstep(y - row);
  const fx = smoothstep(x - column);
  const columns = round(360 / spacingDegrees);
  const lattice = round(spacingDegrees * 100);
  const at = (r: number, c: number) =>
    timeNoise(
      hashInts(lattice, r, ((c % columns) + columns) % columns),
      channel,
      epochHour,
      periodHours,
    );
  const [w00, w01, w10, w11] = [(1 - fy) * (1 - fx), (1 - fy) * fx, fy * (1 - fx), fy * fx];
  const sum =
    w00 * at(row, column) +
    w01 * at(row, column + 1) +
    w10 * at(row + 1, column) +
    w11 * at(row + 1, column + 1);
  const norm = sqrt(w00 * w00 + w01 * w01 + w10 * w10 + w11 * w11);
  return max(-1, min(1, sum / norm));
}

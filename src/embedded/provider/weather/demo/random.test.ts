import { fieldNoise, hashInts, timeNoise } from './random';

describe('fieldNoise', () => {
  const hour = 493_000;

  it('stays in [-1, 1] and changes little over a few kilometres', () => {
    for (let i = 0; i < 2000; i++) {
      const lat = -80 + (i % 160);
      const lon = -180 + ((i * 7.3) % 360);
      const here = fieldNoise(8, lat, lon, 1, hour, 7);
      const near = fieldNoise(8, lat + 0.01, lon + 0.01, 1, hour, 7);
      expect(Math.abs(here)).toBeLessThanOrEqual(1);
      expect(Math.abs(here - near)).toBeLessThan(0.1);
    }
  });

  it('varies across the lattice: places several cells apart are unrelated', () => {
    const pairs = Array.from({ length: 400 }, (_, i) => {
      const lat = -60 + (i % 120);
      const lon = -170 + ((i * 13) % 340);
      return [fieldNoise(8, lat, lon, 1, hour, 7), fieldNoise(8, lat + 5, lon + 5, 1, hour, 7)];
    });
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
    const [a, b] = [pairs.map((p) => p[0]!), pairs.map((p) => p[1]!)];
    const [ma, mb] = [mean(a), mean(b)];
    const cov = mean(pairs.map(([x, y]) => (x! - ma) * (y! - mb)));
    const sd = (xs: number[], m: number) => Math.sqrt(mean(xs.map((x) => (x - m) ** 2)));
    expect(Math.abs(cov / (sd(a, ma) * sd(b, mb)))).toBeLessThan(0.2);
    expect(sd(a, ma)).toBeGreaterThan(0.3);
  });

  it("is a node's own time noise on the node, and joins across the antimeridian", () => {
    // Channel 0 has no offset: the 1° lattice's nodes sit on whole degrees.
    const onNode = fieldNoise(0, 10, 20, 1, hour, 7);
    expect(onNode).toBeCloseTo(timeNoise(hashInts(100, 100, 200), 0, hour, 7), 12);
    const east = fieldNoise(3, 12.3, 179.9999, 1, hour, 7);
    const west = fieldNoise(3, 12.3, -180, 1, hour, 7);
    expect(Math.abs(east - west)).toBeLessThan(0.001);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Feature, FeatureCollection, MultiLineString, MultiPolygon, Point } from 'geojson';

import { LABEL_FONT, LABEL_RANGES, PLACE_COUNT, placeMinZoom } from './basemapLabels';

// The assets build-basemap.mjs writes under public/maps/: they must exist and be current.
const root = join(__dirname, '../../..');
const readJson = <T>(path: string): T =>
  JSON.parse(readFileSync(join(root, 'public/maps', path), 'utf8')) as T;

interface PlaceProperties {
  name: string;
  population: number;
  rank: number;
  minzoom: number;
}

/** Whether [lon, lat] is inside the polygon (even-odd rule over its rings). */
function inPolygon([x, y]: [number, number], geometry: MultiPolygon): boolean {
  let inside = false;
  for (const rings of geometry.coordinates)
    for (const ring of rings)
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [xi, yi] = ring[i] as [number, number];
        const [xj, yj] = ring[j] as [number, number];
        if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
      }
  return inside;
}

/** Reads a protobuf message into its fields (varints as numbers, length-delimited as bytes). */
function readMessage(bytes: Uint8Array): Array<[field: number, value: number | Uint8Array]> {
  const fields: Array<[number, number | Uint8Array]> = [];
  let at = 0;
  const varint = (): number => {
    let value = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = bytes[at++] ?? 0;
      value += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80);
    return value;
  };
  while (at < bytes.length) {
    const key = varint();
    if ((key & 7) === 2) {
      const length = varint();
      fields.push([key >> 3, bytes.subarray(at, at + length)]);
      at += length;
    } else fields.push([key >> 3, varint()]);
  }
  return fields;
}

const field = (fields: ReturnType<typeof readMessage>, n: number) =>
  fields.filter(([f]) => f === n).map(([, v]) => v);
const text = (value: unknown) => new TextDecoder().decode(value as Uint8Array);
const unzigzag = (n: number) => (n % 2 ? -(n + 1) / 2 : n / 2);

describe('map assets', () => {
  const basemap = readJson<FeatureCollection>('countries-50m.geojson');
  const byKind = (kind: string) => basemap.features.find((f) => f.properties?.kind === kind);

  it('ship the basemap as GeoJSON land, lakes, country and state borders', () => {
    expect(basemap.type).toBe('FeatureCollection');
    expect(basemap.features.map((f) => [f.properties?.kind, f.geometry.type])).toEqual([
      ['land', 'MultiPolygon'],
      ['border', 'MultiLineString'],
      ['lake', 'MultiPolygon'],
      ['state-border', 'MultiLineString'],
    ]);
  });

  it('draw the lakes where they are, and not over the land around them', () => {
    const lakes = byKind('lake')?.geometry as MultiPolygon;
    const land = byKind('land')?.geometry as MultiPolygon;
    const lakeMichigan: [number, number] = [-87, 44];
    const greatSlaveLake: [number, number] = [-114, 61.6];
    const denver: [number, number] = [-104.98, 39.74];
    expect(inPolygon(lakeMichigan, lakes)).toBe(true);
    expect(inPolygon(greatSlaveLake, lakes)).toBe(true);
    expect(inPolygon(denver, lakes)).toBe(false);
    expect(inPolygon(denver, land)).toBe(true);
  });

  it('draw the borders of every US state and of the Canadian provinces', () => {
    const lines = (byKind('state-border')?.geometry as MultiLineString).coordinates;
    /** Whether a border passes within 0.05° of [lon, lat]. */
    const near = (lon: number, lat: number) =>
      lines.some((line) =>
        line.slice(1).some((end, i) => {
          const [x1, y1] = line[i] as [number, number];
          const [x2, y2] = end as [number, number];
          const length2 = (x2 - x1) ** 2 + (y2 - y1) ** 2;
          const t = length2
            ? Math.max(0, Math.min(1, ((lon - x1) * (x2 - x1) + (lat - y1) * (y2 - y1)) / length2))
            : 0;
          return Math.hypot(x1 + t * (x2 - x1) - lon, y1 + t * (y2 - y1) - lat) < 0.05;
        }),
      );
    // Colorado–Kansas (102.05° W), Colorado–Wyoming (41° N), Alberta–Saskatchewan (110° W).
    expect(near(-102.05, 39)).toBe(true);
    expect(near(-106, 41)).toBe(true);
    expect(near(-110, 55)).toBe(true);
    // No province border out in Hudson Bay.
    expect(near(-85, 60)).toBe(false);
  });

  describe('places', () => {
    const places = readJson<FeatureCollection<Point, PlaceProperties>>('places.geojson');
    const named = (name: string) => places.features.find((f) => f.properties.name === name);

    it(`ship the ${PLACE_COUNT} most populous places, ranked, with the zoom they show from`, () => {
      expect(places.features).toHaveLength(PLACE_COUNT);
      places.features.forEach((f: Feature<Point, PlaceProperties>, i) => {
        expect(f.properties.rank).toBe(i);
        expect(f.properties.minzoom).toBe(placeMinZoom(i));
        expect(f.properties.name.trim()).not.toBe('');
        expect(f.properties.population).toBeLessThanOrEqual(
          places.features[i - 1]?.properties.population ?? Infinity,
        );
      });
      expect(named('Shanghai')?.properties.rank).toBe(0);
    });

    it('show the cities around Denver by the default zoom, the largest from afar', () => {
      expect(named('Denver')?.properties.minzoom).toBeLessThanOrEqual(5);
      for (const name of ['Aurora', 'Colorado Springs', 'Fort Collins'])
        expect(named(name)?.properties.minzoom).toBeLessThanOrEqual(7);
      expect(named('Denver')?.geometry.coordinates).toEqual([-104.98, 39.74]);
    });

    it('drop the parts of a city (boroughs) in favour of the city', () => {
      expect(named('New York City')).toBeDefined();
      expect(named('Brooklyn')).toBeUndefined();
    });

    it('name places only with characters the shipped glyphs have', () => {
      const last = Number(LABEL_RANGES[LABEL_RANGES.length - 1]?.split('-')[1]);
      for (const f of places.features)
        for (const c of f.properties.name) expect(c.codePointAt(0)).toBeLessThanOrEqual(last);
      expect(named('São Paulo')).toBeDefined();
    });
  });

  describe('label glyphs', () => {
    const glyphsOf = (range: string) => {
      const bytes = readFileSync(join(root, 'public/maps/fonts', LABEL_FONT, `${range}.pbf`));
      const [stack] = field(readMessage(new Uint8Array(bytes)), 1);
      const fields = readMessage(stack as Uint8Array);
      return {
        name: text(field(fields, 1)[0]),
        range: text(field(fields, 2)[0]),
        glyphs: field(fields, 3).map((g) => {
          const f = readMessage(g as Uint8Array);
          const n = (i: number) => field(f, i)[0] as number;
          const bitmap = field(f, 2)[0] as Uint8Array | undefined;
          return {
            id: n(1),
            bitmap,
            width: n(3),
            height: n(4),
            left: unzigzag(n(5)),
            top: unzigzag(n(6)),
            advance: n(7),
          };
        }),
      };
    };

    it.each(LABEL_RANGES)(
      'ship range %s of the font as SDF bitmaps with their metrics',
      (range) => {
        const { name, range: shipped, glyphs } = glyphsOf(range);
        expect(name).toBe(LABEL_FONT);
        expect(shipped).toBe(range);
        for (const g of glyphs) {
          // Each bitmap has the 3 px buffer round the glyph.
          if (g.bitmap) expect(g.bitmap.length).toBe((g.width + 6) * (g.height + 6));
          else expect(g.width * g.height).toBe(0);
        }
        expect(glyphs.length).toBeGreaterThan(150);
      },
    );

    it('draw letters as distance fields: inside above the edge value, outside below it', () => {
      const glyphs = glyphsOf('0-255').glyphs;
      // A lower-case L: one upright stroke.
      const stroke = glyphs.find((g) => g.id === 'l'.codePointAt(0))!;
      const width = stroke.width + 6;
      const at = (x: number, y: number) => stroke.bitmap![y * width + x]!;
      const middleRow = Math.floor((stroke.height + 6) / 2);
      expect(at(Math.floor(width / 2), middleRow)).toBeGreaterThan(192);
      expect(at(0, middleRow)).toBeLessThan(150);
      expect(stroke.height).toBeGreaterThan(15);
      expect(stroke.advance).toBeGreaterThan(stroke.width);
      const space = glyphs.find((g) => g.id === 32)!;
      expect(space).toMatchObject({ width: 0, height: 0 });
      expect(space.advance).toBeGreaterThan(0);
    });

    it('cover every character of the place names', () => {
      const ids = new Set(LABEL_RANGES.flatMap((r) => glyphsOf(r).glyphs.map((g) => g.id)));
      const places = readJson<FeatureCollection<Point, PlaceProperties>>('places.geojson');
      const missing = new Set(
        places.features.flatMap((f) =>
          [...f.properties.name].filter((c) => !ids.has(c.codePointAt(0)!)),
        ),
      );
      expect([...missing]).toEqual([]);
    });
  });

  it("ship maplibre's worker of the installed version (rerun build-basemap.mjs after an upgrade)", () => {
    const shipped = readFileSync(join(root, 'public/maps/maplibre-gl-worker.mjs'));
    const installed = readFileSync(
      join(root, 'node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs'),
    );
    expect(shipped.equals(installed)).toBe(true);
  });
});

import type { Position } from 'geojson';

import { buildGis } from '../fixtures';
import { buildHurricaneMapData } from './hurricaneMapData';
import {
  clipRing,
  describeMapExtras,
  geometryPath,
  simplify,
  SVG_MAP_HEIGHT,
  SVG_MAP_WIDTH,
  svgBasemap,
  svgMapBox,
  svgProjection,
  type LonLatBox,
} from './svgMap';

const square = (w: number, s: number, size: number): Position[] => [
  [w, s],
  [w + size, s],
  [w + size, s + size],
  [w, s + size],
  [w, s],
];

describe('svgProjection', () => {
  const box: LonLatBox = [-90, 20, -70, 30];

  it('puts the centre of the box at the centre of the map', () => {
    const [x, y] = svgProjection(box).project(-80, 25);
    expect(x).toBeCloseTo(SVG_MAP_WIDTH / 2);
    expect(y).toBeCloseTo(SVG_MAP_HEIGHT / 2);
  });

  it('draws north up and east right, shrinking longitude by cos(latitude)', () => {
    const { project } = svgProjection(box);
    const [x0, y0] = project(-80, 25);
    const [xEast] = project(-79, 25);
    const [, yNorth] = project(-80, 26);
    expect(xEast).toBeGreaterThan(x0);
    expect(yNorth).toBeLessThan(y0);
    expect((xEast - x0) / (y0 - yNorth)).toBeCloseTo(Math.cos((25 * Math.PI) / 180), 5);
  });

  it('widens the box to the map aspect ratio, keeping all of it in view', () => {
    const { box: shown, project } = svgProjection(box);
    expect(shown[0]).toBeLessThanOrEqual(box[0]);
    expect(shown[2]).toBeGreaterThanOrEqual(box[2]);
    for (const [lon, lat] of [
      [box[0], box[1]],
      [box[2], box[3]],
    ] as const) {
      const [x, y] = project(lon, lat);
      expect(x).toBeGreaterThanOrEqual(-0.01);
      expect(x).toBeLessThanOrEqual(SVG_MAP_WIDTH + 0.01);
      expect(y).toBeGreaterThanOrEqual(-0.01);
      expect(y).toBeLessThanOrEqual(SVG_MAP_HEIGHT + 0.01);
    }
  });
});

describe('path building', () => {
  it('writes closed polygons with one-decimal coordinates and no repeated points', () => {
    const projection = svgProjection([-90, 20, -70, 30]);
    const d = geometryPath(
      {
        type: 'Polygon',
        coordinates: [
          [
            [-81, 24],
            [-79, 24],
            [-79, 24.0000001],
            [-79, 26],
            [-81, 24],
          ],
        ],
      },
      projection,
    );
    expect(d).toMatch(/^M[\d.]+ [\d.]+l[-\d. ]+z$/);
    expect(d).not.toMatch(/\.\d\d/);
    // Back to absolute points: the corners, each once (the near-duplicate is dropped).
    const values = (d.match(/-?\d+(\.\d)?/g) ?? []).map(Number);
    const points: [number, number][] = [];
    for (let i = 0; i < values.length; i += 2) {
      const [px, py] = points[points.length - 1] ?? [0, 0];
      points.push([
        Math.round((px + (values[i] ?? 0)) * 10) / 10,
        Math.round((py + (values[i + 1] ?? 0)) * 10) / 10,
      ]);
    }
    const expected = (
      [
        [-81, 24],
        [-79, 24],
        [-79, 26],
        [-81, 24],
      ] as const
    ).map(([lon, lat]) => projection.project(lon, lat).map((v) => Math.round(v * 10) / 10));
    expect(points).toEqual(expected);
  });

  it('rounds positions to 0.05° and drops duplicates', () => {
    expect(
      simplify([
        [-80.012, 25.031],
        [-80.004, 25.04],
        [-79.97, 25.06],
      ]),
    ).toEqual([
      [-80, 25.05],
      [-79.95, 25.05],
    ]);
  });

  it('clips a ring to the box', () => {
    const clipped = clipRing(square(-5, -5, 10), [0, 0, 20, 20]);
    for (const [x = 0, y = 0] of clipped) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(y).toBeGreaterThanOrEqual(0);
    }
    expect(clipped).toContainEqual([5, 5]);
  });
});

describe('svgBasemap', () => {
  const box: LonLatBox = [-90, 20, -70, 30];

  it('drops land outside the map and keeps what is inside, by kind', () => {
    const basemap = svgBasemap(
      [
        {
          kind: 'land',
          geometry: {
            type: 'MultiPolygon',
            coordinates: [[square(-82, 24, 2)], [square(10, 40, 5)]],
          },
        },
        {
          kind: 'border',
          geometry: {
            type: 'MultiLineString',
            coordinates: [
              [
                [100, 10],
                [101, 11],
              ],
            ],
          },
        },
        { kind: 'lake', geometry: { type: 'Polygon', coordinates: [square(-81, 25, 0.5)] } },
      ],
      box,
    );
    expect(basemap.box).toEqual(box);
    expect(basemap.land.match(/M/g)).toHaveLength(1);
    expect(basemap.lakes).toMatch(/^M.*z$/);
    expect(basemap.borders).toBe('');
    expect(basemap.states).toBe('');
  });
});

describe('svgMapBox and the map summary', () => {
  it('pads the box around what is drawn and names the warnings in effect', () => {
    const data = buildHurricaneMapData(
      [{ name: 'Milton', latitude: 22.6, longitude: -86.6, windKt: 140 }],
      [buildGis([140, 60])],
    );
    const [w, s, e, n] = svgMapBox(data);
    expect(w).toBeLessThan(-87);
    expect(s).toBeLessThan(22);
    expect(e).toBeGreaterThan(-78);
    expect(n).toBeGreaterThan(30);
    expect(describeMapExtras(data)).toBe(', with hurricane warning in effect');
  });
});

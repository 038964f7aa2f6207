import type { Geometry, Position } from 'geojson';

import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/hurricanes';

import { joinWords } from '../stormFormat';
import { mapDataBounds, type HurricaneMapData } from './hurricaneMapData';
import { SVG_MAP_HEIGHT, SVG_MAP_WIDTH, type LonLatBox } from './mapStyle';

export { SVG_MAP_HEIGHT, SVG_MAP_WIDTH };
export type { LonLatBox };

const t = translator('hurricanes', messages);

/** A projection of a box onto the SVG map: equirectangular, the x axis scaled by cos(mid-latitude). */
export interface SvgProjection {
  /** The box the map shows (the asked box widened to the map's aspect ratio). */
  box: LonLatBox;
  project(lon: number, lat: number): [number, number];
}

/** The basemap drawn under the storms, as SVG path data projected within `box` (see `svgBasemap`). */
export interface SvgBasemap {
  box: LonLatBox;
  land: string;
  lakes: string;
  borders: string;
  states: string;
}

const DEG = Math.PI / 180;

/** A degree value to two decimals (`basemapHref` writes it as it reads back). */
const hundredth = (value: number) => Math.round(value * 100) / 100;

/**
 * The box a map shows: everything drawn and the `extent` (e.g. the outlook's basins), padded by
 * a sixth of its size (at least 3°), to 0.01°; the western Atlantic when nothing is drawn.
 */
export function svgMapBox(data: HurricaneMapData, extent: LonLatBox | null = null): LonLatBox {
  const drawn = mapDataBounds(data);
  const box = drawn && extent ? unionBox(drawn, extent) : (drawn ?? extent);
  if (!box) return [-100, 5, -40, 45];
  const [w, s, e, n] = box;
  const padLon = Math.max(3, (e - w) / 6);
  const padLat = Math.max(3, (n - s) / 6);
  return [
    hundredth(w - padLon),
    hundredth(Math.max(-80, s - padLat)),
    hundredth(e + padLon),
    hundredth(Math.min(80, n + padLat)),
  ];
}

function unionBox(a: LonLatBox, b: LonLatBox): LonLatBox {
  return [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])];
}

/** Projects `box` into the SVG map, centred and widened on one axis to fill its aspect ratio. */
export function svgProjection(
  box: LonLatBox,
  width = SVG_MAP_WIDTH,
  height = SVG_MAP_HEIGHT,
): SvgProjection {
  const [w, s, e, n] = box;
  const cx = (w + e) / 2;
  const cy = (s + n) / 2;
  const cos = Math.cos(cy * DEG);
  const scale = Math.min(width / (Math.max(e - w, 0.1) * cos), height / Math.max(n - s, 0.1));
  const halfLon = width / 2 / (scale * cos);
  const halfLat = height / 2 / scale;
  return {
    box: [cx - halfLon, cy - halfLat, cx + halfLon, cy + halfLat],
    project: (lon, lat) => [width / 2 + (lon - cx) * cos * scale, height / 2 - (lat - cy) * scale],
  };
}

/** A number with at most one decimal, as short as it can be written. */
const num = (value: number) => String(Math.round(value * 10) / 10);

/** Numbers as SVG path data: separated by a space, or by nothing before a minus sign. */
function numbers(values: readonly number[]): string {
  return values.reduce<string>((out, v, i) => {
    const text = num(v);
    return i === 0 || text.startsWith('-') ? out + text : `${out} ${text}`;
  }, '');
}

/**
 * Path data of a line (or a closed ring when `close`): the first point absolute, the others
 * relative (`l`, shorter), at a tenth of a unit, dropping points that round to the same.
 */
export function linePath(
  positions: readonly Position[],
  projection: SvgProjection,
  close = false,
): string {
  const start: number[] = [];
  const steps: number[] = [];
  let lastX = 0;
  let lastY = 0;
  for (const p of positions) {
    const [px, py] = projection.project(p[0] ?? 0, p[1] ?? 0);
    const x = Math.round(px * 10);
    const y = Math.round(py * 10);
    if (start.length === 0) {
      start.push(x / 10, y / 10);
    } else {
      if (x === lastX && y === lastY) continue;
      steps.push((x - lastX) / 10, (y - lastY) / 10);
    }
    lastX = x;
    lastY = y;
  }
  if (steps.length < (close ? 4 : 2)) return '';
  return `M${numbers(start)}l${numbers(steps)}${close ? 'z' : ''}`;
}

/** SVG path data of a line or polygon geometry (points and others give ''). */
export function geometryPath(geometry: Geometry | null, projection: SvgProjection): string {
  if (!geometry) return '';
  switch (geometry.type) {
    case 'LineString':
      return linePath(geometry.coordinates, projection);
    case 'MultiLineString':
      return geometry.coordinates.map((line) => linePath(line, projection)).join('');
    case 'Polygon':
      return geometry.coordinates.map((ring) => linePath(ring, projection, true)).join('');
    case 'MultiPolygon':
      return geometry.coordinates
        .flatMap((polygon) => polygon.map((ring) => linePath(ring, projection, true)))
        .join('');
    default:
      return '';
  }
}

/** Rounds a position to `step` degrees (0.05° by default: about 5 km, below a map pixel). */
export function roundPosition(p: Position, step = 0.05): Position {
  const round = (v: number) => Math.round(Math.round(v / step) * step * 1000) / 1000;
  return [round(p[0] ?? 0), round(p[1] ?? 0)];
}

/** The positions rounded, consecutive duplicates dropped. */
export function simplify(positions: readonly Position[], step = 0.05): Position[] {
  const out: Position[] = [];
  for (const p of positions) {
    const r = roundPosition(p, step);
    const prev = out[out.length - 1];
    if (prev && prev[0] === r[0] && prev[1] === r[1]) continue;
    out.push(r);
  }
  return out;
}

function boxOf(positions: readonly Position[]): LonLatBox {
  let w = Infinity;
  let s = Infinity;
  let e = -Infinity;
  let n = -Infinity;
  for (const [x = 0, y = 0] of positions) {
    w = Math.min(w, x);
    e = Math.max(e, x);
    s = Math.min(s, y);
    n = Math.max(n, y);
  }
  return [w, s, e, n];
}

/** True when the boxes overlap. */
export function boxesIntersect(a: LonLatBox, b: LonLatBox): boolean {
  return a[0] <= b[2] && a[2] >= b[0] && a[1] <= b[3] && a[3] >= b[1];
}

/** A ring clipped to the box (Sutherland–Hodgman), so a continent's far coasts are not sent. */
export function clipRing(ring: readonly Position[], box: LonLatBox): Position[] {
  const edges: [(p: Position) => boolean, (a: Position, b: Position) => Position][] = [
    [(p) => (p[0] ?? 0) >= box[0], (a, b) => atLon(a, b, box[0])],
    [(p) => (p[0] ?? 0) <= box[2], (a, b) => atLon(a, b, box[2])],
    [(p) => (p[1] ?? 0) >= box[1], (a, b) => atLat(a, b, box[1])],
    [(p) => (p[1] ?? 0) <= box[3], (a, b) => atLat(a, b, box[3])],
  ];
  let out: Position[] = [...ring];
  for (const [inside, cross] of edges) {
    const input = out;
    out = [];
    for (let i = 0; i < input.length; i += 1) {
      const current = input[i] as Position;
      const previous = input[(i + input.length - 1) % input.length] as Position;
      if (inside(current)) {
        if (!inside(previous)) out.push(cross(previous, current));
        out.push(current);
      } else if (inside(previous)) {
        out.push(cross(previous, current));
      }
    }
    if (out.length === 0) break;
  }
  return out;
}

function atLon(a: Position, b: Position, lon: number): Position {
  const [ax = 0, ay = 0] = a;
  const [bx = 0, by = 0] = b;
  return [lon, ay + ((by - ay) * (lon - ax)) / (bx - ax || 1)];
}

function atLat(a: Position, b: Position, lat: number): Position {
  const [ax = 0, ay = 0] = a;
  const [bx = 0, by = 0] = b;
  return [ax + ((bx - ax) * (lat - ay)) / (by - ay || 1), lat];
}

/** The parts of a line inside the box (with one point either side, so it leaves the frame). */
export function clipLine(line: readonly Position[], box: LonLatBox): Position[][] {
  const parts: Position[][] = [];
  let part: Position[] = [];
  const inside = (p: Position | undefined) =>
    p !== undefined &&
    (p[0] ?? 0) >= box[0] &&
    (p[0] ?? 0) <= box[2] &&
    (p[1] ?? 0) >= box[1] &&
    (p[1] ?? 0) <= box[3];
  line.forEach((p, i) => {
    if (inside(p) || inside(line[i - 1]) || inside(line[i + 1])) {
      part.push(p);
    } else if (part.length > 0) {
      parts.push(part);
      part = [];
    }
  });
  if (part.length > 0) parts.push(part);
  return parts.filter((p) => p.length > 1);
}

/** The Natural Earth basemap's layers (`kind` of each feature: land, lake, border, state-border). */
export type BasemapKind = 'land' | 'lake' | 'border' | 'state-border';

/**
 * Projects the basemap's features into SVG path data for the map of `box`: polygons whose box
 * misses the map's are dropped (and islands under three pixels, lakes under eight, and state
 * lines on a basin's map), the rest clipped to it (with a margin), rounded to 0.05° (or about a
 * pixel on wider maps) and stripped of duplicate points. Another `projection` (of `height` units,
 * e.g. the weather map's Web Mercator frame) may replace the hurricane maps' own.
 */
export function svgBasemap(
  features: readonly { kind: BasemapKind; geometry: Geometry }[],
  asked: LonLatBox,
  projection: SvgProjection = svgProjection(asked),
  height = SVG_MAP_HEIGHT,
): SvgBasemap {
  const { box } = projection;
  const margin = Math.max(1, (box[2] - box[0]) / 50);
  const clipBox: LonLatBox = [box[0] - margin, box[1] - margin, box[2] + margin, box[3] + margin];
  // About a pixel: 0.05° on a storm's map, coarser on a whole basin's.
  const degreesPerPixel = (box[3] - box[1]) / height;
  const step = [0.05, 0.1, 0.2, 0.25, 0.5, 1].find((s) => s >= degreesPerPixel * 1.5) ?? 1;
  // Islands smaller than ~3 pixels are left out, lakes under ~8; US state lines only on a
  // storm's map (a basin's would be clutter).
  const tinyFor = (kind: BasemapKind) => degreesPerPixel * (kind === 'lake' ? 8 : 3);
  const withStates = degreesPerPixel <= 0.08;
  const paths: Record<BasemapKind, string[]> = {
    land: [],
    lake: [],
    border: [],
    'state-border': [],
  };
  for (const { kind, geometry } of features) {
    if (kind === 'state-border' && !withStates) continue;
    const tiny = tinyFor(kind);
    if (geometry.type === 'Polygon' || geometry.type === 'MultiPolygon') {
      const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
      for (const polygon of polygons) {
        const outer = polygon[0];
        if (!outer) continue;
        const outerBox = boxOf(outer);
        if (!boxesIntersect(outerBox, clipBox)) continue;
        if (outerBox[2] - outerBox[0] < tiny && outerBox[3] - outerBox[1] < tiny) continue;
        for (const ring of polygon) {
          const clipped = clipRing(simplify(ring, step), clipBox);
          paths[kind].push(linePath(clipped, projection, true));
        }
      }
    } else if (geometry.type === 'LineString' || geometry.type === 'MultiLineString') {
      const lines = geometry.type === 'LineString' ? [geometry.coordinates] : geometry.coordinates;
      for (const line of lines) {
        if (!boxesIntersect(boxOf(line), clipBox)) continue;
        for (const part of clipLine(simplify(line, step), clipBox)) {
          paths[kind].push(linePath(part, projection));
        }
      }
    }
  }
  return {
    box: asked,
    land: paths.land.join(''),
    lakes: paths.lake.join(''),
    borders: paths.border.join(''),
    states: paths['state-border'].join(''),
  };
}

/** What the map shows beyond its subject: e.g. ', with hurricane warnings and tropical storm watches'. */
export function describeMapExtras(data: HurricaneMapData): string {
  const types = [
    ...new Set(data.watchesWarnings.features.map((f) => String(f.properties?.type ?? ''))),
  ].filter(Boolean);
  const parts = [
    ...(types.length > 0
      ? [t('map.inEffect', { types: joinWords(types.map((type) => type.toLowerCase())) })]
      : []),
    ...(data.windRadii.features.length > 0 ? [t('map.windRadiiExtra')] : []),
  ];
  return parts.length > 0 ? t('map.with', { extras: joinWords(parts) }) : '';
}

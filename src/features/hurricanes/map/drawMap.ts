/**
 * What a hurricane map draws, worked out on the server: the GeoJSON of its layers projected into
 * SVG path data and positions (one decimal), its labels, and what its legend and accessible name
 * need. The result is plain JSON, so it travels in the page's props and HurricaneMap only renders
 * it: no projection or GeoJSON code runs in the browser.
 */
import type { Feature, Position } from 'geojson';

import type { ChanceLevel } from '@/types/hurricane';

import type { HurricaneMapData } from './hurricaneMapData';
import {
  BAND_COLORS,
  basemapHref,
  OUTLOOK_LEVEL_COLORS,
  WATCH_WARNING_COLORS,
  WIND_RADII_COLORS,
  type IntensityBand,
} from './mapStyle';
import {
  describeMapExtras,
  geometryPath,
  svgMapBox,
  svgProjection,
  type LonLatBox,
  type SvgProjection,
} from './svgMap';

/** One `<path>` of a layer: its data and its colour. */
export interface DrawnPath {
  d: string;
  color: string;
}

/**
 * `<path>`s drawn alike: filled with their colour (at `fillOpacity`) when `fill`, else
 * `fill="none"`; stroked in their colour at `strokeWidth` when it is given, else `stroke="none"`.
 */
export interface DrawnShapes {
  kind: 'shapes';
  paths: DrawnPath[];
  fill: boolean;
  fillOpacity?: number;
  strokeWidth?: number;
  /** `stroke-dasharray`, e.g. '6 5'. */
  dash?: string;
}

/** One `<circle>`: its projected centre and fill. */
export interface DrawnDot {
  cx: number;
  cy: number;
  fill: string;
}

/** `<circle>`s of radius `r`, outlined alike (the group's `stroke`, when given). */
export interface DrawnDots {
  kind: 'dots';
  r: number;
  dots: DrawnDot[];
  stroke?: string;
  strokeWidth?: number;
}

/** One layer of the map, drawn in order over the basemap. */
export type DrawnLayer = DrawnShapes | DrawnDots;

/** A name written on the map: a storm's beside its dot (`start`), an area's on it (`middle`). */
export interface DrawnLabel {
  x: number;
  y: number;
  anchor: 'start' | 'middle';
  text: string;
}

/** Which legend items the map shows. */
export interface DrawnLegend {
  cone: boolean;
  pastTrack: boolean;
  forecastTrack: boolean;
  windRadii: boolean;
  /** The watch and warning types drawn, as NHC names them ('Hurricane Warning'…). */
  warnings: string[];
  /** The outlook areas' 7-day levels drawn, low to high. */
  outlookLevels: ChanceLevel[];
  /** True when disturbances' current positions are drawn. */
  disturbance: boolean;
  /** True when storms or their tracks are drawn: the intensity bands are keyed. */
  bands: boolean;
}

/** A hurricane map as HurricaneMap renders it (JSON: page props). */
export interface DrawnHurricaneMap {
  /** The land under the map, an SVG image of the map's size (`basemapHref`); null: water alone. */
  basemap: { href: string } | null;
  layers: DrawnLayer[];
  labels: DrawnLabel[];
  legend: DrawnLegend;
  /** What the map shows beyond its subject, for its name: ', with hurricane warning in effect'. */
  extras: string;
  /** How many storms are marked. */
  storms: number;
  /** How many outlook areas are labelled. */
  areas: number;
}

/** A position rounded to a tenth of a unit. */
const tenth = (value: number) => Math.round(value * 10) / 10;

/** The projected position of a point feature (one decimal), or null. */
function pointOf(f: Feature, projection: SvgProjection): [number, number] | null {
  if (f.geometry?.type !== 'Point') return null;
  const [lon, lat] = f.geometry.coordinates as Position;
  if (lon === undefined || lat === undefined) return null;
  const [x, y] = projection.project(lon, lat);
  return [tenth(x), tenth(y)];
}

const bandOf = (f: Feature): string =>
  BAND_COLORS[(f.properties?.band as IntensityBand | undefined) ?? 'TD'] ?? BAND_COLORS.TD;

const levelOf = (f: Feature): string =>
  OUTLOOK_LEVEL_COLORS[(f.properties?.level as ChanceLevel | undefined) ?? 'low'] ??
  OUTLOOK_LEVEL_COLORS.low;

const radiiOf = (f: Feature): string =>
  WIND_RADII_COLORS[String(f.properties?.threshold ?? '34') as '34' | '50' | '64'] ??
  WIND_RADII_COLORS['34'];

const warningOf = (f: Feature): string =>
  WATCH_WARNING_COLORS[String(f.properties?.type ?? '')] ?? '#555555';

/** The line and polygon features as paths (points and empty paths left out); null when none. */
function shapes(
  features: readonly Feature[],
  projection: SvgProjection,
  color: (f: Feature) => string,
  style: Omit<DrawnShapes, 'kind' | 'paths'>,
): DrawnShapes | null {
  const paths: DrawnPath[] = [];
  for (const f of features) {
    const d = geometryPath(f.geometry, projection);
    if (d) paths.push({ d, color: color(f) });
  }
  return paths.length > 0 ? { kind: 'shapes', paths, ...style } : null;
}

/** The point features as dots (other geometries left out); null when none. */
function dots(
  features: readonly Feature[],
  projection: SvgProjection,
  fill: (f: Feature) => string,
  style: Omit<DrawnDots, 'kind' | 'dots'>,
): DrawnDots | null {
  const drawn: DrawnDot[] = [];
  for (const f of features) {
    const at = pointOf(f, projection);
    if (at) drawn.push({ cx: at[0], cy: at[1], fill: fill(f) });
  }
  return drawn.length > 0 ? { kind: 'dots', ...style, dots: drawn } : null;
}

const OUTLOOK_LEVELS: readonly ChanceLevel[] = ['low', 'medium', 'high'];

/**
 * Projects every layer of `data` into the SVG map: within `basemapBox` when the map has a basemap
 * (the box its image was drawn for, `svgMapBox`), else around what is drawn and `extent`
 * (`[west, south, east, north]` shown at least).
 */
export function drawHurricaneMap(
  data: HurricaneMapData,
  basemapBox: LonLatBox | null = null,
  extent: LonLatBox | null = null,
): DrawnHurricaneMap {
  const projection = svgProjection(basemapBox ?? svgMapBox(data, extent));
  const layers = [
    shapes(data.outlookAreas.features, projection, levelOf, {
      fill: true,
      fillOpacity: 0.35,
      strokeWidth: 2.5,
    }),
    shapes(data.windRadii.features, projection, radiiOf, { fill: true, fillOpacity: 0.25 }),
    shapes(data.cones.features, projection, () => '#ffffff', { fill: true, fillOpacity: 0.55 }),
    shapes(data.cones.features, projection, () => '#1f2d3d', { fill: false, strokeWidth: 1.5 }),
    shapes(data.pastTracks.features, projection, () => '#4a4a4a', { fill: false, strokeWidth: 2 }),
    dots(data.pastTracks.features, projection, bandOf, { r: 3 }),
    shapes(data.forecastLines.features, projection, () => '#1f2d3d', {
      fill: false,
      strokeWidth: 2,
      dash: '6 5',
    }),
    shapes(data.watchesWarnings.features, projection, warningOf, { fill: false, strokeWidth: 5 }),
    dots(data.forecastPoints.features, projection, bandOf, {
      r: 6,
      stroke: '#ffffff',
      strokeWidth: 1.5,
    }),
    dots(data.outlookPoints.features, projection, levelOf, {
      r: 6,
      stroke: '#1f2d3d',
      strokeWidth: 2,
    }),
    dots(data.storms.features, projection, bandOf, { r: 10, stroke: '#1f2d3d', strokeWidth: 2 }),
  ].filter((layer): layer is DrawnLayer => layer !== null);

  // Outlook maps label their areas (and storms beside them); storm maps name each storm.
  const labelled: { f: Feature; text: string; storm: boolean }[] =
    data.outlookLabels.features.length > 0
      ? data.outlookLabels.features.map((f) => ({
          f,
          text: String(f.properties?.label ?? f.properties?.areaId ?? ''),
          storm: f.properties?.level === 'storm',
        }))
      : data.storms.features.map((f) => ({
          f,
          text: String(f.properties?.name ?? ''),
          storm: true,
        }));
  const labels: DrawnLabel[] = [];
  for (const { f, text, storm } of labelled) {
    const at = pointOf(f, projection);
    if (!at) continue;
    labels.push(
      storm
        ? { x: at[0] + 14, y: at[1], anchor: 'start', text }
        : { x: at[0], y: at[1], anchor: 'middle', text },
    );
  }

  const levels = new Set(
    [...data.outlookAreas.features, ...data.outlookPoints.features].map((f) =>
      String(f.properties?.level ?? ''),
    ),
  );
  const warnings = [
    ...new Set(data.watchesWarnings.features.map((f) => String(f.properties?.type ?? ''))),
  ].filter((type) => type in WATCH_WARNING_COLORS);
  return {
    basemap: basemapBox && { href: basemapHref(basemapBox) },
    layers,
    labels,
    legend: {
      cone: data.cones.features.length > 0,
      pastTrack: data.pastTracks.features.length > 0,
      forecastTrack: data.forecastLines.features.length > 0,
      windRadii: data.windRadii.features.length > 0,
      warnings,
      outlookLevels: OUTLOOK_LEVELS.filter((level) => levels.has(level)),
      disturbance: data.outlookPoints.features.length > 0,
      bands:
        data.storms.features.length +
          data.forecastPoints.features.length +
          data.pastTracks.features.length >
        0,
    },
    extras: describeMapExtras(data),
    storms: data.storms.features.length,
    areas: data.outlookLabels.features.filter((f) => f.properties?.level !== 'storm').length,
  };
}

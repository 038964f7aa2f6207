/**
 * The hurricane maps' small, browser-safe pieces: their size, the intensity bands and the colours
 * the map and its legend share, and how an outlook area is named. Kept apart from the geometry
 * (hurricaneMapData.ts, svgMap.ts, drawMap.ts), which runs on the server only.
 */
import type { ChanceLevel } from '@/types/hurricane';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/hurricanes';

import { saffirSimpsonCategory, TROPICAL_STORM_KT } from '../stormFormat';

const t = translator('hurricanes', messages);

/** The SVG map's size in viewBox units (a fixed aspect ratio: the map never shifts the layout). */
export const SVG_MAP_WIDTH = 800;
export const SVG_MAP_HEIGHT = 500;

/** The basemap's colours: the sea (the map's background), land, lakes, borders and state lines. */
export const BASEMAP_STYLE = {
  water: '#cfe3f3',
  land: '#f4f1e8',
  coast: '#9fb3c2',
  states: '#c9c2b0',
  borders: '#a39b88',
} as const;

/** `[west, south, east, north]` in degrees. */
export type LonLatBox = [number, number, number, number];

/**
 * Where the land under a hurricane map of `box` is served as an SVG image (pages/api/web2/hurricanes):
 * one file per box, cached by the browser, so a page carries a link rather than the outlines.
 */
export function basemapHref(box: LonLatBox): string {
  return `/web2/api/hurricanes/basemap/${box.join(',')}.svg`;
}

/** Intensity bands of the points: depression, storm, categories 1–5. */
export type IntensityBand = 'TD' | 'TS' | 'C1' | 'C2' | 'C3' | 'C4' | 'C5';

/** The band of a wind (knots); depressions below 34 kt. */
export function intensityBand(windKt: number | null | undefined): IntensityBand {
  const category = saffirSimpsonCategory(windKt);
  if (category !== null) return `C${category}` as IntensityBand;
  return typeof windKt === 'number' && windKt >= TROPICAL_STORM_KT ? 'TS' : 'TD';
}

/** Colours of the intensity bands (NHC's Saffir–Simpson palette, darkened to read on land). */
export const BAND_COLORS: Record<IntensityBand, string> = {
  TD: '#2f7fd1',
  TS: '#0a9e96',
  C1: '#d9b300',
  C2: '#f08c00',
  C3: '#e8590c',
  C4: '#c92a2a',
  C5: '#9c1ab1',
};

/** NHC's colours of the coastal watches and warnings. */
export const WATCH_WARNING_COLORS: Record<string, string> = {
  'Hurricane Warning': '#e00000',
  'Hurricane Watch': '#ff66cc',
  'Tropical Storm Warning': '#1c4fd8',
  'Tropical Storm Watch': '#f2c200',
};

/** Colours of the wind radii by threshold (34, 50, 64 kt). */
export const WIND_RADII_COLORS: Record<'34' | '50' | '64', string> = {
  '34': '#f2c200',
  '50': '#f08c00',
  '64': '#e00000',
};

/**
 * NHC's colours of the outlook areas by their 7-day formation chance: yellow (low, under 40 %),
 * orange (medium, 40–60 %) and red (high, over 60 %), deepened a little to read on land and water.
 */
export const OUTLOOK_LEVEL_COLORS: Record<ChanceLevel, string> = {
  low: '#f5c400',
  medium: '#f27c00',
  high: '#d91e18',
};

/**
 * How an outlook area is named on the map and in its list: its invest id ('AL93'), else its
 * number in the outlook ('Area 2' for 'at-2').
 */
export function outlookAreaLabel(areaId: string): string {
  const number = /^[a-z]{2}-(\d+)$/.exec(areaId)?.[1];
  return number ? t('outlook.area', { number }) : areaId;
}

/**
 * Geometry and wording of the forecast-intensity chart, worked out on the server
 * (`drawIntensityChart`): IntensityChart only renders the result, writing the winds in the
 * visitor's unit.
 */
import type { StormGis } from '@/types/hurricane';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/hurricanes';

import { BAND_COLORS, intensityBand, type IntensityBand } from './map/mapStyle';
import {
  classificationName,
  formatUtcTick,
  saffirSimpsonCategory,
  SCALE_THRESHOLDS,
  type ScaleThreshold,
} from './stormFormat';

const t = translator('hurricanes', messages);

/** One forecast time of the storm. */
export interface IntensityPoint {
  time: string;
  windKt: number;
  classification: string | null;
}

/** The forecast points with a time and a wind, in time order. */
export function intensityPoints(gis: Pick<StormGis, 'forecastTrack'> | null): IntensityPoint[] {
  const points: IntensityPoint[] = [];
  for (const f of gis?.forecastTrack?.features ?? []) {
    if (f.geometry?.type !== 'Point') continue;
    const p = f.properties as { time?: unknown; windKt?: unknown; classification?: unknown };
    if (typeof p.time !== 'string' || typeof p.windKt !== 'number') continue;
    if (!Number.isFinite(Date.parse(p.time))) continue;
    points.push({
      time: p.time,
      windKt: p.windKt,
      classification: typeof p.classification === 'string' ? p.classification : null,
    });
  }
  return points.sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
}

/** What a forecast point is: `Category 4 hurricane`, `tropical storm`… */
export function intensityName(point: Pick<IntensityPoint, 'windKt' | 'classification'>): string {
  const code = point.classification?.toUpperCase() ?? null;
  const category = saffirSimpsonCategory(point.windKt);
  if (category !== null && (code === null || code === 'HU' || code === 'MH'))
    return t('chart.categoryHurricane', { category });
  if (code) return classificationName(code).toLowerCase();
  return intensityBand(point.windKt) === 'TS'
    ? t('chart.tropicalStorm')
    : t('chart.tropicalDepression');
}

/** The keys of the chart sentence's parts (messages of the hurricanes namespace). */
export type IntensityPartKey = 'chart.first' | 'chart.peak' | 'chart.weakening' | 'chart.then';

/** One part of the chart's sentence: a forecast time (UTC tick), its wind and what the storm is. */
export interface IntensityPart {
  key: IntensityPartKey;
  windKt: number;
  /** What the storm is then: `Category 4 hurricane`, `tropical storm`… */
  name: string;
  /** `Tue 3 PM` (UTC). */
  time: string;
}

/**
 * The parts of the chart's sentence: now, the peak (when later than now and stronger) and the
 * last forecast time. Empty without points.
 */
export function intensityParts(points: readonly IntensityPoint[]): IntensityPart[] {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return [];
  const part = (key: IntensityPartKey, p: IntensityPoint): IntensityPart => ({
    key,
    windKt: p.windKt,
    name: intensityName(p),
    time: formatUtcTick(p.time),
  });
  const parts = [part('chart.first', first)];
  const peak = points.reduce((best, p) => (p.windKt > best.windKt ? p : best), first);
  if (peak !== first && peak.windKt > first.windKt) parts.push(part('chart.peak', peak));
  if (last !== first && last !== peak)
    parts.push(part(last.windKt < peak.windKt ? 'chart.weakening' : 'chart.then', last));
  return parts;
}

/** The Saffir–Simpson bands drawn behind the line, in knots. */
export const CHART_BANDS: readonly {
  band: IntensityBand;
  from: number;
  to: number;
  label: string;
}[] = [
  { band: 'TD', from: 0, to: 34, label: t('band.td') },
  { band: 'TS', from: 34, to: 64, label: t('band.ts') },
  { band: 'C1', from: 64, to: 83, label: t('band.c1') },
  { band: 'C2', from: 83, to: 96, label: t('band.c2') },
  { band: 'C3', from: 96, to: 113, label: t('band.c3') },
  { band: 'C4', from: 113, to: 137, label: t('band.c4') },
  { band: 'C5', from: 137, to: Infinity, label: t('band.c5') },
];

/** The chart's box and scales. */
export const CHART = { width: 400, height: 230, left: 44, right: 40, top: 10, bottom: 34 } as const;

/** The top of the wind axis (knots): at least 160, above the strongest point. */
export function windAxisMax(points: readonly IntensityPoint[]): number {
  const max = Math.max(0, ...points.map((p) => p.windKt));
  return Math.max(160, Math.ceil((max + 10) / 20) * 20);
}

/**
 * Thresholds labelled on the wind axis: tropical storm, categories 1, 3 and 5, each labelled with
 * the scale's published figure in the visitor's unit (39, 74, 111, 157 mph).
 */
const AXIS_TICKS: readonly ScaleThreshold[] = [
  SCALE_THRESHOLDS.tropicalStorm,
  SCALE_THRESHOLDS.category1,
  SCALE_THRESHOLDS.category3,
  SCALE_THRESHOLDS.category5,
];

/** Least distance between two time labels, in chart units. */
const TICK_SPACING = 72;

/** Bands thinner than this (chart units) go unlabelled, so labels never overlap. */
const MIN_LABELLED_BAND = 14;

/** A chart coordinate to a tenth of a unit. */
const tenth = (value: number) => Math.round(value * 10) / 10;

/** The intensity chart as IntensityChart renders it (JSON: page props). Chart units, one decimal. */
export interface DrawnIntensityChart {
  /** The chart's box and margins (`CHART`). */
  frame: typeof CHART;
  /** The Saffir–Simpson bands behind the line, bottom up; `label` null where a band is too thin. */
  bands: { y: number; height: number; fill: string; label: string | null; labelY: number }[];
  /**
   * Wind-axis thresholds and their heights: placed by their knots, written in the visitor's unit
   * with the scale's published mph and km/h (`formatScaleThreshold`).
   */
  windTicks: (ScaleThreshold & { y: number })[];
  /** Time labels (UTC), at least TICK_SPACING apart, the first at the first point. */
  timeTicks: { x: number; anchor: 'start' | 'middle'; text: string }[];
  /** The line's `points` attribute. */
  line: string;
  /** The forecast points on the line. */
  dots: { x: number; y: number }[];
  /** The parts of the sentence naming the chart, winds in knots (the browser writes its unit). */
  summary: IntensityPart[];
}

/**
 * Draws the forecast maximum wind over time over the Saffir–Simpson bands; null with fewer than
 * two points (no line to draw).
 */
export function drawIntensityChart(points: readonly IntensityPoint[]): DrawnIntensityChart | null {
  const first = points[0];
  const last = points[points.length - 1];
  if (points.length < 2 || !first || !last) return null;
  const maxKt = windAxisMax(points);
  const plotW = CHART.width - CHART.left - CHART.right;
  const plotH = CHART.height - CHART.top - CHART.bottom;
  const y = (kt: number) => CHART.top + plotH - (Math.min(kt, maxKt) / maxKt) * plotH;
  const t0 = Date.parse(first.time);
  const span = Math.max(1, Date.parse(last.time) - t0);
  const x = (iso: string) => CHART.left + ((Date.parse(iso) - t0) / span) * plotW;
  const timeTicks: DrawnIntensityChart['timeTicks'] = [];
  let lastX = -Infinity;
  points.forEach((p, i) => {
    const px = x(p.time);
    if (px - lastX >= TICK_SPACING && px <= CHART.width - CHART.right) {
      timeTicks.push({
        x: tenth(px),
        anchor: i === 0 ? 'start' : 'middle',
        text: formatUtcTick(p.time),
      });
      lastX = px;
    }
  });
  return {
    frame: CHART,
    bands: CHART_BANDS.map((b) => {
      const top = y(Math.min(b.to, maxKt));
      const bottom = y(b.from);
      return {
        y: tenth(top),
        height: tenth(Math.max(0, bottom - top)),
        fill: BAND_COLORS[b.band],
        label: bottom - top >= MIN_LABELLED_BAND ? b.label : null,
        labelY: tenth((top + bottom) / 2 + 4),
      };
    }),
    windTicks: AXIS_TICKS.map((tick) => ({ ...tick, y: tenth(y(tick.kt) + 4) })),
    timeTicks,
    line: points.map((p) => `${x(p.time).toFixed(1)},${y(p.windKt).toFixed(1)}`).join(' '),
    dots: points.map((p) => ({ x: tenth(x(p.time)), y: tenth(y(p.windKt)) })),
    summary: intensityParts(points),
  };
}

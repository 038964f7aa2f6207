/** Geometry and wording of the forecast-intensity chart (pure, server-rendered). */
import type { StormGis } from '@/types/hurricane';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/hurricanes';

import { BAND_COLORS, intensityBand, type IntensityBand } from './map/hurricaneMapData';
import { classificationName, formatUtcTick, saffirSimpsonCategory } from './stormFormat';

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

/**
 * The chart's sentence: now, the peak (when later than now) and the last forecast time, each with
 * its wind in the visitor's unit (`wind`) and what the storm is then. Times in UTC.
 */
export function intensitySummary(
  points: readonly IntensityPoint[],
  wind: (kt: number) => string,
): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return t('chart.none');
  const say = (p: IntensityPoint) =>
    t('chart.point', { wind: wind(p.windKt), name: intensityName(p) });
  const parts = [t('chart.first', { point: say(first), time: formatUtcTick(first.time) })];
  const peak = points.reduce((best, p) => (p.windKt > best.windKt ? p : best), first);
  if (peak !== first && peak.windKt > first.windKt)
    parts.push(t('chart.peak', { point: say(peak), time: formatUtcTick(peak.time) }));
  if (last !== first && last !== peak)
    parts.push(
      t(last.windKt < peak.windKt ? 'chart.weakening' : 'chart.then', {
        point: say(last),
        time: formatUtcTick(last.time),
      }),
    );
  return t('chart.sentence', { parts: parts.join(', ') });
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

export { BAND_COLORS };

/** The chart's box and scales. */
export const CHART = { width: 400, height: 230, left: 44, right: 40, top: 10, bottom: 34 } as const;

/** The top of the wind axis (knots): at least 160, above the strongest point. */
export function windAxisMax(points: readonly IntensityPoint[]): number {
  const max = Math.max(0, ...points.map((p) => p.windKt));
  return Math.max(160, Math.ceil((max + 10) / 20) * 20);
}

/** Readable storm facts: Saffir–Simpson category, classification, position, movement, age. */
import { hurricaneBasins } from '@/lib/routes';
import { dateTimeFormat } from '@/lib/time';
import {
  compassPoint,
  convertWindSpeed,
  formatWindSpeed,
  windSpeedSymbols,
  type WindUnit,
} from '@/lib/units';
import type { Basin, Storm } from '@/types/hurricane';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/hurricanes';

const t = translator('hurricanes', messages);

/** Metres per second in one knot (NHC gives winds in knots; the unit formatters take m/s). */
export const MS_PER_KNOT = 1852 / 3600;

/** Knots as metres per second, for the unit formatters. */
export function knotsToMs(kt: number | null | undefined): number | null {
  return typeof kt === 'number' && Number.isFinite(kt) ? kt * MS_PER_KNOT : null;
}

/**
 * A storm's wind (maximum sustained or gusts, knots) as NHC's advisories state it. NHC assigns
 * winds in 5-kt steps and states them in mph and km/h rounded to the nearest 5 (140 kt is
 * 161.1 mph and 259.3 km/h: `160 mph`, `260 km/h`; 50 kt: `60 mph`, `95 km/h`). Knots stay whole;
 * m/s, which NHC does not state, to one decimal as the unit formatters write it.
 */
export function formatStormWind(kt: number | null | undefined, unit: WindUnit): string {
  const ms = knotsToMs(kt);
  if (ms === null || (unit !== 1 && unit !== 2)) return formatWindSpeed(ms, unit);
  return `${Math.round(convertWindSpeed(ms, unit) / 5) * 5} ${windSpeedSymbols[unit]}`;
}

/**
 * A wind threshold of the Saffir–Simpson scale with the values the scale publishes in mph and
 * km/h: its own round figures, not conversions of the knots (category 3 starts at 96 kt, which is
 * 110.5 mph, but the scale says 111 mph).
 */
export interface ScaleThreshold {
  kt: number;
  mph: number;
  kmh: number;
}

/** Tropical-storm strength and the lower bounds of categories 1–5, as the scale publishes them. */
export const SCALE_THRESHOLDS = {
  tropicalStorm: { kt: 34, mph: 39, kmh: 63 },
  category1: { kt: 64, mph: 74, kmh: 119 },
  category2: { kt: 83, mph: 96, kmh: 154 },
  category3: { kt: 96, mph: 111, kmh: 178 },
  category4: { kt: 113, mph: 130, kmh: 209 },
  category5: { kt: 137, mph: 157, kmh: 252 },
} as const satisfies Record<string, ScaleThreshold>;

/**
 * A scale threshold in the wind unit: the published mph and km/h (`157 mph`, `252 km/h`), knots
 * as they are, m/s converted from the knots.
 */
export function formatScaleThreshold(threshold: ScaleThreshold, unit: WindUnit): string {
  if (unit === 1) return `${threshold.mph} ${windSpeedSymbols[1]}`;
  if (unit === 2) return `${threshold.kmh} ${windSpeedSymbols[2]}`;
  return formatWindSpeed(knotsToMs(threshold.kt), unit);
}

/** Lower bounds (knots) of Saffir–Simpson categories 1–5. */
export const SAFFIR_SIMPSON_KT = [64, 83, 96, 113, 137] as const;

/** Tropical-storm strength starts here (knots). */
export const TROPICAL_STORM_KT = 34;

/** Saffir–Simpson category 1–5 for a hurricane's maximum sustained wind; null below 64 kt. */
export function saffirSimpsonCategory(windKt: number | null | undefined): number | null {
  if (typeof windKt !== 'number' || !Number.isFinite(windKt)) return null;
  let category: number | null = null;
  SAFFIR_SIMPSON_KT.forEach((min, i) => {
    if (windKt >= min) category = i + 1;
  });
  return category;
}

/** NHC classification codes that are hurricanes (or typhoons) when the wind is strong enough. */
const HURRICANE_CODES = new Set(['HU', 'MH', 'TY', 'STY']);

/** What the storm is: its name for a reader and, for a hurricane, its category. */
export interface StormClass {
  /** `Category 4 Hurricane`, `Tropical Storm`, `Post-Tropical Cyclone`… */
  label: string;
  category: number | null;
}

/** A storm's classification as a reader knows it: hurricanes carry their category. */
export function stormClass(
  storm: Pick<Storm, 'classification' | 'classificationText' | 'windKt'>,
): StormClass {
  const code = storm.classification.toUpperCase();
  const category = HURRICANE_CODES.has(code) ? saffirSimpsonCategory(storm.windKt) : null;
  if (category !== null) {
    const kind = code === 'TY' || code === 'STY' ? t('class.typhoon') : t('class.hurricane');
    return { label: t('class.category', { category, kind }), category };
  }
  if (code === 'MH') return { label: t('class.majorHurricane'), category: null };
  return { label: storm.classificationText || code, category: null };
}

/** Readable names of the NHC codes a forecast point may carry. */
const CODE_NAMES: Record<string, string> = {
  TD: t('code.TD'),
  STD: t('code.STD'),
  TS: t('code.TS'),
  STS: t('code.STS'),
  HU: t('code.HU'),
  MH: t('code.MH'),
  PTC: t('code.PTC'),
  EX: t('code.EX'),
  LO: t('code.LO'),
  DB: t('code.DB'),
  TY: t('code.TY'),
  STY: t('code.STY'),
};

/** The readable name of an NHC classification code, or the code itself. */
export function classificationName(code: string | null | undefined): string {
  if (!code) return t('code.unknown');
  return CODE_NAMES[code.toUpperCase()] ?? code;
}

/** Lists words as prose: 'a', 'a and b', 'a, b and c'. */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return t('words.pair', {
    first: words.slice(0, -1).join(', '),
    last: words[words.length - 1] ?? '',
  });
}

/** `22.6°N 86.6°W`. */
export function formatPosition(latitude: number, longitude: number): string {
  const lat = `${Math.abs(latitude).toFixed(1)}°${latitude >= 0 ? 'N' : 'S'}`;
  const lon = `${Math.abs(longitude).toFixed(1)}°${longitude >= 0 ? 'E' : 'W'}`;
  return `${lat} ${lon}`;
}

/** Where the storm moves: `E at 9 mph`, `Stationary`, or null when NHC gives no movement. */
export function formatMovement(
  movement: Storm['movement'],
  formatSpeed: (metersPerSecond: number | null) => string,
): string | null {
  const { directionDeg, speedKt } = movement;
  if (speedKt === 0) return t('stationary');
  if (directionDeg === null || speedKt === null) return null;
  return t('movement', {
    direction: compassPoint(directionDeg),
    speed: formatSpeed(knotsToMs(speedKt)),
  });
}

/** Data older than this may no longer describe the storm. */
export const STALE_AFTER_MS = 12 * 60 * 60 * 1000;

/** True when the time is more than 12 hours before `now` (unreadable times count as stale). */
export function isStale(iso: string | null, now: number): boolean {
  if (!iso) return true;
  const time = Date.parse(iso);
  return !Number.isFinite(time) || now - time > STALE_AFTER_MS;
}

/** The storm page's path: `/hurricane/active/milton`. */
export function stormPath(name: string): string {
  return `/hurricane/active/${encodeURIComponent(name.toLowerCase())}`;
}

/** Readable basin names, from the page table's basin names (`eastern-pacific` → `Eastern Pacific`). */
export const BASIN_NAMES = Object.fromEntries(
  Object.entries(hurricaneBasins).map(([code, slug]) => [
    code,
    slug
      .split('-')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' '),
  ]),
) as Record<Basin, string>;

/** The basin's outlook page: `/hurricane/outlook/at`. */
export function outlookPath(basin: Basin): string {
  return `/hurricane/outlook/${basin}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** `Tue, Oct 8, 3:00 PM UTC`: a time in UTC, the same on server and browser. */
export function formatUtc(iso: string): string {
  const d = new Date(iso);
  if (!Number.isFinite(d.getTime())) return '--';
  const h = d.getUTCHours();
  const clock = `${h % 12 === 0 ? 12 : h % 12}:${String(d.getUTCMinutes()).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
  return `${WEEKDAYS[d.getUTCDay()]}, ${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${clock} UTC`;
}

/** `Tue 3 PM`: a chart tick in UTC. */
export function formatUtcTick(iso: string): string {
  const d = new Date(iso);
  if (!Number.isFinite(d.getTime())) return '--';
  const h = d.getUTCHours();
  return `${WEEKDAYS[d.getUTCDay()]} ${h % 12 === 0 ? 12 : h % 12} ${h < 12 ? 'AM' : 'PM'}`;
}

/** A time in the browser's own zone, with the zone named: `Tue, Oct 8, 11:00 AM EDT`. */
export function formatInViewerZone(iso: string, locale = 'en-US'): string {
  const d = new Date(iso);
  if (!Number.isFinite(d.getTime())) return '--';
  return dateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(d);
}

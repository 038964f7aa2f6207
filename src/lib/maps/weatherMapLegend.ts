import { dateTimeFormat, formatClock, formatClockInSpan, type ZoneOffsetSpan } from '@/lib/time';
import {
  convertLongDistance,
  convertPrecipitation,
  longDistanceSymbols,
  precipitationSymbols,
  type LongDistanceUnit,
} from '@/lib/units';
import type { RainUnit } from '@/types/location';

import {
  RADAR_LEGEND,
  TEMPERATURE_LEGEND,
  type RadarIntensity,
  type TemperatureLegendStop,
} from './weatherLegends';

/** Readable names of the radar intensities. */
export const RADAR_INTENSITY_NAMES: Readonly<Record<RadarIntensity, string>> = {
  light: 'Light',
  moderate: 'Moderate',
  heavy: 'Heavy',
  violent: 'Violent',
};

/** One intensity of the radar legend: its colours (lightest first) and its lowest rate, mm/h. */
export interface RadarLegendGroup {
  intensity: RadarIntensity;
  name: string;
  colors: string[];
  minMmPerHour: number;
}

/** The radar scale grouped by intensity, in order. */
export function radarLegendGroups(): RadarLegendGroup[] {
  const groups: RadarLegendGroup[] = [];
  for (const step of RADAR_LEGEND) {
    const last = groups[groups.length - 1];
    if (last?.intensity === step.intensity) last.colors.push(step.color);
    else
      groups.push({
        intensity: step.intensity,
        name: RADAR_INTENSITY_NAMES[step.intensity],
        colors: [step.color],
        minMmPerHour: step.minMmPerHour,
      });
  }
  return groups;
}

/** A rain rate in the visitor's unit, rounded for a legend (`2.5 mm/h`, `0.1 in/h`). */
export function formatRainRate(mmPerHour: number, unit: RainUnit): string {
  const value = convertPrecipitation(mmPerHour, unit);
  const digits = value < 1 && unit === 1 ? 1 : 2;
  return `${Number(value.toPrecision(digits))} ${precipitationSymbols[unit]}/h`;
}

/** Each radar group's range of rates: up to the next group's lowest, the last one open. */
export function radarGroupRanges(
  unit: RainUnit,
): { intensity: RadarIntensity; name: string; colors: string[]; range: string }[] {
  const groups = radarLegendGroups();
  return groups.map((group, i) => {
    const next = groups[i + 1];
    const from = formatRainRate(group.minMmPerHour, unit);
    const range =
      i === 0 && next
        ? `up to ${formatRainRate(next.minMmPerHour, unit)}`
        : next
          ? `${from.split(' ')[0]}–${formatRainRate(next.minMmPerHour, unit)}`
          : `${from} and more`;
    return { intensity: group.intensity, name: group.name, colors: group.colors, range };
  });
}

/** The temperature stops the legend labels: every other one, ends included. */
export function temperatureLegendLabels(): TemperatureLegendStop[] {
  return TEMPERATURE_LEGEND.filter((_, i) => i % 2 === 0 || i === TEMPERATURE_LEGEND.length - 1);
}

/**
 * A frame's time as the place's wall clock, `h:mm a` (`3:40 PM`). Frame times are UTC; the place's
 * offset over the page's span (`zoneOffset`, from the server) reads a frame of that span, else the
 * place's IANA zone gives the clock, else (an unknown zone) the time's own offset.
 */
export function formatFrameTime(
  iso: string,
  timeZone?: string | null,
  zoneOffset?: ZoneOffsetSpan | null,
): string {
  const ms = Date.parse(iso);
  const inSpan = formatClockInSpan(ms, zoneOffset);
  if (inSpan) return inSpan;
  if (timeZone && Number.isFinite(ms)) {
    try {
      return dateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true })
        .format(ms)
        .replace(/\u202f/g, ' ');
    } catch {
      // An unknown zone: the time's own offset below.
    }
  }
  return formatClock(iso);
}

/**
 * A radar summary sentence with its distances in the visitor's unit: every `<n> km` becomes whole
 * miles for a visitor using miles (`12 km north of Denver` → `7 mi north of Denver`).
 */
export function summaryInUnits(text: string, unit: LongDistanceUnit): string {
  if (unit === 2) return text;
  return text.replace(
    /(\d+(?:\.\d+)?) km\b/g,
    (_, km: string) =>
      `${Math.round(convertLongDistance(Number(km), unit))} ${longDistanceSymbols[unit]}`,
  );
}

/**
 * The frame showing now: the last one not after `nowMs` (frame lists may run into the forecast),
 * else the first; -1 for no frames.
 */
export function currentFrameIndex(frames: readonly { time: string }[], nowMs: number): number {
  let index = frames.length > 0 ? 0 : -1;
  frames.forEach((frame, i) => {
    if (Date.parse(frame.time) <= nowMs) index = i;
  });
  return index;
}

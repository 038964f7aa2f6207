import { LRUCache } from 'lru-cache';
import { getMoonIllumination, getMoonTimes, getTimes } from 'suncalc';

import type { MoonPhase } from './types';

/** Sun and moon of one local day, as instants (null when the event does not happen that day). */
export interface DayAstronomy {
  sunrise: Date | null;
  sunset: Date | null;
  sunAlwaysUp: boolean;
  sunAlwaysDown: boolean;
  moonrise: Date | null;
  moonset: Date | null;
  moonPhase: MoonPhase;
}

const DAY_MS = 86_400_000;
const PHASE_NAMES = [
  'New Moon',
  'Waxing Crescent',
  'First Quarter',
  'Waxing Gibbous',
  'Full Moon',
  'Waning Gibbous',
  'Last Quarter',
  'Waning Crescent',
];

/** Moon phase at an instant: the nearest of the eight names, illumination in %, phase 0–1. */
export function moonPhaseAt(date: Date): MoonPhase {
  const { phase, fraction } = getMoonIllumination(date);
  return {
    name: PHASE_NAMES[Math.round(phase * 8) % 8] ?? 'New Moon',
    illuminationPercent: Math.round(fraction * 100),
    phase: Math.round(phase * 1000) / 1000,
  };
}

/** First instant in [start, end) among `candidates`, else null. */
function firstWithin(candidates: Array<Date | undefined>, start: number, end: number): Date | null {
  const inside = candidates.filter(
    (d): d is Date => d !== undefined && d.getTime() >= start && d.getTime() < end,
  );
  inside.sort((a, b) => a.getTime() - b.getTime());
  return inside[0] ?? null;
}

/**
 * Days already computed: every page of a place reads the same ten days again (suncalc's moon
 * search was about 2% of a home page's server time), and the answer is a pure function of its
 * arguments. Kept frozen, so no caller can change another's.
 */
const computedDays = new LRUCache<string, Readonly<DayAstronomy>>({ max: 20_000 });

/** `computeDayAstronomy`, remembered per place and day. */
export function dayAstronomy(
  latitude: number,
  longitude: number,
  dayStartMs: number,
  dayEndMs: number,
): Readonly<DayAstronomy> {
  const key = `${latitude},${longitude},${dayStartMs},${dayEndMs}`;
  let astro = computedDays.get(key);
  if (!astro) {
    astro = Object.freeze(computeDayAstronomy(latitude, longitude, dayStartMs, dayEndMs));
    computedDays.set(key, astro);
  }
  return astro;
}

/**
 * Sun and moon for the local day [dayStartMs, dayEndMs) at a place, computed with suncalc (sea-level
 * horizon). Sun times are those of the solar day containing local noon; moon times are searched over
 * the UTC days the local day overlaps, since suncalc scans UTC calendar days.
 */
export function computeDayAstronomy(
  latitude: number,
  longitude: number,
  dayStartMs: number,
  dayEndMs: number,
): DayAstronomy {
  const noon = new Date((dayStartMs + dayEndMs) / 2);
  const sun = getTimes(noon, latitude, longitude);
  const rises: Array<Date | undefined> = [];
  const sets: Array<Date | undefined> = [];
  for (
    let day = Math.floor(dayStartMs / DAY_MS);
    day <= Math.floor((dayEndMs - 1) / DAY_MS);
    day++
  ) {
    const moon = getMoonTimes(new Date(day * DAY_MS), latitude, longitude);
    rises.push(moon.rise);
    sets.push(moon.set);
  }
  return {
    sunrise: sun.sunrise,
    sunset: sun.sunset,
    sunAlwaysUp: sun.alwaysUp === true,
    sunAlwaysDown: sun.alwaysDown === true,
    moonrise: firstWithin(rises, dayStartMs, dayEndMs),
    moonset: firstWithin(sets, dayStartMs, dayEndMs),
    moonPhase: moonPhaseAt(noon),
  };
}

import type { DelayRisk, PollenLevel, PollenType, UvRisk } from './types';
import type { HourSample } from './sample';

/** The pollen groups in report order, with their display names and the species Open-Meteo counts for each. */
export const POLLEN_GROUPS: ReadonlyArray<{
  type: PollenType;
  name: string;
  species: ReadonlyArray<{ name: string; variable: string }>;
}> = [
  {
    type: 'tree',
    name: 'Tree pollen',
    species: [
      { name: 'Alder', variable: 'alder_pollen' },
      { name: 'Birch', variable: 'birch_pollen' },
      { name: 'Olive', variable: 'olive_pollen' },
    ],
  },
  { type: 'grass', name: 'Grass pollen', species: [{ name: 'Grass', variable: 'grass_pollen' }] },
  {
    type: 'weed',
    name: 'Weed pollen',
    species: [
      { name: 'Mugwort', variable: 'mugwort_pollen' },
      { name: 'Ragweed', variable: 'ragweed_pollen' },
    ],
  },
];

/**
 * Lowest count (grains/m³, daily peak) of Moderate, High and Very High for each group: the
 * National Allergy Bureau (AAAAI) scale. Tree: Low 1–14, Moderate 15–89, High 90–1499, Very High
 * ≥ 1500; grass: 1–4, 5–19, 20–199, ≥ 200; weed: 1–9, 10–49, 50–499, ≥ 500. Below 1: None.
 */
export const POLLEN_THRESHOLDS: Record<
  PollenType,
  [moderate: number, high: number, veryHigh: number]
> = {
  tree: [15, 90, 1500],
  grass: [5, 20, 200],
  weed: [10, 50, 500],
};

/** The level of a pollen count (grains/m³, rounded to a whole grain first); null when unknown. */
export function pollenLevel(type: PollenType, grainsPerM3: number | null): PollenLevel | null {
  if (grainsPerM3 === null || !Number.isFinite(grainsPerM3)) return null;
  const grains = Math.round(Math.max(0, grainsPerM3));
  const [moderate, high, veryHigh] = POLLEN_THRESHOLDS[type];
  if (grains < 1) return 'None';
  if (grains < moderate) return 'Low';
  if (grains < high) return 'Moderate';
  if (grains < veryHigh) return 'High';
  return 'Very High';
}

/** WHO UV risk band of a UV index (rounded to a whole number first): 0–2 Low, 3–5 Moderate, 6–7 High, 8–10 Very High, 11+ Extreme. */
export function uvRisk(uvIndex: number | null): UvRisk | null {
  if (uvIndex === null || !Number.isFinite(uvIndex)) return null;
  const uv = Math.round(Math.max(0, uvIndex));
  if (uv <= 2) return 'Low';
  if (uv <= 5) return 'Moderate';
  if (uv <= 7) return 'High';
  if (uv <= 10) return 'Very High';
  return 'Extreme';
}

/** Visibility (km) below which flights are likely delayed (low instrument conditions). */
export const DELAY_HIGH_VISIBILITY_KM = 0.8;
/** Visibility (km) below which delays are possible (instrument flight rules, under 3 statute miles). */
export const DELAY_MODERATE_VISIBILITY_KM = 4.8;
/** Gust (m/s, about 40 kt) from which flights are likely delayed. */
export const DELAY_HIGH_GUST_MS = 20;
/** Gust (m/s, about 25 kt) from which delays are possible. */
export const DELAY_MODERATE_GUST_MS = 13;

const THUNDER = new Set([95, 96, 99]);
const FREEZING = new Set([56, 57, 66, 67]);
const HEAVY_SNOW = new Set([75, 86]);
const SNOW = new Set([71, 73, 77, 85]);

const km = (v: number) => `${Math.round(v * 10) / 10} km`;
const ms = (v: number) => `${Math.round(v)} m/s`;

/**
 * Weather delay risk of an airport's current conditions. High: thunderstorm, freezing rain or
 * drizzle, heavy snow (or ≥ 2 cm in the hour), visibility under 0.8 km, or gusts of 20 m/s or more.
 * Moderate: other snow, visibility under 4.8 km, gusts of 13 m/s or more. Otherwise Low.
 * `reason` lists what set the level (null when Low).
 */
export function delayRisk(
  s: Pick<HourSample, 'weatherCode' | 'visibilityKm' | 'windGustMs' | 'windSpeedMs' | 'snowfallCm'>,
): { risk: DelayRisk; reason: string | null } {
  const high: string[] = [];
  const moderate: string[] = [];
  const gust = Math.max(s.windGustMs ?? 0, s.windSpeedMs);
  const code = s.weatherCode;
  if (THUNDER.has(code)) high.push('Thunderstorm');
  if (FREEZING.has(code)) high.push('Freezing rain');
  if (HEAVY_SNOW.has(code) || (s.snowfallCm ?? 0) >= 2) high.push('Heavy snow');
  else if (SNOW.has(code) || (s.snowfallCm ?? 0) > 0) moderate.push('Snow');
  if (s.visibilityKm !== null) {
    if (s.visibilityKm < DELAY_HIGH_VISIBILITY_KM) high.push(`Visibility ${km(s.visibilityKm)}`);
    else if (s.visibilityKm < DELAY_MODERATE_VISIBILITY_KM)
      moderate.push(`Visibility ${km(s.visibilityKm)}`);
  }
  if (gust >= DELAY_HIGH_GUST_MS) high.push(`Gusts ${ms(gust)}`);
  else if (gust >= DELAY_MODERATE_GUST_MS) moderate.push(`Gusts ${ms(gust)}`);
  if (high.length) return { risk: 'High', reason: high.join(', ') };
  if (moderate.length) return { risk: 'Moderate', reason: moderate.join(', ') };
  return { risk: 'Low', reason: null };
}

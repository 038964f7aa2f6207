import type { PollenType } from '../types';
import type { ModelPlace } from './model';
import { uniform } from './random';

const YEAR_DAYS = 365.2422;
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * Season of each group in the northern hemisphere at 45°: the day of the year of its peak, the
 * spread (days) of its season and its peak count (grains/m³). Tree pollen peaks in spring, grass
 * in early summer, weeds in late summer.
 */
export const POLLEN_SEASONS: Record<
  PollenType,
  { peakDay: number; spreadDays: number; peakGrains: number; channel: number }
> = {
  tree: { peakDay: 105, spreadDays: 20, peakGrains: 1200, channel: 201 },
  grass: { peakDay: 165, spreadDays: 25, peakGrains: 150, channel: 202 },
  weed: { peakDay: 235, spreadDays: 18, peakGrains: 180, channel: 203 },
};

/**
 * Where a place's pollen comes from: a continent split by climate band (the band from the
 * latitude; tropical highlands from the elevation), each with the allergenic plants that dominate
 * its counts.
 */
export type PollenRegion =
  | 'europe-north'
  | 'europe-central'
  | 'mediterranean'
  | 'asia-west'
  | 'asia-north'
  | 'asia-east'
  | 'asia-south'
  | 'asia-tropical'
  | 'america-boreal'
  | 'america-north'
  | 'america-southeast'
  | 'america-southwest'
  | 'america-tropical'
  | 'america-south'
  | 'patagonia'
  | 'africa-tropical'
  | 'africa-south'
  | 'australia-nz'
  | 'oceania-tropical'
  | 'tropical-highland';

/** The plants the demo names for each group in each region (the counts do not depend on them). */
export const DEMO_POLLEN_SPECIES: Record<PollenRegion, Record<PollenType, readonly string[]>> = {
  'europe-north': {
    tree: ['Birch', 'Alder', 'Hazel'],
    grass: ['Timothy', 'Meadow grass'],
    weed: ['Mugwort', 'Dock'],
  },
  'europe-central': {
    tree: ['Alder', 'Birch', 'Ash'],
    grass: ['Ryegrass', 'Timothy'],
    weed: ['Mugwort', 'Ragweed', 'Plantain'],
  },
  mediterranean: {
    tree: ['Cypress', 'Olive', 'Plane'],
    grass: ['Bermuda grass', 'Ryegrass'],
    weed: ['Pellitory', 'Plantain'],
  },
  'asia-west': {
    tree: ['Mesquite', 'Date palm', 'Mulberry'],
    grass: ['Bermuda grass'],
    weed: ['Goosefoot', 'Saltwort', 'Wormwood'],
  },
  'asia-north': {
    tree: ['Birch', 'Alder', 'Poplar'],
    grass: ['Timothy', 'Meadow grass'],
    weed: ['Wormwood', 'Goosefoot'],
  },
  'asia-east': {
    tree: ['Japanese cedar', 'Birch', 'Oak'],
    grass: ['Orchard grass', 'Timothy'],
    weed: ['Mugwort', 'Japanese hop', 'Ragweed'],
  },
  'asia-south': {
    tree: ['Mesquite', 'Indian elm', 'Neem'],
    grass: ['Bermuda grass', 'Johnson grass'],
    weed: ['Parthenium', 'Amaranth', 'Goosefoot'],
  },
  'asia-tropical': {
    tree: ['Oil palm', 'Acacia', 'Casuarina'],
    grass: ['Bermuda grass', 'Para grass'],
    weed: ['Amaranth', 'Goosefoot'],
  },
  'america-boreal': {
    tree: ['Birch', 'Alder', 'Poplar'],
    grass: ['Timothy', 'Bluegrass'],
    weed: ['Mugwort', 'Dock'],
  },
  'america-north': {
    tree: ['Oak', 'Maple', 'Birch'],
    grass: ['Timothy', 'Bluegrass'],
    weed: ['Ragweed', 'Pigweed', 'Plantain'],
  },
  'america-southeast': {
    tree: ['Oak', 'Pecan', 'Pine'],
    grass: ['Bermuda grass', 'Bahia grass'],
    weed: ['Ragweed', 'Pigweed', 'Dock'],
  },
  'america-southwest': {
    tree: ['Mountain cedar', 'Mesquite', 'Olive'],
    grass: ['Bermuda grass', 'Johnson grass'],
    weed: ['Ragweed', 'Russian thistle', 'Pigweed'],
  },
  'america-tropical': {
    tree: ['Palm', 'Acacia', 'Cecropia'],
    grass: ['Bermuda grass', 'Bahia grass'],
    weed: ['Amaranth', 'Goosefoot'],
  },
  'america-south': {
    tree: ['Plane', 'Ash', 'Cypress'],
    grass: ['Ryegrass', 'Bermuda grass'],
    weed: ['Plantain', 'Goosefoot'],
  },
  patagonia: {
    tree: ['Southern beech', 'Cypress'],
    grass: ['Ryegrass', 'Fescue'],
    weed: ['Plantain', 'Dock'],
  },
  'africa-tropical': {
    tree: ['Acacia', 'Oil palm', 'Neem'],
    grass: ['Bermuda grass', 'Guinea grass'],
    weed: ['Amaranth', 'Goosefoot'],
  },
  'africa-south': {
    tree: ['Plane', 'Cypress', 'Oak'],
    grass: ['Bermuda grass', 'Ryegrass'],
    weed: ['Plantain', 'Goosefoot'],
  },
  'australia-nz': {
    tree: ['Cypress', 'Plane', 'Wattle'],
    grass: ['Ryegrass', 'Couch grass'],
    weed: ['Plantain', 'Pellitory'],
  },
  'oceania-tropical': {
    tree: ['Casuarina', 'Acacia', 'Palm'],
    grass: ['Bermuda grass', 'Para grass'],
    weed: ['Amaranth', 'Goosefoot'],
  },
  'tropical-highland': {
    tree: ['Cypress', 'Eucalyptus'],
    grass: ['Kikuyu grass', 'Ryegrass'],
    weed: ['Plantain', 'Dock'],
  },
};

/** Latitude (°) within which a place is tropical. */
export const TROPICS_DEGREES = 23.5;
/** Elevation (m) from which a tropical place has a highland flora (Bogotá, Nairobi, Mexico City). */
export const TROPICAL_HIGHLAND_METERS = 1500;

type Continent = 'europe' | 'africa' | 'asia' | 'america' | 'oceania';

const ZONE_CONTINENTS: Record<string, Continent> = {
  Europe: 'europe',
  Africa: 'africa',
  Asia: 'asia',
  America: 'america',
  Australia: 'oceania',
  Pacific: 'oceania',
};

/** Longitude of the Red Sea's axis at a latitude (Bab-el-Mandeb 12.6° N to Suez 30° N). */
const redSeaLongitude = (latitude: number) => 43.3 - 0.62 * (latitude - 12.6);

/**
 * The continent of a point: from the IANA zone's area when it names one (`Europe/…`,
 * `America/…`, `Australia/…`, `Pacific/…`, …), else from coarse boxes of the coordinates.
 */
export function continentOf(latitude: number, longitude: number, timeZone?: string): Continent {
  const fromZone = timeZone ? ZONE_CONTINENTS[timeZone.split('/')[0] ?? ''] : undefined;
  if (fromZone) return fromZone;
  const lat = latitude;
  const lon = longitude;
  if (
    (lat <= -10 && lon >= 112) ||
    (lat < 0 && lon >= 130) ||
    (lat < 25 && lon >= 140) ||
    (Math.abs(lat) < 30 && (lon >= 170 || lon <= -150)) ||
    (lat < 0 && lon <= -130)
  ) {
    return 'oceania';
  }
  if (lon <= -32) return 'america';
  if ((lat >= 36 && lon < 45) || (lat >= 45 && lon < 60)) return 'europe';
  const arabia = lat >= 29.5 ? lon > 34.2 : lat > 12 && lon > redSeaLongitude(lat);
  // Africa with Madagascar and the Mascarenes.
  if ((lat < 36 && lon < 52 && !arabia) || (lat < 0 && lon < 65)) return 'africa';
  return 'asia';
}

/**
 * The pollen region of a point (see `DEMO_POLLEN_SPECIES`): its continent (`continentOf`), then
 * its climate band by latitude: tropical within 23.5° (a highland from 1,500 m), subtropical,
 * temperate and boreal poleward (southern North America split at 97° W, Patagonia from 40° S);
 * the Mediterranean is southern Europe, northern Africa (with the Canaries) and the Levant
 * between 30° and 44.5° N.
 */
export function pollenRegion(
  place: { latitude: number; longitude: number; elevationMeters?: number },
  timeZone?: string,
): PollenRegion {
  const { latitude: lat, longitude: lon } = place;
  const continent = continentOf(lat, lon, timeZone);
  const tropical = Math.abs(lat) < TROPICS_DEGREES;
  if (tropical && (place.elevationMeters ?? 0) >= TROPICAL_HIGHLAND_METERS) {
    return 'tropical-highland';
  }
  const mediterranean = lat >= 30 && lat < 44.5 && lon >= -10 && lon < 45;
  switch (continent) {
    case 'europe':
      if (lat >= 58) return 'europe-north';
      return mediterranean ? 'mediterranean' : 'europe-central';
    case 'africa':
      if (lat >= 30 || (lat >= 27 && lon < -12)) return 'mediterranean';
      return lat > -TROPICS_DEGREES ? 'africa-tropical' : 'africa-south';
    case 'asia':
      if (lat >= 50) return 'asia-north';
      if (mediterranean && lon < 40) return 'mediterranean';
      if (lon < 60 || (lon < 80 && lat >= 35)) return 'asia-west';
      if (lon < 92 && lat < 35) return 'asia-south';
      return lat < TROPICS_DEGREES ? 'asia-tropical' : 'asia-east';
    case 'america':
      if (lat >= 55) return 'america-boreal';
      if (lat >= 35) return 'america-north';
      if (lat >= TROPICS_DEGREES) return lon >= -97 ? 'america-southeast' : 'america-southwest';
      if (tropical) return 'america-tropical';
      return lat > -40 ? 'america-south' : 'patagonia';
    case 'oceania':
      return lat <= -TROPICS_DEGREES ? 'australia-nz' : 'oceania-tropical';
  }
}

/** The plants the demo names for each pollen group at a point. */
export function demoPollenSpecies(
  place: { latitude: number; longitude: number; elevationMeters?: number },
  timeZone?: string,
): Record<PollenType, readonly string[]> {
  return DEMO_POLLEN_SPECIES[pollenRegion(place, timeZone)];
}

/** Days the peak moves later per degree of latitude poleward of 45° (earlier equatorward). */
export const PEAK_SHIFT_DAYS_PER_DEGREE = 1.5;

/** The day's weather that shapes its pollen. */
export interface PollenDayWeather {
  /** Mean temperature of the local day, °C. */
  meanTemperatureC: number;
  /** Rain and snow of the local day, mm. */
  precipitationMm: number;
  /** Snow on the ground at the end of the day, cm. */
  snowDepthCm: number;
}

/**
 * Seasonal factor (0–1) of a group on a day of the year: a bell around the peak, mirrored by
 * half a year in the southern hemisphere and shifted with latitude; a flat low season within 20°
 * of the equator; fading out between 62° and 72°.
 */
export function seasonFactor(type: PollenType, latitude: number, dayOfYear: number): number {
  const absLat = Math.abs(latitude);
  if (absLat < 20) return 0.3;
  const season = POLLEN_SEASONS[type];
  const hemisphereShift = latitude < 0 ? YEAR_DAYS / 2 : 0;
  const peak = season.peakDay + PEAK_SHIFT_DAYS_PER_DEGREE * (absLat - 45) + hemisphereShift;
  let distance = Math.abs((((dayOfYear - peak) % YEAR_DAYS) + YEAR_DAYS) % YEAR_DAYS);
  distance = Math.min(distance, YEAR_DAYS - distance);
  const polar = clamp((72 - absLat) / 10, 0, 1);
  return Math.exp(-0.5 * (distance / season.spreadDays) ** 2) * polar;
}

/**
 * Modelled peak count (grains/m³) of a group on a local day (`epochDay`: days since 1970-01-01 of
 * the local date). Season × a fixed per-place abundance × a per-day factor, then the weather: none
 * below a 5 °C daily mean (ramping up to 10 °C) or over snow, and rain washes it out
 * (÷ (1 + mm / 3)).
 */
export function modelPollen(
  place: ModelPlace,
  type: PollenType,
  epochDay: number,
  weather: PollenDayWeather,
): number {
  const season = POLLEN_SEASONS[type];
  const dayOfYear = (((epochDay - 10_957) % YEAR_DAYS) + YEAR_DAYS) % YEAR_DAYS;
  const abundance = 0.3 + 1.2 * uniform(place.seed, season.channel);
  const daily = 0.5 + uniform(place.seed, season.channel, epochDay);
  const warmth = clamp((weather.meanTemperatureC - 5) / 5, 0, 1);
  const snow = weather.snowDepthCm > 0.5 ? 0 : 1;
  const washout = 1 / (1 + Math.max(0, weather.precipitationMm) / 3);
  const grains =
    season.peakGrains *
    seasonFactor(type, place.latitude, dayOfYear) *
    abundance *
    daily *
    warmth *
    snow *
    washout;
  return Math.round(grains);
}

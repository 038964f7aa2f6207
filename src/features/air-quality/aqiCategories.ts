import type { PollutantCode } from '@/types/weather';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/airQuality';

const t = translator('airQuality', messages);

/** The six categories of the US EPA Air Quality Index, from cleanest to worst. */
export type AqiCategoryName =
  | 'Good'
  | 'Moderate'
  | 'Unhealthy for Sensitive Groups'
  | 'Unhealthy'
  | 'Very Unhealthy'
  | 'Hazardous';

/** One AQI category: its range, the EPA colour, the text colour that reads on it, and the EPA health wording. */
export interface AqiCategory {
  name: AqiCategoryName;
  /** Short key for class names (`good`, `usg`, …). */
  key: 'good' | 'moderate' | 'usg' | 'unhealthy' | 'very-unhealthy' | 'hazardous';
  /** Lowest and highest AQI of the category (inclusive). */
  min: number;
  max: number;
  /** The EPA colour of the category (AQI technical assistance document, Table 1), and its name. */
  color: string;
  colorName: 'Green' | 'Yellow' | 'Orange' | 'Red' | 'Purple' | 'Maroon';
  /** Text colour on `color` with at least 4.5:1 contrast. */
  textColor: '#000000' | '#ffffff';
  /** What the category means for health (AirNow, "AQI Basics"). */
  meaning: string;
  /** EPA cautionary statement for sensitive groups; null when the EPA gives none ("None"). */
  sensitiveGroups: string | null;
  /** EPA cautionary statement for everyone else; null when the EPA gives none ("None"). */
  generalPublic: string | null;
}

const sensitive = t('sensitiveGroups');

/**
 * The US EPA AQI categories, with the EPA's wording: the meaning of each category from AirNow's
 * "AQI Basics", and the cautionary statements of the EPA's Technical Assistance Document for the
 * Reporting of Daily Air Quality (EPA-454/B-18-007, Table 4, particle pollution).
 */
export const AQI_CATEGORIES: readonly AqiCategory[] = [
  {
    name: 'Good',
    key: 'good',
    min: 0,
    max: 50,
    color: '#00e400',
    colorName: 'Green',
    textColor: '#000000',
    meaning: t('category.good.meaning'),
    sensitiveGroups: null,
    generalPublic: null,
  },
  {
    name: 'Moderate',
    key: 'moderate',
    min: 51,
    max: 100,
    color: '#ffff00',
    colorName: 'Yellow',
    textColor: '#000000',
    meaning: t('category.moderate.meaning'),
    sensitiveGroups: t('category.moderate.sensitive'),
    generalPublic: null,
  },
  {
    name: 'Unhealthy for Sensitive Groups',
    key: 'usg',
    min: 101,
    max: 150,
    color: '#ff7e00',
    colorName: 'Orange',
    textColor: '#000000',
    meaning: t('category.usg.meaning'),
    sensitiveGroups: t('category.usg.sensitive', { sensitive }),
    generalPublic: null,
  },
  {
    name: 'Unhealthy',
    key: 'unhealthy',
    min: 151,
    max: 200,
    color: '#ff0000',
    colorName: 'Red',
    textColor: '#000000',
    meaning: t('category.unhealthy.meaning'),
    sensitiveGroups: t('category.unhealthy.sensitive', { sensitive }),
    generalPublic: t('category.unhealthy.public'),
  },
  {
    name: 'Very Unhealthy',
    key: 'very-unhealthy',
    min: 201,
    max: 300,
    color: '#8f3f97',
    colorName: 'Purple',
    textColor: '#ffffff',
    meaning: t('category.veryUnhealthy.meaning'),
    sensitiveGroups: t('category.veryUnhealthy.sensitive', { sensitive }),
    generalPublic: t('category.veryUnhealthy.public'),
  },
  {
    name: 'Hazardous',
    key: 'hazardous',
    min: 301,
    max: 500,
    color: '#7e0023',
    colorName: 'Maroon',
    textColor: '#ffffff',
    meaning: t('category.hazardous.meaning'),
    sensitiveGroups: t('category.hazardous.sensitive', { sensitive }),
    generalPublic: t('category.hazardous.public'),
  },
];

/** The category of an AQI value (values above 500 are Hazardous); null when the value is unknown. */
export function aqiCategoryOf(aqi: number | null | undefined): AqiCategory | null {
  if (aqi === null || aqi === undefined || !Number.isFinite(aqi)) return null;
  const value = Math.max(0, Math.round(aqi));
  return AQI_CATEGORIES.find((c) => value <= c.max) ?? AQI_CATEGORIES.at(-1) ?? null;
}

/** The category named by a payload (`Unhealthy for Sensitive Groups`), else the one of its AQI. */
export function aqiCategoryFor(
  name: string | null | undefined,
  aqi: number | null | undefined,
): AqiCategory | null {
  const named = AQI_CATEGORIES.find((c) => c.name.toLowerCase() === name?.trim().toLowerCase());
  return named ?? aqiCategoryOf(aqi);
}

/** Short names of the pollutants, as tables and summaries show them. */
export const POLLUTANT_SHORT_NAMES: Record<PollutantCode, string> = {
  pm2_5: 'PM2.5',
  pm10: 'PM10',
  o3: 'O₃',
  no2: 'NO₂',
  so2: 'SO₂',
  co: 'CO',
};

/**
 * A pollutant's concentration for reading: µg/m³ (PM2.5 always to 0.1, the others to 0.1 below 10
 * and whole above), except carbon monoxide in mg/m³ (its concentrations run in the hundreds to
 * thousands of µg/m³).
 */
export function formatConcentration(code: PollutantCode, ugM3: number | null): string {
  if (ugM3 === null || !Number.isFinite(ugM3)) return '--';
  if (code === 'co') return `${(ugM3 / 1000).toFixed(2)} mg/m³`;
  // PM2.5 at the EPA's precision (0.1 µg/m³), as its sub-index is computed from it.
  if (code === 'pm2_5') return `${ugM3.toFixed(1)} µg/m³`;
  return `${ugM3 < 10 ? ugM3.toFixed(1) : Math.round(ugM3).toString()} µg/m³`;
}

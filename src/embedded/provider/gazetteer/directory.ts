import { countries as countryList } from 'countries-list';

import { getGazetteer } from './load';
import type { Gazetteer, Place } from './place';
import { countryInfo } from './territories';

/** Continent codes as GeoNames and `countries-list` write them. */
export const CONTINENT_CODES = ['AF', 'AN', 'AS', 'EU', 'NA', 'OC', 'SA'] as const;
export type ContinentCode = (typeof CONTINENT_CODES)[number];

/** One place in a directory list: what a link to its pages needs. */
export interface DirectoryPlace {
  CityName: string;
  SlugName: string;
  TerritoryAbbr: string | null;
  Population: number;
}

/** A country of a continent with its largest places. */
export interface DirectoryCountry {
  CountryIso2Code: string;
  CountryShortName: string;
  /** How many places of the country the gazetteer holds. */
  PlaceCount: number;
  /** The largest places, most populous first. */
  Places: DirectoryPlace[];
}

/** Every place of one territory (admin1) of a country, in alphabetical order. */
export interface DirectoryTerritory {
  CountryIso2Code: string;
  TerritoryCode: string;
  TerritoryAbbr: string | null;
  TerritoryName: string | null;
  Places: DirectoryPlace[];
}

/** One page of every place's slug, in the gazetteer's (stable) order. */
export interface SlugPage {
  Total: number;
  Offset: number;
  Slugs: string[];
}

/** The continent of a country (ISO2), or null when unknown. */
export function continentOf(country: string): ContinentCode | null {
  const entry = (countryList as Record<string, { continent: string } | undefined>)[country];
  const code = entry?.continent;
  return (CONTINENT_CODES as readonly string[]).includes(code ?? '')
    ? (code as ContinentCode)
    : null;
}

/** The gazetteer's places grouped for the directory, built once per loaded gazetteer. */
interface DirectoryIndex {
  /** Places of each country, most populous first (ties: smaller GeoNames id). */
  byCountry: Map<string, Place[]>;
  /** Places of each `COUNTRY.adminCode`, in alphabetical order. */
  byTerritory: Map<string, Place[]>;
}

const indexes = new WeakMap<Gazetteer, DirectoryIndex>();

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Alphabetical by name (accents and case folded), then by slug so the order is total. */
function alphabetical(a: Place, b: Place): number {
  return collator.compare(a.name, b.name) || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);
}

function directoryIndex(): DirectoryIndex {
  const gazetteer = getGazetteer();
  const known = indexes.get(gazetteer);
  if (known) return known;
  const byCountry = new Map<string, Place[]>();
  const byTerritory = new Map<string, Place[]>();
  for (const place of gazetteer.places) {
    const country = byCountry.get(place.country);
    if (country) country.push(place);
    else byCountry.set(place.country, [place]);
    if (!place.adminCode) continue;
    const key = `${place.country}.${place.adminCode}`;
    const territory = byTerritory.get(key);
    if (territory) territory.push(place);
    else byTerritory.set(key, [place]);
  }
  for (const list of byCountry.values())
    list.sort((a, b) => b.population - a.population || a.id - b.id);
  for (const list of byTerritory.values()) list.sort(alphabetical);
  const index = { byCountry, byTerritory };
  indexes.set(gazetteer, index);
  return index;
}

function toDirectoryPlace(place: Place): DirectoryPlace {
  return {
    CityName: place.name,
    SlugName: place.slug,
    TerritoryAbbr: place.territoryAbbr,
    Population: place.population,
  };
}

/** Every country of a continent that has places, by short name, each with its `top` largest places. */
export function continentCountries(continent: ContinentCode, top: number): DirectoryCountry[] {
  const { byCountry } = directoryIndex();
  const found: DirectoryCountry[] = [];
  for (const [country, places] of byCountry) {
    if (continentOf(country) !== continent) continue;
    found.push({
      CountryIso2Code: country,
      CountryShortName: countryInfo(country).shortName,
      PlaceCount: places.length,
      Places: places.slice(0, top).map(toDirectoryPlace),
    });
  }
  return found.sort(
    (a, b) =>
      collator.compare(a.CountryShortName, b.CountryShortName) ||
      a.CountryIso2Code.localeCompare(b.CountryIso2Code),
  );
}

/** Every place of a territory (GeoNames admin1 code) in alphabetical order, else null. */
export function territoryPlaces(country: string, adminCode: string): DirectoryTerritory | null {
  const places = directoryIndex().byTerritory.get(`${country}.${adminCode}`);
  const first = places?.[0];
  if (!places || !first) return null;
  return {
    CountryIso2Code: country,
    TerritoryCode: adminCode,
    TerritoryAbbr: first.territoryAbbr,
    TerritoryName: first.territoryName,
    Places: places.map(toDirectoryPlace),
  };
}

/** `limit` place slugs from `offset`, in the gazetteer's order (the same on every start). */
export function placeSlugs(offset: number, limit: number): SlugPage {
  const { places } = getGazetteer();
  return {
    Total: places.length,
    Offset: offset,
    Slugs: places.slice(offset, offset + limit).map((place) => place.slug),
  };
}

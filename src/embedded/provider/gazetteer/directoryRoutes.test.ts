import { ZodError } from 'zod';

import { HttpError } from '@/server/http/httpError';

import type { ProviderRequestContext } from '../routes';
import { warmGazetteer } from '.';
import type { DirectoryCountry, DirectoryTerritory, SlugPage } from './directory';
import { continentOf } from './directory';
import { directoryRoutes } from './directoryRoutes';

beforeAll(() => {
  warmGazetteer();
}, 120_000);

function call(path: string, params: Record<string, string>): unknown {
  const handler = directoryRoutes.find((route) => route.path === path)?.methods.GET;
  if (!handler) throw new Error(`no GET ${path}`);
  const context: ProviderRequestContext = { params, headers: {}, body: undefined };
  return handler(context);
}

const CONTINENT = '/data/locations/v3/directory';
const PLACES = '/data/locations/v3/directory/places';
const SLUGS = '/data/locations/v3/directory/slugs';

function statusOf(run: () => unknown): number | 'zod' | null {
  try {
    run();
    return null;
  } catch (err) {
    if (err instanceof ZodError) return 'zod';
    if (err instanceof HttpError) return err.status;
    throw err;
  }
}

describe('continentOf', () => {
  it('names the continent of a country, Oceania for Australia', () => {
    expect(continentOf('US')).toBe('NA');
    expect(continentOf('BR')).toBe('SA');
    expect(continentOf('FR')).toBe('EU');
    expect(continentOf('JP')).toBe('AS');
    expect(continentOf('NG')).toBe('AF');
    expect(continentOf('AU')).toBe('OC');
    expect(continentOf('ZZ')).toBeNull();
  });
});

describe('GET /data/locations/v3/directory/continent=…', () => {
  it('lists every country of the continent by name, each with its largest places first', () => {
    const answer = call(CONTINENT, { continent: 'EU', top: '3' }) as {
      Continent: string;
      Countries: DirectoryCountry[];
    };
    expect(answer.Continent).toBe('EU');
    const names = answer.Countries.map((c) => c.CountryShortName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const france = answer.Countries.find((c) => c.CountryIso2Code === 'FR');
    expect(france?.Places).toHaveLength(3);
    expect(france?.Places[0]).toMatchObject({
      CityName: 'Paris',
      SlugName: 'paris-ile-de-france-fr',
    });
    const populations = france?.Places.map((p) => p.Population) ?? [];
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    expect(france?.PlaceCount).toBeGreaterThan(1000);
    expect(answer.Countries.some((c) => c.CountryIso2Code === 'US')).toBe(false);
  });

  it('defaults to ten places and refuses a bad continent or count', () => {
    const answer = call(CONTINENT, { continent: 'NA' }) as { Countries: DirectoryCountry[] };
    const us = answer.Countries.find((c) => c.CountryIso2Code === 'US');
    expect(us?.Places).toHaveLength(10);
    expect(us?.Places[0]?.SlugName).toBe('new-york-city-ny-us');
    expect(statusOf(() => call(CONTINENT, { continent: 'XX' }))).toBe('zod');
    expect(statusOf(() => call(CONTINENT, {}))).toBe('zod');
    expect(statusOf(() => call(CONTINENT, { continent: 'EU', top: '51' }))).toBe('zod');
  });
});

describe('GET /data/locations/v3/directory/places/country=…/territory=…', () => {
  it('lists every place of a state in alphabetical order', () => {
    const answer = call(PLACES, { country: 'US', territory: 'NY' }) as DirectoryTerritory;
    expect(answer).toMatchObject({ TerritoryAbbr: 'NY', TerritoryName: 'New York' });
    expect(answer.Places.length).toBeGreaterThan(500);
    const names = answer.Places.map((p) => p.CityName);
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })),
    );
    expect(answer.Places.map((p) => p.SlugName)).toContain('new-york-city-ny-us');
  });

  it('answers 404 for an unknown territory and 400 for a malformed one', () => {
    expect(statusOf(() => call(PLACES, { country: 'US', territory: 'ZZ' }))).toBe(404);
    expect(statusOf(() => call(PLACES, { country: 'us', territory: 'NY' }))).toBe('zod');
    expect(statusOf(() => call(PLACES, { country: 'US', territory: 'N/Y' }))).toBe('zod');
  });
});

describe('GET /data/locations/v3/directory/slugs', () => {
  it('pages through every slug in a stable order', () => {
    const first = call(SLUGS, { offset: '0', limit: '5' }) as SlugPage;
    expect(first.Slugs).toHaveLength(5);
    expect(first.Total).toBeGreaterThan(100_000);
    const next = call(SLUGS, { offset: '5', limit: '5' }) as SlugPage;
    expect(next.Slugs.some((slug) => first.Slugs.includes(slug))).toBe(false);
    const last = call(SLUGS, { offset: String(first.Total - 2), limit: '5' }) as SlugPage;
    expect(last.Slugs).toHaveLength(2);
    expect(statusOf(() => call(SLUGS, { limit: '50001' }))).toBe('zod');
    expect(statusOf(() => call(SLUGS, { offset: '-1' }))).toBe('zod');
  });
});

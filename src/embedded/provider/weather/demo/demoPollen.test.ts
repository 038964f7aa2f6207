import {
  continentOf,
  DEMO_POLLEN_SPECIES,
  demoPollenSpecies,
  pollenRegion,
  type PollenRegion,
} from './demoPollen';

type Place = [name: string, lat: number, lon: number, tz: string, elevation: number];

describe('demo pollen species by region', () => {
  it.each<[...Place, PollenRegion]>([
    ['Tromsø', 69.6496, 18.956, 'Europe/Oslo', 10, 'europe-north'],
    ['Reykjavík', 64.1466, -21.9426, 'Atlantic/Reykjavik', 20, 'europe-north'],
    ['Berlin', 52.52, 13.405, 'Europe/Berlin', 34, 'europe-central'],
    ['Rome', 41.9028, 12.4964, 'Europe/Rome', 21, 'mediterranean'],
    ['Tunis', 36.8065, 10.1815, 'Africa/Tunis', 4, 'mediterranean'],
    ['Tel Aviv', 32.0853, 34.7818, 'Asia/Jerusalem', 5, 'mediterranean'],
    ['Dubai', 25.2048, 55.2708, 'Asia/Dubai', 5, 'asia-west'],
    ['Novosibirsk', 55.0084, 82.9357, 'Asia/Novosibirsk', 150, 'asia-north'],
    ['Tokyo', 35.6762, 139.6503, 'Asia/Tokyo', 40, 'asia-east'],
    ['Delhi', 28.6139, 77.209, 'Asia/Kolkata', 216, 'asia-south'],
    ['Singapore', 1.3521, 103.8198, 'Asia/Singapore', 15, 'asia-tropical'],
    ['Anchorage', 61.2181, -149.9003, 'America/Anchorage', 31, 'america-boreal'],
    ['New York', 40.7128, -74.006, 'America/New_York', 10, 'america-north'],
    ['Houston', 29.7604, -95.3698, 'America/Chicago', 15, 'america-southeast'],
    ['Phoenix', 33.4484, -112.074, 'America/Phoenix', 331, 'america-southwest'],
    ['Mexico City', 19.4326, -99.1332, 'America/Mexico_City', 2240, 'tropical-highland'],
    ['Manaus', -3.119, -60.0217, 'America/Manaus', 92, 'america-tropical'],
    ['Buenos Aires', -34.6037, -58.3816, 'America/Argentina/Buenos_Aires', 25, 'america-south'],
    ['Ushuaia', -54.8019, -68.303, 'America/Argentina/Ushuaia', 20, 'patagonia'],
    ['Lagos', 6.5244, 3.3792, 'Africa/Lagos', 41, 'africa-tropical'],
    ['Nairobi', -1.2921, 36.8219, 'Africa/Nairobi', 1795, 'tropical-highland'],
    ['Cape Town', -33.9249, 18.4241, 'Africa/Johannesburg', 25, 'africa-south'],
    ['Perth', -31.9523, 115.8613, 'Australia/Perth', 20, 'australia-nz'],
    ['Sydney', -33.87, 151.21, 'Australia/Sydney', 20, 'australia-nz'],
    ['Auckland', -36.8485, 174.7633, 'Pacific/Auckland', 20, 'australia-nz'],
    ['Darwin', -12.4634, 130.8456, 'Australia/Darwin', 30, 'oceania-tropical'],
    ['Honolulu', 21.3069, -157.8583, 'Pacific/Honolulu', 5, 'oceania-tropical'],
  ])('%s (%f, %f, %s, %i m) is in %s', (_, latitude, longitude, tz, elevationMeters, region) => {
    const place = { latitude, longitude, elevationMeters };
    expect(pollenRegion(place, tz)).toBe(region);
    // Without a zone the coordinates alone place it the same.
    expect(pollenRegion(place)).toBe(region);
    expect(demoPollenSpecies(place, tz)).toBe(DEMO_POLLEN_SPECIES[region]);
  });

  it('names no birch or ragweed in the tropics or the southern hemisphere', () => {
    for (let lat = -60; lat <= 23; lat += 1) {
      for (let lon = -180; lon < 180; lon += 5) {
        const species = Object.values(demoPollenSpecies({ latitude: lat, longitude: lon })).flat();
        expect(species).not.toContain('Birch');
        expect(species).not.toContain('Ragweed');
      }
    }
  });

  it('names its species in every group of every region', () => {
    for (const groups of Object.values(DEMO_POLLEN_SPECIES)) {
      for (const type of ['tree', 'grass', 'weed'] as const) {
        expect(groups[type].length).toBeGreaterThan(0);
      }
    }
  });

  it('takes the continent from the zone when it names one, else from the coordinates', () => {
    // Istanbul's European side and a point on the Red Sea's Arabian shore.
    expect(continentOf(41.0082, 28.9784)).toBe('europe');
    expect(continentOf(41.0082, 28.9784, 'Europe/Istanbul')).toBe('europe');
    expect(continentOf(21.4858, 39.1925)).toBe('asia');
    expect(continentOf(19.6, 37.2)).toBe('africa');
    expect(continentOf(21.3069, -157.8583, 'UTC')).toBe('oceania');
    expect(continentOf(21.3069, -157.8583, 'Pacific/Honolulu')).toBe('oceania');
    expect(continentOf(-8.65, 115.2167, 'Asia/Makassar')).toBe('asia');
  });
});

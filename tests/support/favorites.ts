/** Test-only builders of the favourites and stations tests (never imported by app code). */
import { HttpResponse } from 'msw';

import type { HydrationPayload } from '@/store/hydrated';
import { makeStore } from '@/application/store';
import type { FavoriteLocation, Locality, Location } from '@/types/location';

import { buildLocality, buildStation } from '@tests/fixtures/localities';
import { record, testDeps } from '@tests/support/web2';

export { noContent, record } from '@tests/support/web2';

/** A location around a locality, without a chosen station. */
export function buildLocation(locality: Partial<Locality> = {}): Location {
  return { Locality: buildLocality(locality), Station: null, DefaultStationRouteString: null };
}

/** A favourite (position given by the caller's list order). */
export function buildFavorite(
  id: string,
  locality: Partial<Locality>,
  position = 0,
): FavoriteLocation {
  return { Id: id, Position: position, Location: buildLocation(locality) };
}

/** Paris, the first of three favourites (Paris, Berlin, Rome at positions 0..2). */
export const paris = buildFavorite('fav-paris', {}, 0);
/** Berlin, the second favourite. */
export const berlin = buildFavorite(
  'fav-berlin',
  {
    CityId: '2950159',
    CityName: 'Berlin',
    SlugName: 'berlin-be-de',
    DisplayCompositeName: 'Berlin, Germany',
    Latitude: 52.52,
    Longitude: 13.41,
  },
  1,
);
/** Rome, the third favourite. */
export const rome = buildFavorite(
  'fav-rome',
  {
    CityId: '3169070',
    CityName: 'Rome',
    SlugName: 'rome-lazio-it',
    DisplayCompositeName: 'Rome, Italy',
    Latitude: 41.89,
    Longitude: 12.51,
  },
  2,
);
/** London, a location that is not a favourite. */
export const london = buildLocation({
  CityId: '2643743',
  CityName: 'London',
  SlugName: 'london-england-gb',
  DisplayCompositeName: 'London, United Kingdom',
  Latitude: 51.51,
  Longitude: -0.13,
});

/** Stations near Paris. */
export const parisStations = [
  buildStation({
    StationId: 'LFPB',
    StationName: 'Paris-Le Bourget Airport',
    RouteString: 'metar-lfpb',
    Distance: 6.4,
  }),
  buildStation({
    StationId: 'LFPG',
    StationName: 'Charles de Gaulle Airport',
    RouteString: 'metar-lfpg',
    Distance: 13.1,
    Latitude: 49.01,
    Longitude: 2.55,
  }),
];

/** The seed of a visitor with a device id, an active location and favourites. */
export function seed(overrides: Partial<HydrationPayload> = {}): HydrationPayload {
  return {
    user: { deviceId: 'device-1', isBot: false, language: 'en-US' },
    location: { activeLocation: paris.Location },
    favorites: { items: [paris, berlin, rome] },
    page: { pageId: 'forecasts/current', query: {} },
    ...overrides,
  };
}

/** A store seeded like server rendering does, made with the test dependencies. */
export function seededStore(overrides: Partial<HydrationPayload> = {}) {
  return makeStore(seed(overrides), testDeps());
}

/** A JSON answer. */
export function json(body: unknown, status = 200): Response {
  return HttpResponse.json(body as Record<string, unknown>, { status });
}

/** GET user/profile answering `favorites` (the rest of the profile as the server fills it). */
export function answerProfile(favorites: unknown) {
  return record(
    'get',
    '/user/profile',
    json({
      user: {
        DeviceId: 'device-1',
        Language: 'en-US',
        IsBot: false,
        ActiveLocation: paris.Location,
        FavoriteLocations: favorites,
        Units: 1,
        TempUnit: 1,
        WindUnit: 1,
        PressureUnit: 1,
        AgeValue: null,
        GenderValue: null,
        Os: null,
        OsVersion: null,
      },
    }),
  );
}

import { expect, test } from './fixtures';

interface Locality {
  CityId: string;
  SlugName: string;
  DisplayCompositeName: string;
  Latitude: number;
  Longitude: number;
}
interface Favorite {
  Id: string;
  Position: number;
  Location: { Locality: Locality };
}
interface User {
  DeviceId: string;
  FavoriteLocations: Favorite[];
  ActiveLocation: { Locality: Locality } | null;
}

// The product web API and the provider, over HTTP against `next start` with nothing mocked.
test.describe('web API over HTTP', () => {
  test('search, profile and favourites for one visitor', async ({ request }) => {
    const search = await request.get('/web2/api/pulse/data/locations/v3/location', {
      params: { searchString: 'paris', maxResults: 5, appId: 'wbweb' },
    });
    expect(search.status()).toBe(200);
    const results = ((await search.json()) as { r: Locality[] }).r;
    expect(results[0]?.DisplayCompositeName).toMatch(/^Paris, .*France$/);
    expect(results.length).toBeLessThanOrEqual(5);

    const zip = await request.get('/web2/api/pulse/data/locations/v3/location', {
      params: { searchString: '10001' },
    });
    expect(((await zip.json()) as { r: Locality[] }).r[0]?.DisplayCompositeName).toMatch(
      /New York/,
    );

    const first = await request.get('/web2/api/user/profile');
    expect(first.status()).toBe(200);
    const user = ((await first.json()) as { user: User }).user;
    expect(user.DeviceId).toMatch(/^[0-9a-f-]{36}$/);
    // Loopback has no GeoLite answer: the configured default place (New York City).
    expect(user.ActiveLocation?.Locality.SlugName).toMatch(/^new-york/);

    const paris = results[0]!;
    const created = await request.post('/web2/api/favorite-locations', {
      data: {
        favoriteLocation: {
          Location: { Locality: paris, Station: null, DefaultStationRouteString: null },
        },
        appInstanceId: user.DeviceId,
      },
    });
    expect(created.status()).toBe(200);
    const favorite = (await created.json()) as Favorite;
    expect(favorite.Position).toBe(0);

    const again = ((await (await request.get('/web2/api/user/profile')).json()) as { user: User })
      .user;
    expect(again.DeviceId).toBe(user.DeviceId);
    expect(again.FavoriteLocations.map((f) => f.Location.Locality.SlugName)).toEqual([
      paris.SlugName,
    ]);

    const stations = await request.get('/web2/api/stations', {
      params: { lat: paris.Latitude, lon: paris.Longitude },
    });
    expect(Array.isArray(await stations.json())).toBe(true);

    const deleted = await request.delete(`/web2/api/favorite-locations/${favorite.Id}`, {
      params: {
        appInstanceId: user.DeviceId,
        favoriteLocationId: favorite.Id,
        favoriteLocationLatitude: paris.Latitude,
        favoriteLocationLongitude: paris.Longitude,
      },
    });
    expect(deleted.status()).toBe(204);
  });

  test('bad input gets a 4xx with a message, never a 500', async ({ request }) => {
    await request.get('/web2/api/user/profile');
    const notJson = await request.post('/web2/api/favorite-locations', {
      headers: { 'content-type': 'application/json' },
      data: '{not json',
    });
    expect(notJson.status()).toBe(400);
    const wrong = await request.post('/web2/api/favorite-locations', {
      data: { favoriteLocation: 'paris' },
    });
    expect(wrong.status()).toBe(400);
    expect(((await wrong.json()) as { error: string }).error).toBeTruthy();
    const sqlish = await request.post('/web2/api/locations/query', {
      data: { Query: "'; DROP TABLE devices; --" },
    });
    expect(sqlish.status()).toBe(404);
    const huge = await request.get('/web2/api/pulse/data/locations/v3/location', {
      params: { searchString: 'x'.repeat(5000) },
    });
    expect(huge.status()).toBe(400);
  });
});

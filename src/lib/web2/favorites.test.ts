import { HttpResponse } from 'msw';

import { favorite, location, noContent, record, testClient } from '@tests/support/web2';

const FAVORITE_ERROR = new Error('Create and update responses must have an Id and a Locality');

describe('favourite-location calls', () => {
  it('createFavoriteLocation POSTs { favoriteLocation: { Position, Location }, appInstanceId }', async () => {
    const received = record('post', '/favorite-locations', HttpResponse.json(favorite));
    const created = await testClient().createFavoriteLocation({
      favoriteLocation: { Position: 0, Location: location },
      appInstanceId: 'app-1',
    });
    expect(created).toEqual(favorite);
    expect(received[0]?.method).toBe('POST');
    expect(received[0]?.url.pathname).toBe('/web2/api/favorite-locations');
    expect(received[0]?.body).toEqual({
      favoriteLocation: { Position: 0, Location: location },
      appInstanceId: 'app-1',
    });
  });

  it('updateFavoriteLocation PUTs { newFavoriteLocation } and adds appInstanceId only when given', async () => {
    const received = record('put', '/favorite-locations', HttpResponse.json(favorite));
    const client = testClient();
    await expect(client.updateFavoriteLocation({ newFavoriteLocation: favorite })).resolves.toEqual(
      favorite,
    );
    await client.updateFavoriteLocation({ newFavoriteLocation: favorite, appInstanceId: 'app-2' });
    expect(received.map((r) => r.method)).toEqual(['PUT', 'PUT']);
    expect(received[0]?.body).toEqual({ newFavoriteLocation: favorite });
    expect(received[1]?.body).toEqual({ newFavoriteLocation: favorite, appInstanceId: 'app-2' });
  });

  it('deleteFavoriteLocation DELETEs favorite-locations/{id} with the four query parameters', async () => {
    const received = record('delete', '/favorite-locations/:id', noContent());
    await expect(
      testClient().deleteFavoriteLocation({
        appInstanceId: 'app-1',
        favoriteLocationId: 'fav/1',
        favoriteLocationLatitude: 40.71,
        favoriteLocationLongitude: -74.01,
      }),
    ).resolves.toBeUndefined();
    expect(received[0]?.method).toBe('DELETE');
    expect(received[0]?.url.pathname).toBe('/web2/api/favorite-locations/fav%2F1');
    expect(received[0]?.query).toEqual({
      appInstanceId: 'app-1',
      favoriteLocationId: 'fav/1',
      favoriteLocationLatitude: '40.71',
      favoriteLocationLongitude: '-74.01',
    });
    expect(received[0]?.body).toBeUndefined();
  });

  it.each([
    ['no Id', { Position: 0, Location: location }],
    ['an empty Id', { ...favorite, Id: '' }],
    ['no Location', { Id: 'fav-1', Position: 0 }],
    ['no Locality', { ...favorite, Location: { ...location, Locality: null } }],
    ['an array', [favorite]],
  ])('create and update reject an answer with %s', async (_label, answer) => {
    record('post', '/favorite-locations', HttpResponse.json(answer));
    record('put', '/favorite-locations', HttpResponse.json(answer));
    const client = testClient();
    const request = { favoriteLocation: { Position: 0, Location: location }, appInstanceId: 'a' };
    await expect(client.createFavoriteLocation(request)).rejects.toThrow(FAVORITE_ERROR);
    await expect(client.updateFavoriteLocation({ newFavoriteLocation: favorite })).rejects.toThrow(
      FAVORITE_ERROR,
    );
  });

  it('create rejects an empty body by the response rule first', async () => {
    record('post', '/favorite-locations', noContent());
    await expect(
      testClient().createFavoriteLocation({
        favoriteLocation: { Position: 0, Location: location },
        appInstanceId: 'a',
      }),
    ).rejects.toThrow(new Error('Invalid PulseAPI response: NULL'));
  });
});

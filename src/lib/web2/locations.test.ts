import { HttpResponse } from 'msw';

import { location, record, station, testClient } from '@tests/support/web2';

describe('location and station calls', () => {
  it('queryLocation POSTs { Query: slug } to locations/query and returns the location', async () => {
    const answer = { Id: 'loc-1', ...location };
    const received = record('post', '/locations/query', HttpResponse.json(answer));
    await expect(testClient().queryLocation('new-york-ny-10007')).resolves.toEqual(answer);
    expect(received[0]?.method).toBe('POST');
    expect(received[0]?.url.pathname).toBe('/web2/api/locations/query');
    expect(received[0]?.body).toEqual({ Query: 'new-york-ny-10007' });
  });

  it('queryLocation rejects an answer without Id or Locality', async () => {
    record('post', '/locations/query', HttpResponse.json(location));
    await expect(testClient().queryLocation('x')).rejects.toThrow(
      'Location query responses must have an Id and a Locality',
    );
  });

  it('getStations GETs stations with lat, lon and radius 15 by default', async () => {
    const received = record('get', '/stations', HttpResponse.json([station]));
    await expect(testClient().getStations({ lat: 40.71, lon: -74.01 })).resolves.toEqual([station]);
    expect(received[0]?.method).toBe('GET');
    expect(received[0]?.url.pathname).toBe('/web2/api/stations');
    expect(received[0]?.query).toEqual({ lat: '40.71', lon: '-74.01', radius: '15' });
  });

  it('getStations sends the radius it is given', async () => {
    const received = record('get', '/stations', HttpResponse.json([]));
    await expect(testClient().getStations({ lat: 1, lon: 2, radius: 50 })).resolves.toEqual([]);
    expect(received[0]?.query).toEqual({ lat: '1', lon: '2', radius: '50' });
  });

  it.each([[{ stations: [station] }], ['text'], [42]])(
    'getStations rejects a non-array answer %p',
    async (answer) => {
      record('get', '/stations', HttpResponse.json(answer));
      await expect(testClient().getStations({ lat: 1, lon: 2 })).rejects.toThrow(
        new Error('Invalid station list returned from stations API'),
      );
    },
  );
});

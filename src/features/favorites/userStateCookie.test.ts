import {
  readUserStateCookie,
  updateFavoriteInUserStateCookie,
  type UserStateCookie,
} from './userStateCookie';
import { berlin, parisStations } from '@tests/support/favorites';

const cookie: UserStateCookie = {
  Id: 'device-1',
  AL: { Id: berlin.Location.Locality.CityId, L: 'berlin-be-de', S: null, DS: 'metar-eddb' },
  FL: [
    { Id: 'fav-paris', P: 0, L: { L: 'paris-ile-de-france-fr', S: null, DS: null } },
    { Id: 'fav-berlin', P: 1, L: { L: 'berlin-be-de', S: null, DS: 'metar-eddb' } },
  ],
};

const clear = () => {
  document.cookie = 'UserState-v1=; Path=/; Max-Age=0';
};

describe('user-state cookie', () => {
  afterEach(clear);

  it('reads the URI-encoded JSON cookie', () => {
    document.cookie = `UserState-v1=${encodeURIComponent(JSON.stringify(cookie))}; Path=/`;
    expect(readUserStateCookie()).toEqual(cookie);
  });

  it('answers null without the cookie or for an unreadable one', () => {
    expect(readUserStateCookie('')).toBeNull();
    expect(readUserStateCookie('UserState-v1=%7Bnot-json')).toBeNull();
  });

  it("updates a favourite's station, and the active block for the same place", () => {
    document.cookie = `UserState-v1=${encodeURIComponent(JSON.stringify(cookie))}; Path=/`;
    const station = parisStations[1];
    updateFavoriteInUserStateCookie({
      ...berlin,
      Location: {
        ...berlin.Location,
        Station: station ?? null,
        DefaultStationRouteString: 'metar-eddb',
      },
    });
    expect(readUserStateCookie()).toEqual({
      ...cookie,
      AL: { ...cookie.AL, S: 'metar-lfpg' },
      FL: [
        cookie.FL[0],
        { Id: 'fav-berlin', P: 1, L: { L: 'berlin-be-de', S: 'metar-lfpg', DS: 'metar-eddb' } },
      ],
    });
  });

  it('writes nothing when there is no cookie yet', () => {
    updateFavoriteInUserStateCookie(berlin);
    expect(readUserStateCookie()).toBeNull();
  });
});

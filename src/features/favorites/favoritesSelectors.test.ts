import { buildFavorite, paris, seededStore } from '@tests/support/favorites';

import { selectFavoriteNames } from './favoritesSelectors';

const place = (id: string, city: string, territory: string | null, country = 'United States') =>
  buildFavorite(id, {
    CityId: id,
    CityName: city,
    TerritoryName: territory,
    CountryShortName: country,
    DisplayCompositeName: [city, territory, country].filter(Boolean).join(', '),
  });

describe('selectFavoriteNames', () => {
  it("names each favourite by its city, with the state or country only where a city's name repeats", () => {
    const items = [
      paris,
      place('il', 'Springfield', 'Illinois'),
      place('mo', 'Springfield', 'Missouri'),
      place('ie', 'Ennis', null, 'Ireland'),
      place('tx', 'Ennis', 'Texas'),
      place('or-1', 'Portland', 'Oregon'),
      place('or-2', 'Portland', 'Oregon'),
    ];
    const names = selectFavoriteNames(seededStore({ favorites: { items } }).getState());
    expect(Object.fromEntries(names)).toEqual({
      'fav-paris': 'Paris',
      il: 'Springfield, Illinois',
      mo: 'Springfield, Missouri',
      ie: 'Ennis, Ireland',
      tx: 'Ennis, Texas',
      // Two places of one name in one state: their whole names.
      'or-1': 'Portland, Oregon, United States',
      'or-2': 'Portland, Oregon, United States',
    });
  });
});

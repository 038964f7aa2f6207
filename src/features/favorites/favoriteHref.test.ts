import { berlin, paris, parisStations } from '@tests/support/favorites';

import { favoriteHref } from './favoriteHref';

const withStation = {
  ...paris,
  Location: { ...paris.Location, Station: parisStations[0] ?? null },
};

describe('favoriteHref', () => {
  it('links to the current page type for the favourite', () => {
    expect(favoriteHref(berlin, 'forecasts/hourly')).toBe('/weather-forecast/hourly/berlin-be-de');
    expect(favoriteHref(berlin, 'alerts')).toBe('/alerts/berlin-be-de');
  });

  it('links to the forecast page from pages without a location', () => {
    expect(favoriteHref(berlin, 'news')).toBe('/weather-forecast/now/berlin-be-de');
    expect(favoriteHref(berlin, 'home')).toBe('/weather-forecast/now/berlin-be-de');
  });

  it('adds center={lat},{lon},7 and layerId=Radar.Global on the maps page', () => {
    expect(favoriteHref(berlin, 'maps')).toBe(
      '/maps/berlin-be-de?center=52.52,13.41,7&layerId=Radar.Global',
    );
  });

  it('adds the station route string when the favourite has one', () => {
    expect(favoriteHref(withStation, 'forecasts/current')).toBe(
      '/weather-forecast/now/paris-ile-de-france-fr?station=metar-lfpb',
    );
    expect(favoriteHref(withStation, 'maps')).toBe(
      '/maps/paris-ile-de-france-fr?center=48.85341,2.3488,7&layerId=Radar.Global&station=metar-lfpb',
    );
  });

  it('prefers the route string over the slug', () => {
    const routed = {
      ...berlin,
      Location: {
        ...berlin.Location,
        Locality: { ...berlin.Location.Locality, RouteString: 'berlin-de' },
      },
    };
    expect(favoriteHref(routed, 'forecasts/current')).toBe('/weather-forecast/now/berlin-de');
  });
});

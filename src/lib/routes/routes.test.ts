import {
  findPageRoute,
  locationRoute,
  navGroupFor,
  navHref,
  pageIdFor,
  pageRoute,
  pageRoutes,
  primaryNavigation,
  US_STATE_PAGES,
} from './index';

describe('locationRoute', () => {
  const paris = { SlugName: 'paris-ile-de-france-fr', RouteString: 'paris-fr/1234' };

  it('replaces the :location placeholder with the route string, else the slug', () => {
    expect(locationRoute('/weather-forecast/now/:location', paris)).toBe(
      '/weather-forecast/now/paris-fr%2F1234',
    );
    expect(locationRoute('/weather-forecast/now/:location', { SlugName: 'oslo-oslo-no' })).toBe(
      '/weather-forecast/now/oslo-oslo-no',
    );
  });

  it('appends the slug as one trailing segment when there is no placeholder', () => {
    expect(locationRoute('/maps', paris)).toBe('/maps/paris-ile-de-france-fr');
    expect(locationRoute('/weather-forecast/now/', paris)).toBe(
      '/weather-forecast/now/paris-ile-de-france-fr',
    );
  });

  it('keeps a query string after the location', () => {
    expect(locationRoute('/maps?layerId=Radar.Global', paris)).toBe(
      '/maps/paris-ile-de-france-fr?layerId=Radar.Global',
    );
  });
});

describe('page-identifier table', () => {
  it.each([
    ['/press', 'press'],
    ['/press/story-1', 'press'],
    ['/hurricane/active', 'hurricane-active'],
    ['/hurricane/active/milton', 'hurricane-active-name'],
    ['/hurricane/outlook', 'hurricane-outlook'],
    ['/hurricane/outlook/at', 'hurricane-outlook-basin'],
    ['/news/abc?x=1', 'news'],
    ['/weather-forecast/now/paris-fr', 'forecasts/current'],
    ['/search', 'search'],
    ['/search?q=denver', 'search'],
    ['/', 'home'],
  ])('maps %s to %s', (path, id) => {
    expect(pageIdFor(path)).toBe(id);
  });

  it('carries display name and analytics names, with News Detail and the test page', () => {
    expect(findPageRoute('/news/[storyid]')).toMatchObject({
      displayName: 'News Detail',
      analyticsDomain: 'News',
    });
    expect(findPageRoute('/press')).toMatchObject({ analyticsDomain: 'Press' });
    expect(findPageRoute('/map-v2-test/geojson')).toMatchObject({ testOnly: true });
  });

  it('knows no page for an unrouted path', () => {
    expect(pageIdFor('/no/such/page')).toBeUndefined();
  });

  it.each([
    ['/air-quality/paris-fr', 'air-quality'],
    ['/life/coldflu/paris-fr', 'coldflu'],
    ['/traffic-cam/paris-fr', 'traffic-camera'],
    ['/legal/privacy', 'legal/privacy'],
    ['/sitemap/Europe', 'sitemap/continent'],
    ['/sitemap/North-America/United-States/state/Texas/TX', 'sitemap/state'],
  ])('also knows the pages not built yet: %s is %s', (path, id) => {
    expect(pageIdFor(path)).toBe(id);
  });

  it('gives every location page its location route template', () => {
    expect(pageRoute('/maps/[location]').locationPath).toBe('/maps/:location');
    expect(pageRoute('/life/travel/[location]').locationPath).toBe('/life/travel/:location');
  });

  it('refuses a page pattern missing from the table', () => {
    expect(() => pageRoute('/no/such/[page]')).toThrow('No page-table row for /no/such/[page]');
  });

  it('has one row per pattern', () => {
    const patterns = pageRoutes.map((r) => r.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});

describe('primary navigation', () => {
  const byLabel = (label: string) => primaryNavigation.find((n) => n.label === label)!;

  it('appends the active slug to forecasts, maps, alerts, life, cameras and air quality', () => {
    const ctx = { slug: 'paris-ile-de-france-fr', windUnit: 2, pressureUnit: 2 };
    expect(primaryNavigation.filter((n) => n.appendsLocation).map((n) => n.label)).toEqual([
      'Forecasts',
      'Maps',
      'Alerts',
      'Life',
      'Cameras',
      'Air Quality',
    ]);
    expect(navHref(byLabel('Forecasts'), ctx)).toBe('/weather-forecast/now/paris-ile-de-france-fr');
    expect(navHref(byLabel('Life'), ctx)).toBe('/life/pollen/paris-ile-de-france-fr');
    expect(navHref(byLabel('News'), ctx)).toBe('/news');
  });

  it('gives the hurricane link su and pu only when both units are known', () => {
    const hurricanes = byLabel('Hurricanes');
    expect(navHref(hurricanes, { windUnit: 3, pressureUnit: 2 })).toBe(
      '/hurricane/active?su=3&pu=2',
    );
    expect(navHref(hurricanes, { windUnit: 3 })).toBe('/hurricane/active');
  });

  it('finds the group of a page id', () => {
    expect(navGroupFor('hurricane-outlook-basin')?.label).toBe('Hurricanes');
    expect(navGroupFor('coldflu')?.label).toBe('Life');
    expect(navGroupFor('forecasts/hourly')?.label).toBe('Forecasts');
    expect(navGroupFor('nothing')).toBeUndefined();
  });
});

describe('US_STATE_PAGES', () => {
  it('lists the states and the District of Columbia in English alphabetical order', () => {
    const english = new Intl.Collator('en');
    const names = US_STATE_PAGES.map((state) => state.name);
    expect(names).toEqual([...names].sort(english.compare));
    expect(names).toHaveLength(51);
    expect(names.slice(7, 10)).toEqual(['Delaware', 'District of Columbia', 'Florida']);
  });
});

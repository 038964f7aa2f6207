/** One row of the page table: a route pattern and the identifiers analytics and ads use. */
export interface PageRoute {
  /** Next.js route pattern, e.g. `/hurricane/active/[name]`. */
  pattern: string;
  pageId: string;
  displayName: string;
  analyticsDomain: string;
  analyticsPageName: string;
  /** Location-route template for pages that show one place (`:location` is replaced). */
  locationPath?: string;
  /** Test pages are routed but never linked or indexed. */
  testOnly?: boolean;
}

const row = (
  pattern: string,
  pageId: string,
  displayName: string,
  analyticsDomain: string,
  extra: Partial<PageRoute> = {},
): PageRoute => ({
  pattern,
  pageId,
  displayName,
  analyticsDomain,
  analyticsPageName: displayName,
  ...extra,
});

const locationRow = (
  path: string,
  pageId: string,
  displayName: string,
  analyticsDomain: string,
): PageRoute =>
  row(`${path}/[location]`, pageId, displayName, analyticsDomain, {
    locationPath: `${path}/:location`,
  });

/**
 * Every page of the site and its identifiers, including pages not built yet: a later page takes
 * its page id from here. Order matters only for readability.
 */
export const pageRoutes: readonly PageRoute[] = [
  row('/', 'home', 'Home', 'Home'),
  locationRow('/weather-forecast/now', 'forecasts/current', 'Current Conditions', 'Forecasts'),
  locationRow('/weather-forecast/hourly', 'forecasts/hourly', 'Hourly Forecast', 'Forecasts'),
  locationRow(
    '/weather-forecast/10-day-weather',
    'forecasts/daily',
    '10 Day Forecast',
    'Forecasts',
  ),
  locationRow('/maps', 'maps', 'Maps', 'Maps'),
  locationRow('/alerts', 'alerts', 'Alerts', 'Alerts'),
  locationRow('/air-quality', 'air-quality', 'Air Quality', 'Air Quality'),
  locationRow('/life/pollen', 'life/pollen', 'Pollen', 'Life'),
  locationRow('/life/coldflu', 'coldflu', 'Cold and Flu', 'Life'),
  locationRow('/life/outdoor-sports', 'outdoor-sports', 'Outdoor Sports', 'Life'),
  locationRow('/life/snow-ski', 'snow-ski', 'Snow and Ski', 'Life'),
  locationRow('/life/travel', 'travel', 'Travel', 'Life'),
  locationRow('/weather-camera', 'weather-camera', 'Weather Cameras', 'Cameras'),
  locationRow('/traffic-cam', 'traffic-camera', 'Traffic Cameras', 'Cameras'),
  row('/weather-camera/[location]/[camera]', 'weather-camera', 'Weather Camera', 'Cameras'),
  row('/traffic-cam/[location]/[camera]', 'traffic-camera', 'Traffic Camera', 'Cameras'),
  row('/hurricane/active', 'hurricane-active', 'Active Hurricanes', 'Hurricane'),
  row('/hurricane/active/[name]', 'hurricane-active-name', 'Active Hurricane', 'Hurricane'),
  row('/hurricane/outlook', 'hurricane-outlook', 'Hurricane Outlook', 'Hurricane'),
  row(
    '/hurricane/outlook/[basin]',
    'hurricane-outlook-basin',
    'Hurricane Outlook Basin',
    'Hurricane',
  ),
  row('/news', 'news', 'News', 'News'),
  row('/news/[storyid]', 'news', 'News Detail', 'News'),
  row('/press', 'press', 'Press', 'Press'),
  row('/press/[storyid]', 'press', 'Press', 'Press'),
  row('/education', 'education', 'Education', 'Education'),
  row('/education/[storyid]', 'education', 'Education Article', 'Education'),
  row('/legal/terms', 'legal/terms', 'Terms of Use', 'Legal'),
  row('/legal/privacy', 'legal/privacy', 'Privacy Policy', 'Legal'),
  row('/partners', 'partners', 'Partners', 'Partners'),
  row('/faq', 'faq', 'FAQ', 'FAQ'),
  row('/search', 'search', 'Search', 'Search'),
  row('/sitemap', 'sitemap', 'Sitemap', 'Sitemap'),
  row('/sitemap/[continent]', 'sitemap/continent', 'Sitemap Continent', 'Sitemap'),
  row(
    '/sitemap/North-America/United-States/states',
    'sitemap/states',
    'Sitemap United States',
    'Sitemap',
  ),
  row(
    '/sitemap/North-America/United-States/state/[name]/[code]',
    'sitemap/state',
    'Sitemap State',
    'Sitemap',
  ),
  row('/signin', 'signin', 'Sign In', 'Account'),
  row('/signin/popup', 'signin', 'Sign In', 'Account'),
  row('/signin/silent-renew', 'signin', 'Sign In', 'Account'),
  row('/idp/interaction/[uid]', 'idp', 'Sign In or Register', 'Account'),
  row('/404', 'not-found', 'Page Not Found', 'Error'),
  row('/_error', 'error', 'Error', 'Error'),
  row('/map-v2-test/geojson', 'map-v2-test', 'Map Test', 'Test', { testOnly: true }),
];

/** The server-rendered location search results page (`/search?q=…`), where the header's form lands. */
export const SEARCH_PAGE_PATH = '/search';

/** Hurricane basin codes and their names. */
export const hurricaneBasins = {
  at: 'atlantic',
  ep: 'eastern-pacific',
  cp: 'central-pacific',
} as const;

export type HurricaneBasin = keyof typeof hurricaneBasins;

function patternToRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .map((part) => (/^\[.+\]$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body === '' ? '/' : body}/?$`);
}

const compiled = pageRoutes.map((route) => ({ route, re: patternToRegExp(route.pattern) }));

/**
 * Finds the route row for a Next.js pattern (`/maps/[location]`) or a concrete path
 * (`/maps/paris-fr?x=1`). Exact patterns win over matched paths.
 */
export function findPageRoute(pathOrPattern: string): PageRoute | undefined {
  const exact = pageRoutes.find((r) => r.pattern === pathOrPattern);
  if (exact) return exact;
  const pathname = pathOrPattern.split(/[?#]/)[0] ?? '/';
  return compiled.find(({ re }) => re.test(pathname))?.route;
}

/**
 * The route row of a Next.js pattern that must be in the table (pages call this with their own
 * pattern, so a page missing from the table fails at once rather than reporting a wrong page id).
 */
export function pageRoute(pattern: string): PageRoute {
  const route = pageRoutes.find((r) => r.pattern === pattern);
  if (!route) throw new Error(`No page-table row for ${pattern}`);
  return route;
}

/** The page id of a pattern or path, or undefined for unrouted paths. */
export function pageIdFor(pathOrPattern: string): string | undefined {
  return findPageRoute(pathOrPattern)?.pageId;
}

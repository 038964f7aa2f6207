/** One row of the page-identifier route table (spec 001 §2.1, with the routes of DESIGN §3). */
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

/** Every routed page and its identifiers. Order matters only for readability. */
export const pageRoutes: readonly PageRoute[] = [
  row('/', 'home', 'Home', 'Home'),
  row('/weather-forecast/now/[location]', 'forecasts/current', 'Current Conditions', 'Forecasts', {
    locationPath: '/weather-forecast/now/:location',
  }),
  row('/weather-forecast/hourly/[location]', 'forecasts/hourly', 'Hourly Forecast', 'Forecasts', {
    locationPath: '/weather-forecast/hourly/:location',
  }),
  row(
    '/weather-forecast/10-day-weather/[location]',
    'forecasts/daily',
    '10 Day Forecast',
    'Forecasts',
    {
      locationPath: '/weather-forecast/10-day-weather/:location',
    },
  ),
  row('/maps/[location]', 'maps', 'Maps', 'Maps', { locationPath: '/maps/:location' }),
  row('/alerts/[location]', 'alerts', 'Alerts', 'Alerts', { locationPath: '/alerts/:location' }),
  row('/press', 'press', 'Press', 'Press'),
  row('/press/[storyid]', 'press', 'Press', 'Press'),
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
  row('/signin', 'signin', 'Sign In', 'Account'),
  row('/signin/popup', 'signin', 'Sign In', 'Account'),
  row('/signin/silent-renew', 'signin', 'Sign In', 'Account'),
  row('/map-v2-test/geojson', 'map-v2-test', 'Map Test', 'Test', { testOnly: true }),
];

/** Hurricane basin codes and their names (spec 000 §2). */
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

/** The page id of a pattern or path, or undefined for unrouted paths. */
export function pageIdFor(pathOrPattern: string): string | undefined {
  return findPageRoute(pathOrPattern)?.pageId;
}

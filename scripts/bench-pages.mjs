// The page types `npm run bench` measures, one row each, and whose first-load JavaScript the bundle
// analysis breaks down (scripts/bundles.mjs). `route`: the page's Next.js route, to find its scripts
// in the build manifest. `mapPage`: a page whose map library may load with it (the first-load budget
// is for every other page). Later features add their pages here.
export const PAGES = [
  { name: 'home', path: '/', route: '/' },
  ...[
    ['forecast', '/weather-forecast/now'],
    ['hourly', '/weather-forecast/hourly'],
    ['10-day', '/weather-forecast/10-day-weather'],
    ['alerts', '/alerts'],
    ['air-quality', '/air-quality'],
    ['pollen', '/life/pollen'],
    ['coldflu', '/life/coldflu'],
    ['outdoor-sports', '/life/outdoor-sports'],
    ['snow-ski', '/life/snow-ski'],
    ['travel', '/life/travel'],
    ['maps', '/maps'],
  ].map(([name, base]) => ({
    name,
    path: `${base}/paris-ile-de-france-fr`,
    route: `${base}/[location]`,
    ...(name === 'maps' ? { mapPage: true } : {}),
  })),
  { name: 'hurricanes', path: '/hurricane/active', route: '/hurricane/active' },
  { name: 'hurricane-storm', path: '/hurricane/active/milton', route: '/hurricane/active/[name]' },
  { name: 'news', path: '/news', route: '/news' },
  { name: 'story', path: '/news/lake-effect-snow-explained', route: '/news/[storyid]' },
  { name: 'press', path: '/press/new-weather-map-with-radar', route: '/press/[storyid]' },
  { name: 'education', path: '/education', route: '/education' },
  { name: 'sitemap', path: '/sitemap', route: '/sitemap' },
  {
    name: 'sitemap-state',
    path: '/sitemap/North-America/United-States/state/Colorado/CO',
    route: '/sitemap/North-America/United-States/state/[name]/[code]',
  },
  { name: 'faq', path: '/faq', route: '/faq' },
  { name: 'search', path: '/search?q=denver', route: '/search' },
  { name: 'privacy', path: '/legal/privacy', route: '/legal/privacy' },
  { name: 'partners', path: '/partners', route: '/partners' },
  {
    name: 'weather-camera',
    path: '/weather-camera/paris-ile-de-france-fr',
    route: '/weather-camera/[location]',
  },
  {
    name: 'traffic-cam',
    path: '/traffic-cam/denver-co-us',
    route: '/traffic-cam/[location]',
  },
];

/** The first-load JavaScript budget of every page but the map pages, in kB gzipped. */
export const FIRST_LOAD_BUDGET_KB = 170;

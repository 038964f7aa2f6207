import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';

import { config } from '../../proxy';

/** Whether Next runs proxy.ts for a request to `path` (its matcher, as Next reads it). */
const runsFor = (path: string) =>
  unstable_doesMiddlewareMatch({ config, url: `http://localhost:3000${path}` });

describe('where the request proxy runs (proxy.ts matcher)', () => {
  it.each([
    '/',
    '/weather-forecast/now/denver-co-us',
    '/search?q=den',
    '/idp/interaction/abc',
    '/api/idp/token',
    '/sw.js',
    '/maps/maplibre-gl-worker.mjs',
    '/content/images/fog-explained.svg',
    '/badges/app-store.svg',
  ])('runs for %s (pages, the identity provider, scripts and SVG documents)', (path) => {
    expect(runsFor(path)).toBe(true);
  });

  it.each([
    '/_next/static/chunks/main.js',
    '/favicon.svg',
    '/robots.txt',
    '/icons/meteocons-webp-ccdb6d2f96/rain-128.webp',
    '/app-icons/icon-96.png',
    '/web2/api/units',
    '/provider/locations/v1/search',
    '/tiles/radar/3/4/2.png',
    '/api/health/live',
    '/healthz',
  ])('leaves %s alone (build assets, pictures, the JSON APIs, health checks)', (path) => {
    expect(runsFor(path)).toBe(false);
  });
});

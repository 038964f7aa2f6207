// @ts-check

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
  serverExternalPackages: ['better-sqlite3', 'pg'],
  experimental: {
    // Fewer, larger chunks: a page starts from three files (Turbopack's runtime, the app's chunk
    // with React, the page's chunk) instead of about a dozen. Lighthouse's simulated LCP waited for
    // every small start-up chunk (see docs/architecture.md, "Where the time goes"), and gzip
    // compresses the larger files about 5 kB smaller per page. The cost: a client-side navigation
    // downloads the next page's chunk whole, with the modules it shares with other pages.
    turbopackChunking: { minChunkSize: 1_000_000, maxMergeChunkSize: 2_000_000 },
  },
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
        source: '/icons/:dir(meteocons-(?:still|animated)-[0-9a-f]+)/:file(.*\\.svg)',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
    ];
  },
  // No rewrites: the APIs' public paths (/web2/api, /provider, /tiles, /remote-config, /idp) are
  // mapped onto pages/api in the server's request listener (scripts/public-paths.cjs), which keeps
  // Next's rewrite matcher out of every page's JavaScript.
};

module.exports = nextConfig;

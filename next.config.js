// @ts-check

const production = process.env.NODE_ENV === 'production';

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
  poweredByHeader: false,
  compiler: {
    styledComponents: { ssr: true, displayName: false, fileName: false, pure: true, minify: true },
  },
  serverExternalPackages: ['better-sqlite3', 'pg'],
  async headers() {
    return [{ source: '/:path*', headers: baselineHeaders }];
  },
  async rewrites() {
    return {
      beforeFiles: [],
      afterFiles: [
        // The product web API and the embedded provider are API routes under /api.
        { source: '/web2/api/:path*', destination: '/api/web2/:path*' },
        { source: '/provider/:path*', destination: '/api/provider/:path*' },
      ],
      // The embedded OpenID provider, after pages and dynamic routes so its interaction page
      // (pages/idp/interaction/[uid].tsx) is served as a page.
      fallback: [{ source: '/idp/:path*', destination: '/api/idp/:path*' }],
    };
  },
};

module.exports = nextConfig;

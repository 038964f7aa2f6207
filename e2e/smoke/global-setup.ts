// @ts-expect-error -- plain ESM helper shared with the benchmark; it has no type declarations.
import { startTestServer } from '../../scripts/test-server.mjs';

interface TestServer {
  url: string;
  siteUrl: string;
  stop: () => Promise<void>;
}

/**
 * Starts the site the way E2E_SERVER names (next start by default), at the canonical origin
 * http://localhost:PORT, behind a trusted proxy (the test browser's X-Forwarded-For places the
 * visitor). The flows open it at http://127.0.0.1:PORT, a loopback alias, as a visitor typing
 * the address would.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = (await startTestServer({
    siteHost: 'localhost',
    env: { TRUST_PROXY: '127.0.0.1/32,::1/128' },
  })) as TestServer;
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_SITE_URL = server.siteUrl;
  return () => server.stop();
}

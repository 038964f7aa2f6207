// @ts-expect-error -- plain ESM helper shared with the benchmark; it has no type declarations.
import { startTestServer } from '../scripts/test-server.mjs';
import { E2E_VITALS_DASHBOARD_TOKEN } from './support/vitalsToken';

interface TestServer {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/** Starts the site once for the whole run; workers find it through E2E_BASE_URL. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // Short-lived access tokens, so the flows also exercise renewal with the rotating refresh token.
  const server = (await startTestServer({
    env: {
      OIDC_ACCESS_TOKEN_TTL_SECONDS: '75',
      // The Core Web Vitals dashboard's token (e2e/measurement.spec.ts reads the same constant).
      VITALS_DASHBOARD_TOKEN: E2E_VITALS_DASHBOARD_TOKEN,
    },
  })) as TestServer;
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  return () => server.stop();
}

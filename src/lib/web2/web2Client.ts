/** The typed client of the product web API `/web2/api/*`. */
import { createHttpClient } from '@/lib/http/createHttpClient';

import { createConfigCalls, type Web2ConfigCalls } from './config';
import { siteTransport } from './connectivity';
import { createFavoriteCalls, type Web2FavoriteCalls } from './favorites';
import { createLocationCalls, type Web2LocationCalls } from './locations';
import { createPrivacyCalls, type Web2PrivacyCalls } from './privacy';
import { WEB2_BASE_URL } from './basePath';
import { createWeb2Transport } from './transport';
import { createUserCalls, type Web2UserCalls } from './user';

export { WEB2_BASE_URL };

/** Default per-request timeout in milliseconds. */
export const WEB2_TIMEOUT_MS = 10000;

/** Options of {@link createWeb2Client}. */
export interface Web2ClientOptions {
  /** Base URL of the API; absolute in Node (e.g. `http://localhost/web2/api`). Default `/web2/api`. */
  baseURL?: string;
  /** Per-request timeout in milliseconds; default 10000. */
  timeout?: number;
}

/** Every web2 call, one typed function each. */
export type Web2Client = Web2PrivacyCalls &
  Web2FavoriteCalls &
  Web2LocationCalls &
  Web2UserCalls &
  Web2ConfigCalls;

/**
 * Creates a web2 client on the project's HTTP client factory: retry with exponential backoff (only
 * idempotent methods, on network errors and 5xx), every answer checked by the PulseAPI rule.
 */
export function createWeb2Client(options: Web2ClientOptions = {}): Web2Client {
  const http = createHttpClient({
    baseURL: options.baseURL ?? WEB2_BASE_URL,
    timeout: options.timeout ?? WEB2_TIMEOUT_MS,
    retry: { enableRetry: true, delay: 'exponential' },
    // The site's own API: an unanswered call tells the frame the site is unreachable.
    transport: siteTransport(),
  });
  const transport = createWeb2Transport(http);
  return {
    ...createPrivacyCalls(transport),
    ...createFavoriteCalls(transport),
    ...createLocationCalls(transport),
    ...createUserCalls(transport),
    ...createConfigCalls(transport),
  };
}

import type { HttpTransport } from '@/lib/http/createHttpClient';
import { SITE_PATHS } from '@/server/http/sitePaths';

import { handleProviderRequest } from './dispatch';

/** Base path of the embedded provider inside its URL. */
const BASE_PATH = SITE_PATHS.embeddedProvider;

/**
 * A transport that hands a request straight to the embedded provider in this process. It gets
 * the request as it would travel (the full URL with its query, the JSON body as a string) and
 * reads it back as a server would, so the signature the provider verifies is the one a remote
 * provider would see. It answers every status; the client decides which ones fail.
 */
export const inProcessProviderTransport: HttpTransport = async (request) => {
  const url = new URL(request.url);
  const path = url.pathname.startsWith(BASE_PATH)
    ? url.pathname.slice(BASE_PATH.length) || '/'
    : url.pathname;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) headers[name.toLowerCase()] = value;
  const body: unknown =
    request.body === undefined || request.body === '' ? undefined : JSON.parse(request.body);
  const answer = await handleProviderRequest({
    method: request.method,
    path,
    query: Object.fromEntries(url.searchParams),
    headers,
    body,
  });
  return {
    status: answer.status,
    headers: { 'content-type': 'application/json' },
    data: answer.body,
  };
};

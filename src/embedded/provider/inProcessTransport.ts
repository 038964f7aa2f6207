import type { HttpTransport } from '@/lib/http/createHttpClient';
import { parseJsonBody } from '@/server/http/body';
import { HttpError } from '@/server/http/httpError';
import { SITE_PATHS } from '@/server/http/sitePaths';

import { handleProviderRequest } from './dispatch';

/** Base path of the embedded provider inside its URL. */
const BASE_PATH = SITE_PATHS.embeddedProvider;

/**
 * A transport that hands a request straight to the embedded provider in this process. It gets
 * the request as it would travel (the full URL with its query, the JSON body as a string) and
 * reads it back as a server would, so the signature the provider verifies is the one a remote
 * provider would see. It answers every status; the client decides which ones fail. A body that
 * is not JSON (or nests too deep) is the provider's 400, as over HTTP (`pages/api/provider`), not
 * a transport failure (which the client would take for a provider that cannot be reached).
 */
export const inProcessProviderTransport: HttpTransport = async (request) => {
  const url = new URL(request.url);
  const path = url.pathname.startsWith(BASE_PATH)
    ? url.pathname.slice(BASE_PATH.length) || '/'
    : url.pathname;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) headers[name.toLowerCase()] = value;
  let body: unknown;
  try {
    body =
      request.body === undefined || request.body === '' ? undefined : parseJsonBody(request.body);
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    const data = { error: err.message };
    return { status: err.status, headers: { 'content-type': 'application/json' }, data };
  }
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

import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import axios from 'axios';

import { SITE_PATHS } from '@/server/http/sitePaths';

import { handleProviderRequest } from './dispatch';

/** Base path of the embedded provider inside its URL. */
const BASE_PATH = SITE_PATHS.embeddedProvider;

/**
 * An axios adapter that hands a request straight to the embedded provider in this process: the
 * request is serialised (URL, query, JSON body) exactly as it would be on the wire, so the
 * signature the provider verifies is the one a remote provider would see.
 */
export const embeddedProviderAdapter: AxiosAdapter = async (config) => {
  const url = new URL(axios.getUri(config));
  const path = url.pathname.startsWith(BASE_PATH)
    ? url.pathname.slice(BASE_PATH.length) || '/'
    : url.pathname;
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
    headers[name.toLowerCase()] = Array.isArray(value)
      ? value.join(', ')
      : value == null
        ? undefined
        : String(value);
  }
  let body: unknown = config.data;
  if (typeof body === 'string' && body !== '') body = JSON.parse(body);
  const answer = await handleProviderRequest({
    method: config.method ?? 'get',
    path,
    query: Object.fromEntries(url.searchParams),
    headers,
    body,
  });
  const response: AxiosResponse = {
    data: answer.body,
    status: answer.status,
    statusText: String(answer.status),
    headers: new AxiosHeaders({ 'content-type': 'application/json' }),
    config,
    request: {},
  };
  const validate = config.validateStatus ?? ((s: number) => s >= 200 && s < 300);
  if (validate(answer.status)) return response;
  throw new AxiosError(
    `Request failed with status code ${answer.status}`,
    answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
    config,
    {},
    response,
  );
};

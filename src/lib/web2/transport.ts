/** The one request path of the web2 client: HTTP call, then the PulseAPI response rule. */
import { isHttpError, type HttpClient, type HttpResponse } from '@/lib/http/createHttpClient';

import { assertValidResponse } from './response';

/** One web2 request; `url` is relative to the client's baseURL. */
export interface Web2Request {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  params?: Record<string, string | number | boolean | undefined>;
  data?: unknown;
  signal?: AbortSignal;
  /** Overrides the client timeout for this request (milliseconds). */
  timeout?: number;
}

/** Sends web2 requests and applies the response rule. */
export interface Web2Transport {
  /** Sends a request whose answer must carry a body; resolves to that body (unchecked shape). */
  send<T>(request: Web2Request): Promise<T>;
  /** Sends a request documented as possibly answering 204: any 2xx passes, with or without body. */
  sendNoContent(request: Web2Request): Promise<void>;
}

/**
 * Status filter: the client resolves everything below 500 so our code decides (the response
 * rule), but rejects 5xx, because its retry only sees rejected requests and must retry idempotent
 * 5xx. A 5xx that finally fails is turned into the same response-code error.
 */
export function resolvesStatus(status: number): boolean {
  return status < 500;
}

/** URL-encodes one caller-supplied path segment. */
export function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}

async function exchange(
  http: HttpClient,
  request: Web2Request,
  allowEmptyBody: boolean,
): Promise<unknown> {
  let res: HttpResponse<unknown>;
  try {
    res = await http.request<unknown>({
      method: request.method,
      url: request.url,
      params: request.params,
      data: request.data,
      signal: request.signal,
      timeout: request.timeout,
      validateStatus: resolvesStatus,
    });
  } catch (error) {
    // A rejected 5xx carries its response: report it by the rule. Network errors, timeouts and
    // cancellations (no response) propagate unchanged.
    if (isHttpError(error) && error.response) assertValidResponse(error.response);
    throw error;
  }
  assertValidResponse(res, { allowEmptyBody });
  return res.data;
}

/** Wraps an HTTP client (from createHttpClient) as a web2 transport. */
export function createWeb2Transport(http: HttpClient): Web2Transport {
  return {
    async send<T>(request: Web2Request): Promise<T> {
      // The body's shape is the server's contract; calls that the spec asks to check validate it.
      return (await exchange(http, request, false)) as T;
    },
    async sendNoContent(request: Web2Request): Promise<void> {
      await exchange(http, request, true);
    },
  };
}

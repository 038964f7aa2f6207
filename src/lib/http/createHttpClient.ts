/**
 * The project's one HTTP client, on `fetch` (browsers and Node both have it): base URL, query
 * params, JSON bodies, a timeout per attempt, an optional deadline, an optional retry of
 * idempotent calls, and a pluggable transport (the server's in-process route to the embedded
 * provider). Errors are `HttpError`s with a code saying what happened.
 */

/** Retry behaviour of one client: network errors and 5xx of idempotent methods only. */
export interface RetryOptions {
  enableRetry: boolean;
  /** Retries after the first attempt; default 3. */
  retryCount?: number;
  /** 'none' retries at once; 'exponential' waits 100 ms × 2^(n-1) plus up to 20% jitter. */
  delay?: 'none' | 'exponential';
}

/** The time a call may still spend: the signal that ends it and the milliseconds left until then. */
export interface Deadline {
  signal: AbortSignal;
  timeoutMs: number;
}

/** How a response body is read: parsed JSON (the default), text, or raw bytes. */
export type ResponseType = 'json' | 'text' | 'arraybuffer';

/** A request as it travels: the full URL with its query, lower-case headers, the body as sent. */
export interface TransportRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  signal: AbortSignal;
  /** How the caller wants the body; a transport may answer a string, which the client parses. */
  responseType?: ResponseType;
}

/** What a transport answers: the status, lower-case headers and the body (a string, bytes or a value). */
export interface TransportResponse {
  status: number;
  headers: Record<string, string>;
  data: unknown;
}

/** Carries one request; rejects only when there is no answer at all. */
export type HttpTransport = (request: TransportRequest) => Promise<TransportResponse>;

export interface HttpClientOptions {
  baseURL?: string;
  /** Per-attempt timeout in milliseconds (capped by the deadline's time left, when there is one). */
  timeout?: number;
  /**
   * Where each call (and each of its retries) learns the deadline it must end by: its signal is
   * joined to the call's own and its time left caps the call's timeout, so retries stay inside it.
   */
  deadline?: () => Deadline;
  retry?: RetryOptions;
  headers?: Record<string, string>;
  /** How requests travel; default `fetchTransport` (the global `fetch`). */
  transport?: HttpTransport;
  /** Test seam: the random source of the jitter. */
  random?: () => number;
}

/** Query values; null and undefined are left out. */
export type QueryValue = string | number | boolean | null | undefined;

/** One call. `url` is joined to the client's baseURL unless it is absolute. */
export interface HttpRequest {
  /** Default GET. */
  method?: string;
  url: string;
  params?: Record<string, QueryValue>;
  /** A string is sent as is; anything else as JSON (with its content type). */
  data?: unknown;
  headers?: Record<string, string>;
  /** Overrides the client's per-attempt timeout (milliseconds). */
  timeout?: number;
  signal?: AbortSignal;
  responseType?: ResponseType;
  /** Which statuses resolve (default 2xx); null resolves every status. */
  validateStatus?: ((status: number) => boolean) | null;
}

export interface HttpResponse<T = unknown> {
  status: number;
  data: T;
  headers: Record<string, string>;
}

/**
 * What went wrong, named as the codes of the usual HTTP clients: `ERR_BAD_RESPONSE` (a 5xx) and
 * `ERR_BAD_REQUEST` (another refused status) carry the `response`; `ECONNABORTED` is the
 * timeout; `ERR_CANCELED` the call's signal (or its deadline's), whose reason is the `cause`;
 * `ERR_NETWORK` no answer at all, the transport's error as the `cause`.
 */
export type HttpErrorCode =
  'ERR_BAD_RESPONSE' | 'ERR_BAD_REQUEST' | 'ECONNABORTED' | 'ERR_CANCELED' | 'ERR_NETWORK';

export class HttpError extends Error {
  /** Brand that survives duplicated module instances (see `isHttpError`). */
  readonly isHttpError = true;

  constructor(
    message: string,
    readonly code: HttpErrorCode,
    /** The request's method (upper case) and full URL. */
    readonly request: { method: string; url: string },
    readonly response?: HttpResponse<unknown>,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'HttpError';
  }
}

/** True for an error thrown by an `HttpClient` call. */
export function isHttpError(err: unknown): err is HttpError {
  return (err as { isHttpError?: unknown } | null)?.isHttpError === true;
}

export interface HttpClient {
  request<T = unknown>(request: HttpRequest): Promise<HttpResponse<T>>;
  get<T = unknown>(
    url: string,
    request?: Omit<HttpRequest, 'url' | 'method'>,
  ): Promise<HttpResponse<T>>;
  /** The options the client was made with. */
  readonly options: Readonly<HttpClientOptions>;
}

/** Backoff base. */
export const BACKOFF_BASE_MS = 100;
/** Default retries when retry is enabled without a count. */
export const DEFAULT_RETRY_COUNT = 3;

/** Delay before retry number `retryNumber` (1-based): 100 ms doubling, plus up to 20% jitter. */
export function backoffDelay(retryNumber: number, random: () => number = Math.random): number {
  const base = BACKOFF_BASE_MS * 2 ** (retryNumber - 1);
  return base + base * 0.2 * random();
}

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/**
 * True for what may be retried: a network error, or a 5xx answer, of GET, HEAD, OPTIONS, PUT or
 * DELETE. Never POST (not idempotent), never a timeout, never a cancelled request.
 */
export function isRetryable(error: HttpError): boolean {
  if (!IDEMPOTENT.has(error.request.method)) return false;
  if (error.code === 'ERR_NETWORK') return true;
  const status = error.response?.status ?? 0;
  return error.code === 'ERR_BAD_RESPONSE' && status >= 500 && status <= 599;
}

/** An attempt's signal and timeout once the deadline is joined: both signals, the shorter time. */
export function applyDeadline(
  attempt: { signal?: AbortSignal; timeout?: number },
  deadline: Deadline,
): { signal: AbortSignal; timeout: number } {
  const own = attempt.signal;
  const signal =
    own && own !== deadline.signal ? AbortSignal.any([own, deadline.signal]) : deadline.signal;
  const left = Math.max(1, Math.ceil(deadline.timeoutMs));
  return { signal, timeout: attempt.timeout ? Math.min(attempt.timeout, left) : left };
}

/** Resolves a relative URL against the page (browsers do it themselves; jsdom's fetch does not). */
function absolute(url: string): string {
  const page = (globalThis as { location?: { href?: string } }).location?.href;
  return page ? new URL(url, page).href : url;
}

/** The default transport: the global `fetch`, looked up per call (test mocks replace it). */
export const fetchTransport: HttpTransport = async (request) => {
  const res = await globalThis.fetch(absolute(request.url), {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: request.signal,
  });
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const data = request.responseType === 'arraybuffer' ? await res.arrayBuffer() : await res.text();
  return { status: res.status, headers, data };
};

const ABSOLUTE_URL = /^([a-z][a-z\d+\-.]*:)?\/\//i;

/** `url` under `baseURL` (one slash between), unless `url` is absolute. */
function joinURL(baseURL: string | undefined, url: string): string {
  if (!baseURL || ABSOLUTE_URL.test(url)) return url;
  return url ? `${baseURL.replace(/\/?\/$/, '')}/${url.replace(/^\/+/, '')}` : baseURL;
}

/** Percent-encodes a query part, leaving `:`, `$`, `,`, `[`, `]` readable and spaces as `+`. */
function encodeQuery(value: string): string {
  return encodeURIComponent(value)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+')
    .replace(/%5B/gi, '[')
    .replace(/%5D/gi, ']');
}

/** The URL with `params` appended (null and undefined left out; a fragment dropped). */
function withQuery(url: string, params: Record<string, QueryValue> = {}): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (value !== null && value !== undefined)
      parts.push(`${encodeQuery(name)}=${encodeQuery(String(value))}`);
  }
  if (parts.length === 0) return url;
  const bare = url.split('#')[0] ?? url;
  return `${bare}${bare.includes('?') ? '&' : '?'}${parts.join('&')}`;
}

/** The body as parsed for the caller: JSON when asked for (an empty body is undefined). */
function parseBody(data: unknown, responseType: ResponseType): unknown {
  if (responseType !== 'json' || typeof data !== 'string') return data;
  if (data === '') return undefined;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    // Not JSON after all: the text as it came (the caller's validation decides).
    return data;
  }
}

/** Waits `ms`, or less when `signal` aborts (the next attempt then fails as cancelled). */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/**
 * Creates a client: per-attempt timeout, optional deadline, optional retry (network errors and
 * 5xx of idempotent methods, with no or exponential backoff), the caller's AbortSignal honoured
 * whatever the transport does with it.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const transport = options.transport ?? fetchTransport;
  const retries = options.retry?.enableRetry
    ? (options.retry.retryCount ?? DEFAULT_RETRY_COUNT)
    : 0;
  const random = options.random ?? Math.random;
  const baseHeaders: Record<string, string> = { accept: 'application/json, text/plain, */*' };
  for (const [name, value] of Object.entries(options.headers ?? {}))
    baseHeaders[name.toLowerCase()] = value;

  /** One attempt: the transport raced against the signal and the timeout. */
  async function attempt(
    call: HttpRequest,
    sent: Omit<TransportRequest, 'signal'>,
    signal: AbortSignal | undefined,
    timeout: number | undefined,
  ): Promise<HttpResponse> {
    const target = { method: sent.method, url: sent.url };
    if (signal?.aborted)
      throw new HttpError('canceled', 'ERR_CANCELED', target, undefined, { cause: signal.reason });
    const controller = new AbortController();
    let timedOut = false;
    const timer = timeout
      ? setTimeout(() => {
          timedOut = true;
          controller.abort(new DOMException(`timeout of ${timeout}ms exceeded`, 'TimeoutError'));
        }, timeout)
      : undefined;
    const onAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    let answer: TransportResponse;
    try {
      answer = await new Promise<TransportResponse>((resolve, reject) => {
        controller.signal.addEventListener('abort', () => reject(controller.signal.reason), {
          once: true,
        });
        transport({ ...sent, signal: controller.signal }).then(resolve, reject);
      });
    } catch (err) {
      if (timedOut)
        throw new HttpError(`timeout of ${timeout}ms exceeded`, 'ECONNABORTED', target, undefined, {
          cause: err,
        });
      if (signal?.aborted)
        throw new HttpError('canceled', 'ERR_CANCELED', target, undefined, {
          cause: signal.reason,
        });
      // fetch says only "fetch failed"; what failed (ECONNREFUSED, …) is in its cause.
      const failed = err as { message?: unknown; cause?: { message?: unknown } } | null;
      const detail = failed?.cause?.message ?? failed?.message;
      throw new HttpError(
        typeof detail === 'string' ? `Network Error: ${detail}` : 'Network Error',
        'ERR_NETWORK',
        target,
        undefined,
        { cause: err },
      );
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
    const response: HttpResponse = {
      status: answer.status,
      headers: answer.headers,
      data: parseBody(answer.data, sent.responseType ?? 'json'),
    };
    const validate =
      call.validateStatus === undefined ? (s: number) => s >= 200 && s < 300 : call.validateStatus;
    if (!validate || validate(response.status)) return response;
    throw new HttpError(
      `Request failed with status code ${response.status}`,
      response.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
      target,
      response,
    );
  }

  async function request<T>(call: HttpRequest): Promise<HttpResponse<T>> {
    const headers = { ...baseHeaders };
    for (const [name, value] of Object.entries(call.headers ?? {}))
      headers[name.toLowerCase()] = value;
    let body: string | undefined;
    if (typeof call.data === 'string') body = call.data;
    else if (call.data !== undefined) {
      body = JSON.stringify(call.data);
      headers['content-type'] ??= 'application/json';
    }
    const sent: Omit<TransportRequest, 'signal'> = {
      method: (call.method ?? 'GET').toUpperCase(),
      url: withQuery(joinURL(options.baseURL, call.url), call.params),
      headers,
      body,
      responseType: call.responseType ?? 'json',
    };
    for (let retry = 0; ; retry++) {
      // The deadline is asked again for every attempt, so each one gets only what is left.
      let signal = call.signal;
      let timeout = call.timeout ?? options.timeout;
      if (options.deadline)
        ({ signal, timeout } = applyDeadline({ signal, timeout }, options.deadline()));
      try {
        return (await attempt(call, sent, signal, timeout)) as HttpResponse<T>;
      } catch (err) {
        if (retry >= retries || !isHttpError(err) || !isRetryable(err)) throw err;
        const delay = options.retry?.delay === 'exponential' ? backoffDelay(retry + 1, random) : 0;
        await pause(delay, signal);
      }
    }
  }

  return {
    request,
    get: <T>(url: string, call?: Omit<HttpRequest, 'url' | 'method'>) =>
      request<T>({ ...call, url, method: 'GET' }),
    options,
  };
}

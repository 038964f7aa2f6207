import axios, {
  CanceledError,
  type AxiosAdapter,
  type AxiosError,
  type AxiosInstance,
  type InternalAxiosRequestConfig,
} from 'axios';
import axiosRetry, { isNetworkOrIdempotentRequestError } from 'axios-retry';

/** Retry behaviour of one client: network errors and 5xx of idempotent methods only. */
export interface RetryOptions {
  enableRetry: boolean;
  /** Retries after the first attempt; spec default 3 for the HTTP client. */
  retryCount?: number;
  /** 'none' retries at once; 'exponential' waits 100 ms × 2^(n-1) plus up to 20% jitter. */
  delay?: 'none' | 'exponential';
}

/** The time a call may still spend: the signal that ends it and the milliseconds left until then. */
export interface Deadline {
  signal: AbortSignal;
  timeoutMs: number;
}

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
  /** Test seam: the random source of the jitter. */
  random?: () => number;
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

/**
 * True for what may be retried: a network error, or a 5xx answer, of GET, HEAD, OPTIONS, PUT or
 * DELETE. Never POST (not idempotent), never a cancelled request.
 */
export function isRetryable(error: AxiosError): boolean {
  if (axios.isCancel(error) || error.code === 'ERR_CANCELED') return false;
  return isNetworkOrIdempotentRequestError(error);
}

/** Joins the deadline to a request: both signals end it, and the timeout is at most the time left. */
export function applyDeadline(
  config: InternalAxiosRequestConfig,
  deadline: Deadline,
): InternalAxiosRequestConfig {
  const own = config.signal as AbortSignal | undefined;
  config.signal =
    own && own !== deadline.signal ? AbortSignal.any([own, deadline.signal]) : deadline.signal;
  const left = Math.max(1, Math.ceil(deadline.timeoutMs));
  config.timeout = config.timeout ? Math.min(config.timeout, left) : left;
  return config;
}

/**
 * An adapter that gives up when the request's signal aborts, for transports that do not watch it
 * themselves (an in-process adapter): the caller is answered at once with axios's CanceledError.
 */
export function abortableAdapter(adapter: AxiosAdapter): AxiosAdapter {
  return (config) => {
    const signal = config.signal as AbortSignal | undefined;
    if (!signal) return adapter(config);
    if (signal.aborted) return Promise.reject(new CanceledError(undefined, config));
    return new Promise((resolve, reject) => {
      const onAbort = () => reject(new CanceledError(undefined, config));
      signal.addEventListener('abort', onAbort, { once: true });
      adapter(config)
        .then(resolve, reject)
        .finally(() => signal.removeEventListener('abort', onAbort));
    });
  };
}

/**
 * The one axios factory of the project: timeout, optional deadline, optional retry, AbortSignal
 * passes through.
 */
export function createHttpClient(options: HttpClientOptions): AxiosInstance {
  const instance = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeout,
    headers: options.headers,
  });
  const { deadline } = options;
  // Request interceptors run again for every retry, so each attempt gets what is left.
  if (deadline) instance.interceptors.request.use((config) => applyDeadline(config, deadline()));
  const retry = options.retry;
  if (retry?.enableRetry) {
    const random = options.random ?? Math.random;
    axiosRetry(instance, {
      retries: retry.retryCount ?? DEFAULT_RETRY_COUNT,
      retryCondition: isRetryable,
      retryDelay: (retryNumber) =>
        retry.delay === 'exponential' ? backoffDelay(retryNumber, random) : 0,
      shouldResetTimeout: true,
    });
  }
  return instance;
}

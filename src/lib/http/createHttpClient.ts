import axios, { type AxiosError, type AxiosInstance } from 'axios';
import axiosRetry, { isNetworkOrIdempotentRequestError } from 'axios-retry';

/** Retry behaviour of one client: network errors and 5xx of idempotent methods only. */
export interface RetryOptions {
  enableRetry: boolean;
  /** Retries after the first attempt; spec default 3 for the HTTP client. */
  retryCount?: number;
  /** 'none' retries at once; 'exponential' waits 100 ms × 2^(n-1) plus up to 20% jitter. */
  delay?: 'none' | 'exponential';
}

export interface HttpClientOptions {
  baseURL?: string;
  /** Per-client timeout in milliseconds. */
  timeout: number;
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

/** The one axios factory of the project: timeout, optional retry, AbortSignal passes through. */
export function createHttpClient(options: HttpClientOptions): AxiosInstance {
  const instance = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeout,
    headers: options.headers,
  });
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

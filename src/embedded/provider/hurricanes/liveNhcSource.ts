import { createHttpClient, isHttpError, type HttpClient } from '@/lib/http/createHttpClient';

import { callDeadline } from '../weather/auto/callTimeout';
import type { Basin } from './hurricane.types';
import { OUTLOOK_PRODUCTS, productPath, type NhcSource } from './nhcProducts';

/** How long a fetched NHC document is reused (NHC refreshes CurrentStorms.json every few minutes). */
export const NHC_CACHE_TTL_MS = 5 * 60 * 1000;
/** Options of the live source; `now` and `client` are test seams. */
export interface LiveNhcSourceOptions {
  baseUrl: string;
  ttlMs?: number;
  now?: () => number;
  client?: HttpClient;
}

/**
 * NHC over HTTP: `${baseUrl}/CurrentStorms.json`, `${baseUrl}/text/<product>.shtml` and the
 * products CurrentStorms.json links to (read from the same host), retried on network errors and
 * 5xx, every call and its retries within the upstream budget (UPSTREAM_BUDGET_MS) and the call
 * timeout it runs in (`withCallTimeout`), each document cached in process for 5 minutes.
 * Concurrent callers share one request; a failure is not cached.
 */
export function createLiveNhcSource(options: LiveNhcSourceOptions): NhcSource {
  const ttl = options.ttlMs ?? NHC_CACHE_TTL_MS;
  const now = options.now ?? Date.now;
  const client =
    options.client ??
    createHttpClient({
      baseURL: options.baseUrl.replace(/\/+$/, ''),
      deadline: callDeadline,
      retry: { enableRetry: true, retryCount: 2, delay: 'exponential' },
    });
  const cache = new Map<string, { at: number; value: Promise<unknown> }>();

  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = cache.get(key);
    if (hit && now() - hit.at < ttl) return hit.value as Promise<T>;
    const value = load();
    cache.set(key, { at: now(), value });
    value.catch(() => {
      if (cache.get(key)?.value === value) cache.delete(key);
    });
    return value;
  }

  return {
    currentStorms: () =>
      cached(
        'CurrentStorms.json',
        async () => (await client.get<unknown>('/CurrentStorms.json')).data,
      ),
    outlookText: (basin: Basin) =>
      cached(`outlook:${basin}`, async () => {
        const res = await client.get<string>(`/text/${OUTLOOK_PRODUCTS[basin]}.shtml`, {
          responseType: 'text',
        });
        return String(res.data);
      }),
    product: (url: string) =>
      cached(`product:${productPath(url)}`, async () => {
        try {
          const res = await client.get<ArrayBuffer>(productPath(url), {
            responseType: 'arraybuffer',
          });
          return new Uint8Array(res.data);
        } catch (err) {
          // NHC has no such file (yet): the product is absent, not a failure of NHC.
          if (isHttpError(err) && err.response?.status === 404) return null;
          throw err;
        }
      }),
  };
}

import { fetchPath, REMOTE_CONFIG_SDK_VERSION, type FetchRequest } from '@/lib/remote-config';
import type { StorageManager } from '@/lib/storage';

import { backoffMillis, RETRIABLE_STATUSES } from './backoff';
import { RemoteConfigError, type RemoteConfigErrorKind } from './remoteConfigErrors';

/** Default minimum time between two fetches: 12 hours. */
export const DEFAULT_MINIMUM_FETCH_INTERVAL_MS = 43_200_000;
/** How long one fetch (retries included) may take: 60 s. */
export const FETCH_TIMEOUT_MS = 60_000;

/** Storage keys of the client's state (kept without expiry by the storage manager). */
export const STORAGE_KEY = 'remoteConfig';
const ACTIVE = 'activeConfig';
const LAST_FETCH = 'lastFetch';
const THROTTLE = 'throttle';

interface ActiveConfig {
  values: Record<string, string>;
  templateVersion: string | null;
  etag: string | null;
}
interface ThrottleMetadata {
  backoffCount: number;
  backoffEndTimeMillis: number;
}

/** The result of a fetch and activation. */
export interface ActivationResult {
  /** The activated values. */
  values: Record<string, string>;
  templateVersion: string | null;
  /** False when the minimum fetch interval had not passed (the stored values were activated). */
  fetched: boolean;
}

/** A remote-config client: fetch, then activate. Rejects with a RemoteConfigError. */
export interface RemoteConfigClient {
  fetchAndActivate(): Promise<ActivationResult>;
}

export interface EmbeddedClientOptions {
  /** The service's base: `/remote-config` on this site. */
  baseUrl: string;
  projectId: string;
  apiKey: string;
  appId: string;
  /** The visitor's device id. */
  appInstanceId: string;
  languageCode: string;
  storage: StorageManager;
  minimumFetchIntervalMillis?: number;
  fetchTimeoutMillis?: number;
  fetchImpl?: typeof fetch;
  now?: () => number;
  random?: () => number;
}

/** Waits `ms`, or rejects at once when `signal` aborts. */
function abortableWait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * The small client of the embedded remote-config service (the same contract as Firebase's): it
 * activates the stored values while the minimum fetch interval has not passed, else fetches
 * (`If-None-Match` the held template), backs off exponentially on 429, 500, 503 and 504 (the
 * backoff is stored, so a reload waits too) within the 60 s fetch timeout, and stores what it
 * activates through the storage manager.
 */
export function createEmbeddedClient(options: EmbeddedClientOptions): RemoteConfigClient {
  const {
    storage,
    minimumFetchIntervalMillis = DEFAULT_MINIMUM_FETCH_INTERVAL_MS,
    fetchTimeoutMillis = FETCH_TIMEOUT_MS,
    now = Date.now,
    random = Math.random,
  } = options;
  const fetchImpl = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  const guard = async <T>(kind: RemoteConfigErrorKind, what: string, run: () => Promise<T>) => {
    try {
      return await run();
    } catch (cause) {
      throw new RemoteConfigError(kind, `${what} failed`, { cause });
    }
  };
  const read = <T>(id: string) =>
    guard('storage-get', `reading ${id}`, () => storage.read<T>({ key: STORAGE_KEY, id }));
  const save = (id: string, data: unknown) =>
    guard('storage-set', `saving ${id}`, () =>
      storage.save({ key: STORAGE_KEY, id, data, expires: null }),
    );
  const remove = (id: string) =>
    guard('storage-delete', `deleting ${id}`, () => storage.remove({ key: STORAGE_KEY, id }));

  async function attempt(
    active: ActiveConfig | undefined,
    signal: AbortSignal,
  ): Promise<{ status: number; body?: unknown; etag: string | null }> {
    const url = `${options.baseUrl}${fetchPath(options.projectId)}${
      options.apiKey ? `?key=${encodeURIComponent(options.apiKey)}` : ''
    }`;
    const body: FetchRequest = {
      sdk_version: REMOTE_CONFIG_SDK_VERSION,
      app_instance_id: options.appInstanceId,
      app_instance_id_token: '',
      app_id: options.appId,
      language_code: options.languageCode,
    };
    let res: Response;
    try {
      res = await fetchImpl(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'If-None-Match': active?.etag ?? '*',
        },
        body: JSON.stringify(body),
        signal,
      });
    } catch (cause) {
      if (signal.aborted) throw cause;
      throw new RemoteConfigError('fetch-client-network', 'the fetch request failed', { cause });
    }
    if (!res.ok) return { status: res.status, etag: null };
    try {
      return { status: res.status, body: await res.json(), etag: res.headers.get('ETag') };
    } catch (cause) {
      if (signal.aborted) throw cause;
      throw new RemoteConfigError('fetch-client-parse', 'the answer is not JSON', { cause });
    }
  }

  async function fetchWithBackoff(active: ActiveConfig | undefined): Promise<ActiveConfig> {
    const controller = new AbortController();
    const timeout = new RemoteConfigError('fetch-timeout', `no answer in ${fetchTimeoutMillis} ms`);
    const timer = setTimeout(() => controller.abort(timeout), fetchTimeoutMillis);
    let throttle = (await read<ThrottleMetadata>(THROTTLE)) ?? {
      backoffCount: 0,
      backoffEndTimeMillis: now(),
    };
    try {
      for (;;) {
        const wait = throttle.backoffEndTimeMillis - now();
        if (wait > 0) {
          try {
            await abortableWait(wait, controller.signal);
          } catch {
            throw new RemoteConfigError('fetch-throttle', 'fetches are throttled', {
              throttleEndTimeMillis: throttle.backoffEndTimeMillis,
            });
          }
        }
        const answer = await attempt(active, controller.signal);
        if (RETRIABLE_STATUSES.has(answer.status)) {
          const backoffCount = throttle.backoffCount + 1;
          throttle = {
            backoffCount,
            backoffEndTimeMillis: now() + backoffMillis(backoffCount, random),
          };
          await save(THROTTLE, throttle);
          continue;
        }
        if (throttle.backoffCount > 0) await remove(THROTTLE);
        // Not modified: the held template stands (without one, a 304 is an error status).
        if (answer.status === 304 && active) return active;
        if (answer.status !== 200) {
          throw new RemoteConfigError('fetch-status', `HTTP status ${answer.status}`, {
            httpStatus: answer.status,
          });
        }
        // The validator loads with the first answer, not with the page.
        const { fetchResponseSchema } = await import('@/lib/remote-config/responseSchema');
        const parsed = fetchResponseSchema.safeParse(answer.body);
        if (!parsed.success) {
          throw new RemoteConfigError('fetch-client-parse', 'the answer is not a fetch response');
        }
        const { state, entries, templateVersion = null } = parsed.data;
        if (state === 'NO_CHANGE' && active) return { ...active, templateVersion };
        return { values: entries ?? {}, templateVersion, etag: answer.etag };
      }
    } catch (err) {
      if (err === timeout || controller.signal.reason === err) throw timeout;
      throw err;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async fetchAndActivate() {
      if (typeof window === 'undefined') {
        throw new RemoteConfigError('registration-window', 'there is no window');
      }
      if (!options.projectId) {
        throw new RemoteConfigError('registration-project-id', 'no project id is configured');
      }
      const [active, lastFetch] = await Promise.all([
        read<ActiveConfig>(ACTIVE),
        read<{ at: number }>(LAST_FETCH),
      ]);
      if (active && lastFetch && now() - lastFetch.at < minimumFetchIntervalMillis) {
        return { values: active.values, templateVersion: active.templateVersion, fetched: false };
      }
      const next = await fetchWithBackoff(active);
      await save(ACTIVE, next);
      await save(LAST_FETCH, { at: now() });
      return { values: next.values, templateVersion: next.templateVersion, fetched: true };
    },
  };
}

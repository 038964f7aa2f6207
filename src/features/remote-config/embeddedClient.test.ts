import { http, HttpResponse } from 'msw';

import { makeStore } from '@/application/store';
import { createMemoryBackend, StorageManager, type StorageBackend } from '@/lib/storage';

import { server } from '@tests/msw/server';
import { testPublicConfig } from '@tests/support/publicConfig';
import { testDeps } from '@tests/support/web2';

import { backoffMillis } from './backoff';
import { createEmbeddedClient, type EmbeddedClientOptions } from './embeddedClient';
import { classifyRemoteConfigError, RemoteConfigError } from './remoteConfigErrors';
import {
  fetchAndActivateRemoteConfig,
  selectAdTagVendorEnabled,
  selectMultiSizeTestAdEnabled,
  selectNewFooterEnabled,
  selectRemoteConfigError,
  selectRemoteConfigStatus,
  selectRemoteFlag,
} from './remoteConfigSlice';

const FETCH_URL = 'http://localhost/remote-config/v1/projects/local/namespaces/firebase\\:fetch';
const UPDATE = {
  entries: { enableMultiSizeRightRailTestAd: 'true', enableAdTagVendor: 'true' },
  state: 'UPDATE',
  templateVersion: '3',
};

const memoryStorage = () => new StorageManager({ backend: createMemoryBackend() });

function client(over: Partial<EmbeddedClientOptions> = {}) {
  return createEmbeddedClient({
    baseUrl: 'http://localhost/remote-config',
    projectId: 'local',
    apiKey: '',
    appId: '',
    appInstanceId: 'device-1',
    languageCode: 'en-US',
    storage: memoryStorage(),
    random: () => 0.5,
    ...over,
  });
}

/** Answers the given statuses in turn (then the last one), recording each request's time. */
function answerInTurn(statuses: number[]) {
  const calls: number[] = [];
  server.use(
    http.post(FETCH_URL, () => {
      calls.push(Date.now());
      const status = statuses[Math.min(calls.length - 1, statuses.length - 1)] ?? 200;
      return status === 200 ? HttpResponse.json(UPDATE) : new HttpResponse(null, { status });
    }),
  );
  return calls;
}

async function kindOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (err) {
    return classifyRemoteConfigError(err);
  }
  throw new Error('expected a failure');
}

describe('the embedded remote-config client', () => {
  afterEach(() => jest.useRealTimers());

  it('fetches, activates and keeps the values; sends the fetch contract', async () => {
    let sent: unknown;
    server.use(
      http.post(FETCH_URL, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(UPDATE, { headers: { ETag: '"3"' } });
      }),
    );
    const result = await client().fetchAndActivate();
    expect(result).toEqual({ values: UPDATE.entries, templateVersion: '3', fetched: true });
    expect(sent).toEqual({
      sdk_version: 'parasol-web/1',
      app_instance_id: 'device-1',
      app_instance_id_token: '',
      app_id: '',
      language_code: 'en-US',
    });
  });

  it('respects the minimum fetch interval: no request until it has passed', async () => {
    const calls = answerInTurn([200]);
    let now = 1_000_000;
    const storage = memoryStorage();
    const c = client({ storage, now: () => now, minimumFetchIntervalMillis: 43_200_000 });
    await c.fetchAndActivate();
    now += 43_199_999;
    expect(await c.fetchAndActivate()).toMatchObject({ fetched: false, values: UPDATE.entries });
    expect(calls).toHaveLength(1);
    now += 1;
    expect(await c.fetchAndActivate()).toMatchObject({ fetched: true });
    expect(calls).toHaveLength(2);
  });

  it('backs off exponentially on 429, 500, 503 and 504, then succeeds', async () => {
    jest.useFakeTimers({ now: 0, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const calls = answerInTurn([429, 500, 503, 504, 200]);
    const done = client({ now: Date.now }).fetchAndActivate();
    for (let i = 0; i < 5 && calls.length < 5; i++) await jest.advanceTimersByTimeAsync(20_000);
    await expect(done).resolves.toMatchObject({ values: UPDATE.entries });
    const waits = calls.slice(1).map((at, i) => at - (calls[i] ?? 0));
    expect(waits).toEqual([2000, 4000, 8000, 16000]);
    expect([1, 2, 3, 4].map((n) => backoffMillis(n, () => 0.5))).toEqual(waits);
  });

  it('throttles when the backoff outlasts the 60 s fetch timeout', async () => {
    jest.useFakeTimers({ now: 0, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    answerInTurn([503]);
    const failure = kindOf(client({ now: Date.now }).fetchAndActivate());
    await jest.advanceTimersByTimeAsync(61_000);
    expect(await failure).toMatchObject({ kind: 'fetch-throttle' });
  });

  it('times out after 60 s without an answer', async () => {
    jest.useFakeTimers({ now: 0, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    server.use(http.post(FETCH_URL, () => new Promise<Response>(() => undefined)));
    const failure = kindOf(client({ now: Date.now }).fetchAndActivate());
    await jest.advanceTimersByTimeAsync(60_000);
    expect(await failure).toMatchObject({ kind: 'fetch-timeout' });
  });

  it('classifies each failure', async () => {
    server.use(http.post(FETCH_URL, () => HttpResponse.error()));
    expect(await kindOf(client().fetchAndActivate())).toMatchObject({
      kind: 'fetch-client-network',
    });
    server.use(http.post(FETCH_URL, () => new HttpResponse('not json', { status: 200 })));
    expect(await kindOf(client().fetchAndActivate())).toMatchObject({ kind: 'fetch-client-parse' });
    server.use(http.post(FETCH_URL, () => HttpResponse.json({ state: 'MAYBE' })));
    expect(await kindOf(client().fetchAndActivate())).toMatchObject({ kind: 'fetch-client-parse' });
    server.use(http.post(FETCH_URL, () => HttpResponse.json({ error: 'x' }, { status: 403 })));
    expect(await kindOf(client().fetchAndActivate())).toEqual(
      expect.objectContaining({ kind: 'fetch-status', httpStatus: 403 }),
    );
    expect(await kindOf(client({ projectId: '' }).fetchAndActivate())).toMatchObject({
      kind: 'registration-project-id',
    });
    const failing = (op: keyof StorageBackend): StorageBackend => {
      const backend = createMemoryBackend();
      return { ...backend, [op]: () => Promise.reject(new Error('quota')) };
    };
    answerInTurn([200]);
    for (const [op, kind] of [
      ['get', 'storage-get'],
      ['set', 'storage-set'],
    ] as const) {
      const storage = new StorageManager({ backend: failing(op) });
      expect(await kindOf(client({ storage }).fetchAndActivate())).toMatchObject({ kind });
    }
    // The Firebase SDK's errors carry the same kinds in their codes.
    expect(
      classifyRemoteConfigError(
        Object.assign(new Error('x'), {
          code: 'remoteconfig/fetch-status',
          customData: { httpStatus: 500 },
        }),
      ),
    ).toEqual({ kind: 'fetch-status', message: 'x', httpStatus: 500 });
    expect(
      classifyRemoteConfigError(new RemoteConfigError('indexed-db-unavailable', 'no IndexedDB')),
    ).toMatchObject({ kind: 'indexed-db-unavailable' });
  });
});

describe('remoteConfig slice', () => {
  const config = {
    ...testPublicConfig(),
    adTagVendor: { IsEnabled: true, ClientId: 'c', FirebaseRemoteConfigKey: 'enableAdTagVendor' },
  };
  const storeWith = () =>
    makeStore(
      {
        config: { value: config },
        remoteConfig: {
          values: { enableNewFooterUIWithCMPIntegration: 'true', enableAdTagVendor: 'true' },
          templateVersion: '2',
        },
      },
      testDeps(),
    );
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('starts at no-fetch-yet with the page values; ad flags wait for activation', () => {
    const store = storeWith();
    expect(selectRemoteConfigStatus(store.getState())).toBe('no-fetch-yet');
    expect(selectRemoteFlag('enableAdTagVendor')(store.getState())).toBe('true');
    expect(selectAdTagVendorEnabled(store.getState())).toBe(false);
    expect(selectNewFooterEnabled(store.getState())).toBe(true);
  });

  it('activates on success: the ad flags are read, the footer keeps the page value', async () => {
    server.use(
      http.post(FETCH_URL, () =>
        HttpResponse.json({
          ...UPDATE,
          entries: { ...UPDATE.entries, enableNewFooterUIWithCMPIntegration: 'false' },
        }),
      ),
    );
    const store = storeWith();
    await store.dispatch(fetchAndActivateRemoteConfig());
    expect(selectRemoteConfigStatus(store.getState())).toBe('success');
    expect(selectMultiSizeTestAdEnabled(store.getState())).toBe(true);
    expect(selectAdTagVendorEnabled(store.getState())).toBe(true);
    expect(selectRemoteFlag('enableNewFooterUIWithCMPIntegration')(store.getState())).toBe('false');
    // No flip after hydration: the footer changes on the next page.
    expect(selectNewFooterEnabled(store.getState())).toBe(true);
    // Once per store.
    expect((await store.dispatch(fetchAndActivateRemoteConfig())).meta.requestStatus).toBe(
      'rejected',
    );
  });

  it('on a failed fetch: status failure, the error kept and logged, the ad-tag flag off', async () => {
    server.use(http.post(FETCH_URL, () => new HttpResponse(null, { status: 404 })));
    const store = storeWith();
    await store.dispatch(fetchAndActivateRemoteConfig());
    expect(selectRemoteConfigStatus(store.getState())).toBe('failure');
    expect(selectRemoteConfigError(store.getState())).toMatchObject({
      kind: 'fetch-status',
      httpStatus: 404,
    });
    expect(selectAdTagVendorEnabled(store.getState())).toBe(false);
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining('(fetch-status)'),
      expect.any(String),
    );
  });

  it('records a throttled fetch as throttle', async () => {
    const store = storeWith();
    const throttled = {
      fetchAndActivate: () =>
        Promise.reject(
          new RemoteConfigError('fetch-throttle', 'throttled', { throttleEndTimeMillis: 9 }),
        ),
    };
    await store.dispatch(fetchAndActivateRemoteConfig({ client: throttled }));
    expect(selectRemoteConfigStatus(store.getState())).toBe('throttle');
    expect(selectAdTagVendorEnabled(store.getState())).toBe(false);
  });
});

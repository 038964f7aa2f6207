import { http, HttpResponse } from 'msw';

import { selectConfig } from '@/features/config/configSlice';
import { setActiveLocation } from '@/features/location/locationSlice';
import { createMemoryBackend, StorageManager } from '@/lib/storage';
import type { Web2Client } from '@/lib/web2';
import { hydrated } from '@/store/hydrated';
import { selectStandardParams } from '@/features/user/userSlice';

import { server } from '@tests/msw/server';
import { testPublicConfig } from '@tests/support/publicConfig';

import { createThunkExtra, makeStore } from './store';

const config = (delay: number) => testPublicConfig({ alertsPollerDelaySeconds: delay });

describe('makeStore and hydrated', () => {
  it('makes independent stores, seeded from server props', () => {
    const a = makeStore({ config: { value: config(60) } });
    const b = makeStore();
    expect(selectConfig(a.getState())?.alertsPollerDelaySeconds).toBe(60);
    expect(selectConfig(b.getState())).toBeNull();
  });

  it('replaces a slice’s state on hydrated and leaves slices absent from the payload alone', () => {
    const store = makeStore({ config: { value: config(60) } });
    store.dispatch(hydrated({ config: { value: config(120) } }));
    expect(selectConfig(store.getState())?.alertsPollerDelaySeconds).toBe(120);
    store.dispatch(hydrated({}));
    expect(selectConfig(store.getState())?.alertsPollerDelaySeconds).toBe(120);
  });
});

describe('the store’s dependencies (thunk extra)', () => {
  it('hands injected clients to thunks as extra', async () => {
    const getUserProfile = jest.fn(async () => ({ ActiveLocation: null }));
    const web2 = { getUserProfile } as unknown as Web2Client;
    const store = makeStore(undefined, { web2 });
    await store.dispatch(setActiveLocation({ slug: 'paris-ile-de-france-fr' }));
    expect(getUserProfile).toHaveBeenCalledWith(
      { location: 'paris-ile-de-france-fr', station: undefined },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
  });

  it('builds each client once per store, on first use', () => {
    const storage = new StorageManager({ backend: createMemoryBackend() });
    const a = createThunkExtra({ storage });
    const b = createThunkExtra({ storage });
    expect(a.storage).toBe(storage);
    expect(a.web2).toBe(a.web2);
    expect(a.provider).toBe(a.provider);
    expect(a.web2).not.toBe(b.web2);
    expect(a.provider).not.toBe(b.provider);
  });

  it('loads the HTTP clients with their first call, and each call answers as the client does', async () => {
    server.use(http.get('*/web2/api/configuration', () => HttpResponse.json({ siteName: 'Test' })));
    const extra = createThunkExtra({
      storage: new StorageManager({ backend: createMemoryBackend() }),
    });
    // Handed around or awaited, the client is not mistaken for a promise.
    expect(await Promise.resolve(extra.web2)).toBe(extra.web2);
    await expect(extra.web2.getConfiguration()).resolves.toEqual({ siteName: 'Test' });
    await expect(extra.web2.getConfiguration()).resolves.toEqual({ siteName: 'Test' });
  });
});

describe('selectStandardParams', () => {
  const user = { deviceId: 'device-1', isBot: false, language: 'en-US' };

  it('gives the standard parameters of the visitor, memoised', () => {
    const store = makeStore({ config: { value: testPublicConfig({ appVersion: '9.9.9' }) }, user });
    const params = selectStandardParams(store.getState());
    expect(params).toEqual({
      appId: 'wbweb',
      appVersion: '9.9.9',
      formFactor: 'website',
      deviceId: 'device-1',
      languageCode: 'en-US',
    });
    store.dispatch(hydrated({ page: { pageId: 'home', query: {} } }));
    expect(selectStandardParams(store.getState())).toBe(params);
    store.dispatch(hydrated({ user: { ...user, language: 'fr-FR' } }));
    expect(selectStandardParams(store.getState())).toMatchObject({ languageCode: 'fr-FR' });
  });

  it('leaves out what is not known', () => {
    expect(selectStandardParams(makeStore().getState())).toEqual({
      appId: 'wbweb',
      appVersion: '',
      formFactor: 'website',
      languageCode: 'en-US',
    });
  });
});

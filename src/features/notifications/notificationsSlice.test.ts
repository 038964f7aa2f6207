import { http, HttpResponse } from 'msw';

import type { HydrationPayload } from '@/store/hydrated';
import { makeStore } from '@/application/store';
import type { NotificationStatus } from '@/types/location';

import { paris } from '@tests/fixtures/localities';
import { server } from '@tests/msw/server';
import { testDeps } from '@tests/support/web2';
import { testPublicConfig } from '@tests/support/publicConfig';

import {
  fetchNotificationStatus,
  notificationsSlice,
  selectActiveNotificationStatus,
  selectNotificationsLastError,
  selectNotificationsStatus,
  selectNotificationsStatusIsRefreshing,
} from './notificationsSlice';

const STATUS_URL = 'http://localhost/web2/api/pulse/api/push/v1/notifications/status';
const config = testPublicConfig({ alertsPollerDelaySeconds: 60, appVersion: '9.9.9' });
const seed: HydrationPayload = {
  config: { value: config },
  user: { deviceId: 'device-1', isBot: false, language: 'en-US' },
  location: { activeLocation: { Locality: paris, Station: null, DefaultStationRouteString: null } },
};
const args = { emLocationId: paris.CityId, latitude: paris.Latitude, longitude: paris.Longitude };

const status = (eml: string, tnc: number): NotificationStatus => ({
  eml,
  tnc,
  'nb.ids.sbgd.afc.ch6': '#b3261e',
  'nb.ids.sbgd.afc.opa': 1,
});

describe('notificationsSlice reducer', () => {
  const reducer = notificationsSlice.reducer;

  it('sets refreshing on pending, replaces the entry with the same eml and clears the error on fulfilled', () => {
    let state = reducer(
      undefined,
      fetchNotificationStatus.rejected(null, 'r0', args, { message: 'boom' }),
    );
    expect(state.lastError).toBe('boom');
    state = reducer(state, fetchNotificationStatus.pending('r1', args));
    expect(state.notificationsStatusIsRefreshing).toBe(true);
    state = reducer(state, fetchNotificationStatus.fulfilled(status('a', 1), 'r1', args));
    state = reducer(state, fetchNotificationStatus.fulfilled(status('b', 2), 'r2', args));
    state = reducer(state, fetchNotificationStatus.fulfilled(status('a', 5), 'r3', args));
    expect(state.notificationsStatus).toEqual([status('a', 5), status('b', 2)]);
    expect(state.notificationsStatusIsRefreshing).toBe(false);
    expect(state.lastError).toBeNull();
  });

  it('stores the error on rejected and keeps the statuses', () => {
    let state = reducer(undefined, fetchNotificationStatus.fulfilled(status('a', 1), 'r1', args));
    state = reducer(state, fetchNotificationStatus.pending('r2', args));
    state = reducer(
      state,
      fetchNotificationStatus.rejected(new Error('Network Error'), 'r2', args),
    );
    expect(state).toMatchObject({
      notificationsStatus: [status('a', 1)],
      notificationsStatusIsRefreshing: false,
      lastError: 'Network Error',
    });
  });
});

describe('fetchNotificationStatus', () => {
  it('asks the provider proxy with the standard parameters and stores the answer', async () => {
    const queries: Record<string, string>[] = [];
    server.use(
      http.get(STATUS_URL, ({ request }) => {
        queries.push(Object.fromEntries(new URL(request.url).searchParams));
        return HttpResponse.json({ r: status(paris.CityId, 3) });
      }),
    );
    const store = makeStore(seed, testDeps());
    const pending = store.dispatch(fetchNotificationStatus(args));
    expect(selectNotificationsStatusIsRefreshing(store.getState())).toBe(true);
    await pending;
    expect(queries).toEqual([
      expect.objectContaining({
        appId: 'wbweb',
        appVersion: '9.9.9',
        formFactor: 'website',
        deviceId: 'device-1',
        languageCode: 'en-US',
        emLocationId: paris.CityId,
        latitude: String(paris.Latitude),
        longitude: String(paris.Longitude),
      }),
    ]);
    expect(selectActiveNotificationStatus(store.getState())).toMatchObject({
      eml: paris.CityId,
      tnc: 3,
    });
    expect(selectNotificationsStatusIsRefreshing(store.getState())).toBe(false);
  });

  it("sends the place's zone and elevation, as the alerts page does, so both count the same alerts", async () => {
    const queries: Record<string, string>[] = [];
    server.use(
      http.get(STATUS_URL, ({ request }) => {
        queries.push(Object.fromEntries(new URL(request.url).searchParams));
        return HttpResponse.json({ r: status(paris.CityId, 0) });
      }),
    );
    const store = makeStore(seed, testDeps());
    await store.dispatch(
      fetchNotificationStatus({ ...args, timeZone: 'Europe/Paris', elevationMeters: 42 }),
    );
    expect(queries[0]).toMatchObject({ tz: 'Europe/Paris', elevation: '42' });
  });

  it('stores the error of a failed call', async () => {
    server.use(
      http.get(STATUS_URL, () => HttpResponse.json({ message: 'bad request' }, { status: 400 })),
    );
    const store = makeStore(seed, testDeps());
    await store.dispatch(fetchNotificationStatus(args));
    expect(selectNotificationsLastError(store.getState())).toBeTruthy();
    expect(selectNotificationsStatus(store.getState())).toEqual([]);
  });

  it('needs config and coordinates before fetching', async () => {
    let calls = 0;
    server.use(
      http.get(STATUS_URL, () => {
        calls += 1;
        return HttpResponse.json({ r: status(paris.CityId, 1) });
      }),
    );
    const noConfig = makeStore({ ...seed, config: { value: null } }, testDeps());
    const skipped = await noConfig.dispatch(fetchNotificationStatus(args));
    expect(skipped.meta).toMatchObject({ condition: true });
    const store = makeStore(seed, testDeps());
    await store.dispatch(fetchNotificationStatus({ ...args, latitude: Number.NaN }));
    await store.dispatch(fetchNotificationStatus({ ...args, emLocationId: '' }));
    expect(calls).toBe(0);
    expect(selectNotificationsStatusIsRefreshing(store.getState())).toBe(false);
  });

  it('has no active status without an active location', () => {
    const store = makeStore({ config: { value: config } }, testDeps());
    store.dispatch(fetchNotificationStatus.fulfilled(status(paris.CityId, 2), 'r', args));
    expect(selectActiveNotificationStatus(store.getState())).toBeNull();
  });
});

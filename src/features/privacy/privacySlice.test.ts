import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { hydrated } from '@/store/hydrated';
import { makeStore } from '@/application/store';
import type { PrivacySeed } from '@/types/hydration';

import { server } from '@tests/msw/server';
import { testDeps } from '@tests/support/web2';

import {
  checkGlobalPrivacyControl,
  selectPrivacySetting,
  updatePrivacyOptOut,
} from './privacySlice';

const BASE = 'http://localhost/web2/api';
const user = { deviceId: 'device-1', isBot: false, language: 'en-US' };
const statePrivacyRegime = {
  requiresGDPRCompliance: false,
  disableAds: false,
  dataPrivacyEnabled: true,
  sensitiveDataRestrictionEnabled: true,
};

function storeWith(privacy: Partial<PrivacySeed> = {}, deviceId: string | null = 'device-1') {
  const store = makeStore(undefined, testDeps());
  store.dispatch(
    hydrated({
      user: { ...user, deviceId },
      privacy: {
        compliance: statePrivacyRegime,
        gpc: false,
        statePrivacyOptedOut: null,
        limitUseOptedOut: null,
        ...privacy,
      },
    }),
  );
  return store;
}

describe('privacySlice', () => {
  it('is seeded by server rendering', () => {
    const store = storeWith({ statePrivacyOptedOut: true, limitUseOptedOut: false });
    expect(selectPrivacySetting(store.getState(), 'statePrivacy')).toEqual({
      loading: false,
      optedOut: true,
      error: null,
    });
    expect(selectPrivacySetting(store.getState(), 'limitUseOfPI').optedOut).toBe(false);
  });

  it('an opt-out: pending clears the value, fulfilled stores the boolean', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put(`${BASE}/user/:id/stateprivacy`, async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const store = storeWith({ statePrivacyOptedOut: false });
    const pending = store.dispatch(updatePrivacyOptOut({ kind: 'statePrivacy', optedOut: true }));
    expect(selectPrivacySetting(store.getState(), 'statePrivacy')).toEqual({
      loading: true,
      optedOut: null,
      error: null,
    });
    await pending;
    expect(selectPrivacySetting(store.getState(), 'statePrivacy')).toEqual({
      loading: false,
      optedOut: true,
      error: null,
    });
    expect(bodies).toEqual([{ statePrivacy: { enabled: true } }]);
  });

  it('an opt-out that fails stores the error and stops loading', async () => {
    server.use(
      http.put(`${BASE}/user/:id/limituseofpi`, () => HttpResponse.json({}, { status: 500 })),
    );
    const store = storeWith();
    await store.dispatch(updatePrivacyOptOut({ kind: 'limitUseOfPI', optedOut: true }));
    const setting = selectPrivacySetting(store.getState(), 'limitUseOfPI');
    expect(setting.loading).toBe(false);
    expect(setting.error).toEqual(expect.any(String));
  });

  it('sends no update without a device id', async () => {
    let calls = 0;
    server.use(
      http.put(`${BASE}/user/:id/stateprivacy`, () => {
        calls += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const store = storeWith({}, null);
    await store.dispatch(updatePrivacyOptOut({ kind: 'statePrivacy', optedOut: true }));
    expect(calls).toBe(0);
    expect(selectPrivacySetting(store.getState(), 'statePrivacy').loading).toBe(false);
  });

  it('GPC where a state regime applies: opted out at once, the preference posted', async () => {
    const posted: unknown[] = [];
    server.use(
      http.post(`${BASE}/privacy/gpc`, async ({ request }) => {
        posted.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const store = storeWith();
    const check = store.dispatch(checkGlobalPrivacyControl(true));
    expect(selectPrivacySetting(store.getState(), 'statePrivacy').optedOut).toBe(true);
    await check;
    expect(store.getState().privacy.gpc).toEqual({ checkComplete: true, enabled: true });
    expect(posted).toEqual([{ appInstanceId: 'device-1', gpcSignal: true }]);
  });

  it('GPC: the privacy setting is refreshed from the cookie the server wrote', async () => {
    server.use(
      http.post(`${BASE}/privacy/gpc`, () => {
        // What the browser does with the answer's Set-Cookie: the device's stored choices, the
        // "limit use" one made earlier in another tab.
        const stored = JSON.stringify({ doNotSell: true, limitUseOfPI: true });
        document.cookie = `wb_state_privacy=${encodeURIComponent(stored)}; path=/`;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    try {
      const store = storeWith({ statePrivacyOptedOut: false, limitUseOptedOut: null });
      await store.dispatch(checkGlobalPrivacyControl(true));
      expect(selectPrivacySetting(store.getState(), 'statePrivacy')).toEqual({
        loading: false,
        optedOut: true,
        error: null,
      });
      expect(selectPrivacySetting(store.getState(), 'limitUseOfPI').optedOut).toBe(true);
    } finally {
      document.cookie = 'wb_state_privacy=; path=/; max-age=0';
    }
  });

  it('GPC: the opt-out stands whatever the cookie says, and a choice being sent stays pending', async () => {
    let answer: (() => void) | undefined;
    server.use(
      http.post(`${BASE}/privacy/gpc`, () => {
        // A cookie the browser kept from before (it refused the new one, say).
        document.cookie = `wb_state_privacy=${encodeURIComponent('{"doNotSell":false}')}; path=/`;
        return new HttpResponse(null, { status: 204 });
      }),
      http.put(
        `${BASE}/user/:id/limituseofpi`,
        () =>
          new Promise<Response>((resolve) => {
            answer = () => resolve(new HttpResponse(null, { status: 204 }));
          }),
      ),
    );
    try {
      const store = storeWith({ limitUseOptedOut: false });
      const update = store.dispatch(updatePrivacyOptOut({ kind: 'limitUseOfPI', optedOut: true }));
      document.cookie = `wb_state_privacy=${encodeURIComponent('{"doNotSell":false,"limitUseOfPI":false}')}; path=/`;
      await store.dispatch(checkGlobalPrivacyControl(true));
      expect(selectPrivacySetting(store.getState(), 'statePrivacy').optedOut).toBe(true);
      expect(selectPrivacySetting(store.getState(), 'limitUseOfPI').loading).toBe(true);
      await waitFor(() => expect(answer).toBeDefined());
      answer?.();
      await update;
      expect(selectPrivacySetting(store.getState(), 'limitUseOfPI')).toEqual({
        loading: false,
        optedOut: true,
        error: null,
      });
    } finally {
      document.cookie = 'wb_state_privacy=; path=/; max-age=0';
    }
  });

  it('GPC where no state regime applies, or no signal: nothing is posted', async () => {
    let calls = 0;
    server.use(
      http.post(`${BASE}/privacy/gpc`, () => {
        calls += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const elsewhere = storeWith({
      compliance: {
        ...statePrivacyRegime,
        dataPrivacyEnabled: false,
        sensitiveDataRestrictionEnabled: false,
      },
    });
    await elsewhere.dispatch(checkGlobalPrivacyControl(true));
    expect(selectPrivacySetting(elsewhere.getState(), 'statePrivacy').optedOut).toBeNull();
    const noSignal = storeWith();
    await noSignal.dispatch(checkGlobalPrivacyControl(false));
    expect(noSignal.getState().privacy.gpc).toEqual({ checkComplete: true, enabled: false });
    expect(calls).toBe(0);
  });
});

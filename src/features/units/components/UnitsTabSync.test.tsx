import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';

import { waitFor } from '@testing-library/react';

import { makeStore } from '@/application/store';

import { renderWithProviders } from '@tests/utils/renderWithProviders';
import { testDeps } from '@tests/support/web2';

import { saveUnits, selectUnits, unitsChanged } from '../unitsSlice';
import { UnitsTabSync } from './UnitsTabSync';

// jsdom has no BroadcastChannel; Node's carries the messages. Another tab is a channel object of
// its own, as another page has.
const saved = globalThis.BroadcastChannel;
beforeAll(() => {
  globalThis.BroadcastChannel = NodeBroadcastChannel as unknown as typeof BroadcastChannel;
});
afterAll(() => {
  globalThis.BroadcastChannel = saved;
});

const user = { deviceId: 'device-1', isBot: false, language: 'en-US' };
const celsius = { unitval: 1, tempUnitVal: 2, windUnitVal: 1, pressureUnitVal: 1 } as const;

describe('units across the site’s open tabs', () => {
  it('shows the units another tab saved, so a later change here keeps them', async () => {
    const { store, unmount } = renderWithProviders(<UnitsTabSync />, {
      preloadedState: { user },
    });
    expect(selectUnits(store.getState()).tempUnit).toBe(1);
    const otherTab = new BroadcastChannel('weather-units');
    otherTab.postMessage(celsius);
    otherTab.postMessage({ tempUnitVal: 'hot' });

    await waitFor(() => expect(selectUnits(store.getState()).tempUnit).toBe(2));
    store.dispatch(unitsChanged({ windUnit: 3 }));
    expect(selectUnits(store.getState())).toMatchObject({ tempUnit: 2, windUnit: 3 });
    otherTab.close();
    unmount();
  });

  it('tells the other tabs the units this one saved, and nothing when a save failed', async () => {
    const otherTab = new BroadcastChannel('weather-units');
    const heard: unknown[] = [];
    otherTab.onmessage = (event: MessageEvent<unknown>) => heard.push(event.data);
    const store = makeStore({ user }, testDeps());
    store.dispatch(unitsChanged({ tempUnit: 2 }));
    store.dispatch(saveUnits.rejected(null, 'r1', undefined, { message: 'offline' }));
    store.dispatch(saveUnits.fulfilled(celsius, 'r2', undefined));
    await waitFor(() => expect(heard).toEqual([celsius]));
    otherTab.close();
  });
});

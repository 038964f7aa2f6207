import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';

import { waitFor } from '@testing-library/react';

import { makeStore } from '@/application/store';

import { renderWithProviders } from '@tests/utils/renderWithProviders';
import { testDeps } from '@tests/support/web2';

import { saveUnits, selectUnits, unitsChanged } from '../unitsSlice';
import { UnitsTabSync } from './UnitsTabSync';

// jsdom has no BroadcastChannel; Node's carries messages between the test's two "tabs".
const saved = globalThis.BroadcastChannel;
beforeAll(() => {
  globalThis.BroadcastChannel = NodeBroadcastChannel as unknown as typeof BroadcastChannel;
});
afterAll(() => {
  globalThis.BroadcastChannel = saved;
});

const user = { deviceId: 'device-1', isBot: false, language: 'en-US' };

describe('UnitsTabSync', () => {
  it('shows the units another tab saves, so a later change here keeps them', async () => {
    const other = makeStore({ user }, testDeps());
    const { store, unmount } = renderWithProviders(<UnitsTabSync />, {
      preloadedState: { user },
    });
    expect(selectUnits(store.getState()).tempUnit).toBe(1);

    other.dispatch(unitsChanged({ tempUnit: 2 }));
    const api = { unitval: 1, tempUnitVal: 2, windUnitVal: 1, pressureUnitVal: 1 } as const;
    other.dispatch(saveUnits.fulfilled(api, 'r1', undefined));

    await waitFor(() => expect(selectUnits(store.getState()).tempUnit).toBe(2));
    store.dispatch(unitsChanged({ windUnit: 3 }));
    expect(selectUnits(store.getState())).toMatchObject({ tempUnit: 2, windUnit: 3 });
    unmount();
  });

  it('ignores a failed save in another tab', async () => {
    const other = makeStore({ user }, testDeps());
    const { store, unmount } = renderWithProviders(<UnitsTabSync />, {
      preloadedState: { user },
    });
    other.dispatch(unitsChanged({ tempUnit: 2 }));
    other.dispatch(saveUnits.rejected(null, 'r1', undefined, { message: 'offline' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(selectUnits(store.getState()).tempUnit).toBe(1);
    unmount();
  });
});

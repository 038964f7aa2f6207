import { selectConfig } from '@/features/config/configSlice';
import type { PublicConfig } from '@/types/config';

import { hydrated } from './hydrated';
import { makeStore } from './store';

const config = (delay: number) => ({ alertsPollerDelaySeconds: delay }) as PublicConfig;

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

import { useCallback, useEffect, useSyncExternalStore } from 'react';

import { fetchPushState, type ApiPushState } from './pushApi';
import { isPushSupported } from './pushBrowser';

/**
 * This device's alert-notification state, shared by every switch on the page (Manage Locations
 * lists one per favourite): read once per device, then kept as the switches change it.
 */
type Snapshot = { deviceId: string; state: ApiPushState } | null;

let snapshot: Snapshot = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function emit(next: Snapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

function load(deviceId: string): Promise<void> {
  if (snapshot?.deviceId === deviceId) return Promise.resolve();
  loading ??= fetchPushState(deviceId)
    .then((state) => emit({ deviceId, state }))
    .finally(() => {
      loading = null;
    });
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Forgets what was read (tests; a new visitor). */
export function resetPushPlacesForTests(): void {
  snapshot = null;
  loading = null;
}

/**
 * The device's push state: null until read (never read where the browser has no push support),
 * `ensure()` to read it now, `update()` after a change.
 */
export function usePushPlaces(deviceId: string | null) {
  const current = useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => null,
  );
  useEffect(() => {
    if (deviceId && isPushSupported()) void load(deviceId).catch(() => undefined);
  }, [deviceId]);
  const ensure = useCallback(async (): Promise<ApiPushState> => {
    if (!deviceId) throw new Error('No device yet');
    await load(deviceId);
    if (!snapshot) throw new Error('No notification state');
    return snapshot.state;
  }, [deviceId]);
  const update = useCallback(
    (change: (state: ApiPushState) => ApiPushState) => {
      if (deviceId && snapshot?.deviceId === deviceId)
        emit({ deviceId, state: change(snapshot.state) });
    },
    [deviceId],
  );
  const state = current && current.deviceId === deviceId ? current.state : null;
  return { state, ensure, update };
}

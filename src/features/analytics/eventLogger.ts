import { selectConsentReady, selectMayLoadTracking } from '@/features/consent';
import { selectIsBot, selectStandardParams } from '@/features/user/userSlice';
import { providerPaths } from '@/lib/provider/calls';
import { WEB2_BASE_URL } from '@/lib/web2/basePath';
import type { AppStore, RootState } from '@/store/rootState';
import type { StdParameters } from '@/types/location';

import {
  eventsTaken,
  selectQueuedEvents,
  unnecessaryEventsDiscarded,
  type QueuedEvent,
} from './analyticsSlice';

/** The event log through the same-origin signing proxy. */
export const EVENT_LOG_URL = `${WEB2_BASE_URL}/pulse${providerPaths.eventLog}`;
/** How often queued events are sent. */
export const EVENT_FLUSH_INTERVAL_MS = 5000;
/** Most events per request (the event log takes 1 to 20). */
export const MAX_EVENTS_PER_BATCH = 20;
/** Most bytes per request (the proxy takes 16 kB; a keepalive request's budget is 64 kB). */
export const MAX_BATCH_BYTES = 12_000;

/**
 * What may be sent now: nothing for a crawler ('none': the queue is discarded); nothing yet while
 * consent is unknown or the configuration has not arrived ('wait'); every event when measurement
 * is allowed ('all'); otherwise only the necessary events, without the device id ('necessary').
 */
export type LogPermission = 'none' | 'wait' | 'all' | 'necessary';

export function logPermission(state: RootState): LogPermission {
  if (selectIsBot(state)) return 'none';
  if (!selectConsentReady(state) || !selectStandardParams(state).appVersion) return 'wait';
  return selectMayLoadTracking(state) ? 'all' : 'necessary';
}

/** A request body of POST /clog/v1/submit. */
export interface EventBatchBody {
  metadata: StdParameters & { ts: number };
  events: { type: string; ts: number; data: QueuedEvent['data'] }[];
}

/**
 * Splits events into request bodies of at most `maxEvents` events and about `maxBytes` bytes (an
 * event larger than that alone goes alone; the event log caps bodies at 64 kB).
 */
export function batchBodies(
  events: readonly QueuedEvent[],
  metadata: EventBatchBody['metadata'],
  limits: { maxEvents?: number; maxBytes?: number } = {},
): EventBatchBody[] {
  const maxEvents = limits.maxEvents ?? MAX_EVENTS_PER_BATCH;
  const maxBytes = limits.maxBytes ?? MAX_BATCH_BYTES;
  const base = JSON.stringify({ metadata, events: [] }).length;
  const bodies: EventBatchBody[] = [];
  let current: EventBatchBody['events'] = [];
  let size = base;
  for (const { type, ts, data } of events) {
    const event = { type, ts, data };
    const bytes = JSON.stringify(event).length + 1;
    if (current.length > 0 && (current.length >= maxEvents || size + bytes > maxBytes)) {
      bodies.push({ metadata, events: current });
      current = [];
      size = base;
    }
    current.push(event);
    size += bytes;
  }
  if (current.length > 0) bodies.push({ metadata, events: current });
  return bodies;
}

/** Posts one body to the event log; `keepalive` lets it outlive the page. Failures are dropped. */
export async function postEventBatch(
  body: EventBatchBody,
  options: { keepalive: boolean; fetchImpl?: typeof fetch },
): Promise<void> {
  const fetchImpl = options.fetchImpl ?? fetch;
  try {
    await fetchImpl(EVENT_LOG_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: options.keepalive,
      credentials: 'same-origin',
    });
  } catch {
    // Best effort: a lost batch is not retried (it would only pile up behind a broken network).
  }
}

/**
 * Sends the store's queued events: every `EVENT_FLUSH_INTERVAL_MS`, at once when 20 are waiting,
 * and with keepalive requests when the page is hidden or left. What is sent follows
 * `logPermission`. Answers a function that stops it.
 */
export function startEventLogger(options: {
  store: AppStore;
  win?: Window;
  send?: (body: EventBatchBody, keepalive: boolean) => void;
  now?: () => number;
}): () => void {
  const { store } = options;
  const win = options.win ?? window;
  const now = options.now ?? (() => Date.now());
  const send =
    options.send ??
    ((body: EventBatchBody, keepalive: boolean) => void postEventBatch(body, { keepalive }));

  const flush = (keepalive: boolean) => {
    let state = store.getState();
    const permission = logPermission(state);
    let queued = selectQueuedEvents(state);
    if (queued.length === 0) return;
    if (permission === 'none') {
      store.dispatch(eventsTaken(queued.length));
      return;
    }
    if (permission === 'wait') return;
    if (permission === 'necessary') {
      store.dispatch(unnecessaryEventsDiscarded());
      state = store.getState();
      queued = selectQueuedEvents(state);
      if (queued.length === 0) return;
    }
    const std = { ...selectStandardParams(state) };
    if (permission === 'necessary') delete std.deviceId;
    store.dispatch(eventsTaken(queued.length));
    for (const body of batchBodies(queued, { ...std, ts: now() })) send(body, keepalive);
  };

  const timer = setInterval(() => flush(false), EVENT_FLUSH_INTERVAL_MS);
  let seen = selectQueuedEvents(store.getState()).length;
  const unsubscribe = store.subscribe(() => {
    const size = selectQueuedEvents(store.getState()).length;
    const grew = size > seen;
    seen = size;
    if (grew && size >= MAX_EVENTS_PER_BATCH) flush(false);
  });
  const onHidden = () => {
    if (win.document.visibilityState === 'hidden') flush(true);
  };
  const onPageHide = () => flush(true);
  win.document.addEventListener('visibilitychange', onHidden);
  win.addEventListener('pagehide', onPageHide);
  return () => {
    clearInterval(timer);
    unsubscribe();
    win.document.removeEventListener('visibilitychange', onHidden);
    win.removeEventListener('pagehide', onPageHide);
  };
}

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
/** How many queued events send them at once, before the interval ends. */
export const FLUSH_AT_QUEUED = 20;

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

/** A request body of POST /clog/v1/submit: the metadata and one event. */
export interface EventLogBody {
  metadata: StdParameters & { ts: number };
  events: [{ type: string; ts: number; data: QueuedEvent['data'] }];
}

/** The body that sends one event (the event log takes one event a body). */
export function eventLogBody(
  { type, ts, data }: QueuedEvent,
  metadata: EventLogBody['metadata'],
): EventLogBody {
  return { metadata, events: [{ type, ts, data }] };
}

/** Posts one body to the event log; `keepalive` lets it outlive the page. Failures are dropped. */
export async function postEvent(
  body: EventLogBody,
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
    // Best effort: a lost event is not retried (it would only pile up behind a broken network).
  }
}

/**
 * Sends the store's queued events, one request per event, all at once (in parallel): every
 * `EVENT_FLUSH_INTERVAL_MS`, at once when 20 are waiting, and with keepalive requests when the
 * page is hidden or left. What is sent follows `logPermission`. Answers a function that stops it.
 */
export function startEventLogger(options: {
  store: AppStore;
  win?: Window;
  send?: (body: EventLogBody, keepalive: boolean) => void;
  now?: () => number;
}): () => void {
  const { store } = options;
  const win = options.win ?? window;
  const now = options.now ?? (() => Date.now());
  const send =
    options.send ??
    ((body: EventLogBody, keepalive: boolean) => void postEvent(body, { keepalive }));

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
    const metadata = { ...std, ts: now() };
    for (const event of queued) send(eventLogBody(event, metadata), keepalive);
  };

  const timer = setInterval(() => flush(false), EVENT_FLUSH_INTERVAL_MS);
  let seen = selectQueuedEvents(store.getState()).length;
  const unsubscribe = store.subscribe(() => {
    const size = selectQueuedEvents(store.getState()).length;
    const grew = size > seen;
    seen = size;
    if (grew && size >= FLUSH_AT_QUEUED) flush(false);
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

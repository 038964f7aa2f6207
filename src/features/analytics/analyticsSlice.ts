import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A key/value pair of an event's data (as POST /clog/v1/submit takes it). */
export interface EventDatum {
  key: string;
  value: string | number | boolean;
}

/** An event waiting to be sent to the event log. */
export interface QueuedEvent {
  type: string;
  /** Epoch milliseconds. */
  ts: number;
  data: EventDatum[];
  /**
   * Needed to run the site (errors): sent without the device id even when the visitor allows no
   * measurement. Every other event is sent only when `selectMayLoadTracking` holds.
   */
  necessary: boolean;
}

/** Most events held (older ones give way, counted in `dropped`). */
export const MAX_QUEUED_EVENTS = 100;

export interface AnalyticsState {
  queue: QueuedEvent[];
  dropped: number;
}

const initialState: AnalyticsState = { queue: [], dropped: 0 };

export const analyticsSlice = createSlice({
  name: 'analytics',
  initialState,
  reducers: {
    /** An event to log; the oldest gives way when the queue is full. */
    eventQueued(state, action: PayloadAction<QueuedEvent>) {
      state.queue.push(action.payload);
      const over = state.queue.length - MAX_QUEUED_EVENTS;
      if (over > 0) {
        state.queue.splice(0, over);
        state.dropped += over;
      }
    },
    /** The first `count` events were taken to be sent (or discarded). */
    eventsTaken(state, action: PayloadAction<number>) {
      state.queue.splice(0, action.payload);
    },
    /** Events the visitor does not allow were discarded (kept: the necessary ones, in order). */
    unnecessaryEventsDiscarded(state) {
      state.queue = state.queue.filter((e) => e.necessary);
    },
  },
  selectors: {
    selectQueuedEvents: (state) => state.queue,
  },
});

export const { eventQueued, eventsTaken, unnecessaryEventsDiscarded } = analyticsSlice.actions;
export const { selectQueuedEvents } = analyticsSlice.selectors;

/** Builds an event from plain data (values longer than 300 characters are cut). */
export function makeEvent(
  type: string,
  data: Record<string, string | number | boolean | null | undefined>,
  options: { necessary?: boolean; now?: number } = {},
): QueuedEvent {
  return {
    type,
    ts: options.now ?? Date.now(),
    data: Object.entries(data).flatMap(([key, value]) =>
      value === null || value === undefined
        ? []
        : [{ key, value: typeof value === 'string' ? value.slice(0, 300) : value }],
    ),
    necessary: options.necessary ?? false,
  };
}

declare module '@/store/rootState' {
  interface RootState {
    analytics: AnalyticsState;
  }
}

import '@/server/serverOnly';

import { AsyncLocalStorage } from 'node:async_hooks';

import type { Deadline } from '@/lib/http/createHttpClient';
import { upstreamDeadline } from '@/server/http/upstreamBudget';

interface CallLimit {
  signal: AbortSignal;
  endsAt: number;
}

const limits = new AsyncLocalStorage<CallLimit>();

/**
 * Runs `work` with at most `ms` for its upstream HTTP calls, retries included (a client built with
 * `deadline: callDeadline` joins this limit before each attempt). Inside a request it is also
 * bounded by the request's upstream budget.
 */
export function withCallTimeout<T>(ms: number, work: () => Promise<T>): Promise<T> {
  return limits.run({ signal: AbortSignal.timeout(ms), endsAt: Date.now() + ms }, work);
}

/**
 * The deadline of an HTTP attempt made now: the request's upstream budget (`upstreamDeadline`),
 * shortened by the limit of the `withCallTimeout` it runs in, if any.
 */
export function callDeadline(): Deadline {
  const budget = upstreamDeadline();
  const limit = limits.getStore();
  if (!limit) return budget;
  return {
    signal: AbortSignal.any([budget.signal, limit.signal]),
    timeoutMs: Math.max(0, Math.min(budget.timeoutMs, limit.endsAt - Date.now())),
  };
}

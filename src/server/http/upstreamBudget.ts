import '@/server/serverOnly';

import { AsyncLocalStorage } from 'node:async_hooks';

import type { Deadline } from '@/lib/http/createHttpClient';
import { getConfig } from '@/server/config';

/**
 * The upstream budget: what one request (a page, an API call) may spend on calls to upstream
 * services — the provider, the identity provider, and the embedded provider's own upstreams
 * (Open-Meteo, NHC) — retries included. `UPSTREAM_BUDGET_MS`, default 3000.
 *
 * One deadline per request: `withUpstreamBudget` starts it (pages and `apiHandler` do), and every
 * upstream HTTP client asks `upstreamDeadline()` before each attempt, so an upstream that hangs
 * costs the request at most the budget in total, not a timeout per call. A call made outside any
 * request (startup, a test) gets a budget of its own.
 */

interface Budget {
  signal: AbortSignal;
  endsAt: number;
}

const budgets = new AsyncLocalStorage<Budget>();

/** The configured budget in milliseconds. */
export function upstreamBudgetMs(): number {
  return getConfig().env.UPSTREAM_BUDGET_MS;
}

function startBudget(): Budget {
  const ms = upstreamBudgetMs();
  return { signal: AbortSignal.timeout(ms), endsAt: Date.now() + ms };
}

/**
 * Runs `work` under one upstream budget; inside another budget it shares the outer one (a request
 * has one budget, however its code is nested).
 */
export function withUpstreamBudget<T>(work: () => Promise<T>): Promise<T> {
  if (budgets.getStore()) return work();
  return budgets.run(startBudget(), work);
}

/**
 * The deadline of an upstream call made now: the current request's (its signal aborts with a
 * TimeoutError when the budget is spent), else a fresh budget for this call alone.
 */
export function upstreamDeadline(): Deadline {
  const budget = budgets.getStore() ?? startBudget();
  return { signal: budget.signal, timeoutMs: Math.max(0, budget.endsAt - Date.now()) };
}

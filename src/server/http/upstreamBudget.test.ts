import { resetConfigForTests } from '@/server/config';

import { upstreamBudgetMs, upstreamDeadline, withUpstreamBudget } from './upstreamBudget';

const before = process.env.UPSTREAM_BUDGET_MS;
afterEach(() => {
  if (before === undefined) delete process.env.UPSTREAM_BUDGET_MS;
  else process.env.UPSTREAM_BUDGET_MS = before;
  resetConfigForTests();
});

const useBudget = (ms: string) => {
  process.env.UPSTREAM_BUDGET_MS = ms;
  resetConfigForTests();
};

describe('upstream budget', () => {
  it('is 3000 ms unless UPSTREAM_BUDGET_MS says otherwise (blank is unset)', () => {
    useBudget('');
    expect(upstreamBudgetMs()).toBe(3000);
    useBudget('250');
    expect(upstreamBudgetMs()).toBe(250);
  });

  it('refuses a budget that is not a number of milliseconds, naming the variable', () => {
    useBudget('soon');
    expect(() => upstreamBudgetMs()).toThrow(/UPSTREAM_BUDGET_MS/);
  });

  it('gives every call of one request the same deadline, shrinking as time passes', async () => {
    useBudget('1000');
    await withUpstreamBudget(async () => {
      const first = upstreamDeadline();
      await new Promise((r) => setTimeout(r, 50));
      const later = upstreamDeadline();
      expect(later.signal).toBe(first.signal);
      expect(later.timeoutMs).toBeLessThan(first.timeoutMs);
      // A nested budget is the request's own, not a new one.
      await withUpstreamBudget(async () => expect(upstreamDeadline().signal).toBe(first.signal));
    });
  });

  it('ends with a TimeoutError abort once the budget is spent', async () => {
    useBudget('60');
    await withUpstreamBudget(async () => {
      const { signal } = upstreamDeadline();
      await new Promise((r) => setTimeout(r, 120));
      expect(signal.aborted).toBe(true);
      expect((signal.reason as Error).name).toBe('TimeoutError');
      expect(upstreamDeadline().timeoutMs).toBe(0);
    });
  });

  it('gives a call outside any request a full budget of its own', () => {
    useBudget('800');
    const a = upstreamDeadline();
    const b = upstreamDeadline();
    expect(a.signal).not.toBe(b.signal);
    expect(a.timeoutMs).toBeGreaterThan(700);
  });
});

import { createRateLimiter } from './rateLimit';

describe('createRateLimiter', () => {
  it('allows `limit` calls per window per key, then again in the next window', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000 });
    expect([0, 10, 20].map((t) => limiter.allow('a', t))).toEqual([true, true, false]);
    expect(limiter.allow('b', 20)).toBe(true);
    expect(limiter.allow('a', 1000)).toBe(true);
  });

  it('keeps at most maxKeys keys, forgetting the oldest', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, maxKeys: 2 });
    limiter.allow('a', 0);
    limiter.allow('b', 1);
    limiter.allow('c', 2);
    // 'a' was forgotten, so it starts a fresh window; 'c' is still counted.
    expect(limiter.allow('a', 3)).toBe(true);
    expect(limiter.allow('c', 4)).toBe(false);
  });
});

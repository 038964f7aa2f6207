import { LRUCache } from 'lru-cache';

/** Limits of failed sign-ins: per email, per client IP, within one window. */
export interface ThrottleLimits {
  perEmail: number;
  perIp: number;
  windowMs: number;
}

/** 5 failures for one email, or 20 from one IP, within 15 minutes. */
export const DEFAULT_LIMITS: ThrottleLimits = { perEmail: 5, perIp: 20, windowMs: 15 * 60 * 1000 };

/**
 * Counts failed sign-ins in process memory (an LRU of failure times per key). With several web
 * instances each counts separately, so the effective limit is the limit times the instance count;
 * a shared store (Redis) would be needed for an exact cluster-wide limit.
 */
export class LoginThrottle {
  private readonly failures = new LRUCache<string, number[]>({ max: 50_000 });

  constructor(
    private readonly limits: ThrottleLimits = DEFAULT_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.limits.windowMs;
    const list = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  /** Milliseconds until a key is below its limit again (0 when it is below now). */
  private wait(key: string, limit: number): number {
    const list = this.recent(key);
    if (list.length < limit) return 0;
    // The failure whose expiry brings the count back under the limit.
    const pivot = list[list.length - limit] ?? this.now();
    return Math.max(0, pivot + this.limits.windowMs - this.now());
  }

  /** Whole minutes (at least 1) the caller must wait, or 0 when a sign-in may be tried. */
  retryAfterMinutes(email: string, ip: string): number {
    const ms = Math.max(
      this.wait(`e:${email}`, this.limits.perEmail),
      this.wait(`i:${ip}`, this.limits.perIp),
    );
    return ms > 0 ? Math.max(1, Math.ceil(ms / 60_000)) : 0;
  }

  /** Records one failed sign-in for the email and the IP. */
  recordFailure(email: string, ip: string): void {
    const at = this.now();
    for (const key of [`e:${email}`, `i:${ip}`])
      this.failures.set(key, [...this.recent(key), at].slice(-100));
  }

  /** Forgets the email's failures after a successful sign-in (the IP's stay counted). */
  recordSuccess(email: string): void {
    this.failures.delete(`e:${email}`);
  }
}

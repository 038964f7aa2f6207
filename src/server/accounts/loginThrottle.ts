import { LRUCache } from 'lru-cache';

import { clientKey } from '@/server/http/ipRanges';

/** Limits of failed sign-ins within one window: per email from one IP, per IP, per email. */
export interface ThrottleLimits {
  perEmailFromIp: number;
  perIp: number;
  perEmail: number;
  windowMs: number;
}

/**
 * Within 15 minutes: 5 failures for one email from one client, 20 from one client, 50 for one
 * email from anywhere (a client: an IPv4 address or an IPv6 /64, see `clientKey`). The tight
 * limit is per email and client, so guessing from one place stops at 5 while the account's owner,
 * elsewhere, still signs in; locking the owner out takes failures from ten or more places, which
 * the per-email limit allows as the price of bounding guessing spread over many addresses.
 */
export const DEFAULT_LIMITS: ThrottleLimits = {
  perEmailFromIp: 5,
  perIp: 20,
  perEmail: 50,
  windowMs: 15 * 60 * 1000,
};

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
  retryAfterMinutes(email: string, address: string): number {
    const ip = clientKey(address);
    const ms = Math.max(
      this.wait(`ei:${ip} ${email}`, this.limits.perEmailFromIp),
      this.wait(`i:${ip}`, this.limits.perIp),
      this.wait(`e:${email}`, this.limits.perEmail),
    );
    return ms > 0 ? Math.max(1, Math.ceil(ms / 60_000)) : 0;
  }

  /** Records one failed sign-in for the email, the client, and the two together. */
  recordFailure(email: string, address: string): void {
    const ip = clientKey(address);
    const at = this.now();
    for (const key of [`ei:${ip} ${email}`, `i:${ip}`, `e:${email}`])
      this.failures.set(key, [...this.recent(key), at].slice(-100));
  }

  /** Forgets the email's failures from this client after a successful sign-in from it. */
  recordSuccess(email: string, address: string): void {
    this.failures.delete(`ei:${clientKey(address)} ${email}`);
  }
}

import '@/server/serverOnly';

import type { IncomingMessage, ServerResponse } from 'node:http';

import { createClient } from 'redis';

import { getConfig, type SiteSettings } from '@/server/config';
import { cookieDeviceId } from '@/server/devices/devices.service';
import { clientAddress } from '@/server/http/forwarded';
import { setNoStore } from '@/server/http/headers';
import { inRanges, parseRange, type IpRange } from '@/server/http/ipRanges';

import {
  createRateLimiter,
  type RateKeys,
  type RateLimiter,
  type RedisStoreClient,
} from './rateLimiter';

export { createRateLimiter, retryAfterOf } from './rateLimiter';
export type { RateKeys, RateLimiter, RatePolicy, RateVerdict, RateWindow } from './rateLimiter';

/** The limited kinds of request: the web API's writes, and sign-in and registration posts. */
export type RatePolicyName = 'writes' | 'signIn';

/** The message of a 429. */
export const tooManyRequestsMessage = (seconds: number) =>
  `Too many requests. Try again in ${seconds} seconds.`;

const LOOPBACK: IpRange[] = ['127.0.0.0/8', '::1/128']
  .map(parseRange)
  .filter((r): r is IpRange => r !== null);

/** True for an address of this machine (127.0.0.0/8, ::1). */
export function isLoopback(address: string): boolean {
  return address !== '' && inRanges(address, LOOPBACK);
}

type Req = Pick<IncomingMessage, 'headers' | 'socket'> & { method?: string | undefined };

/**
 * What a request is counted under. The address is the client's as the trusted-proxy rules give it
 * (`clientAddress`). The device is the one the signed `wb_device` cookie proves; a request without
 * a valid one is counted under its address with the device window too (`anon:<address>`), so
 * dropping or forging the cookie buys nothing. A loopback client is this machine itself (the
 * tests, the load test, a health check — a reverse proxy on the machine must be named in
 * TRUST_PROXY, or every visitor would look like it): with `loopbackByDeviceOnly` it is counted by
 * device alone, and not at all without a device.
 */
export function rateKeysOf(req: Req, loopbackByDeviceOnly: boolean): RateKeys {
  const ip = clientAddress(req);
  const device = cookieDeviceId(req);
  if (loopbackByDeviceOnly && isLoopback(ip)) return { device, ip: null };
  return { device: device ?? `anon:${ip}`, ip };
}

// Kept on globalThis so that every server bundle of the process (API routes, the IdP) shares them.
const SLOT = Symbol.for('weather.rateLimiters');
interface Limiters {
  settings: SiteSettings['rateLimits'];
  writes: RateLimiter;
  signIn: RateLimiter;
}
const slot = globalThis as typeof globalThis & { [SLOT]?: Limiters };

/**
 * A node-redis client for the counters: commands fail at once while it is not connected (no
 * offline queue; the limiter's memory insurance counts meanwhile) and it reconnects in the
 * background, so an outage ends by itself.
 */
function redisClient(url: string): RedisStoreClient {
  const client = createClient({
    url,
    name: 'rate-limit',
    socket: {
      connectTimeout: 1000,
      reconnectStrategy: (retries: number) => Math.min(250 * 2 ** retries, 5000),
    },
    disableOfflineQueue: true,
    commandOptions: { timeout: 500 },
  });
  // Without a listener an 'error' event would crash the process; the insurance covers outages.
  client.on('error', () => undefined);
  client.connect().catch(() => undefined);
  return client;
}

function limiters(): Limiters {
  if (!slot[SLOT]) {
    const config = getConfig();
    const settings = config.settings.rateLimits;
    const url = config.env.REDIS_URL;
    const redis = url ? redisClient(url) : undefined;
    slot[SLOT] = {
      settings,
      writes: createRateLimiter({ name: 'rl:writes', policy: settings.writes, redis }),
      signIn: createRateLimiter({ name: 'rl:signin', policy: settings.signIn, redis }),
    };
  }
  return slot[SLOT];
}

/** Replaces the process-wide limiters (tests only). */
export function resetRateLimitersForTests(): void {
  Reflect.deleteProperty(slot, SLOT);
}

/**
 * Counts the request against a policy; when it is over the limit, answers 429 with Retry-After and
 * `{ error }` and returns true (the caller stops there). Returns false when it may go on.
 */
export async function refuseWhenOverLimit(
  policy: RatePolicyName,
  req: Req,
  res: Pick<ServerResponse, 'setHeader' | 'end' | 'statusCode'>,
): Promise<boolean> {
  const all = limiters();
  if (!all.settings.enabled) return false;
  const verdict = await all[policy].consume(rateKeysOf(req, all.settings.loopbackByDeviceOnly));
  if (verdict.allowed) return false;
  res.statusCode = 429;
  setNoStore(res);
  res.setHeader('Retry-After', String(verdict.retryAfterSeconds));
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify({ error: tooManyRequestsMessage(verdict.retryAfterSeconds) }));
  return true;
}

/** Methods that only read: never counted. */
const READS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Wraps a write API route: every state-changing request (not GET, HEAD or OPTIONS) is counted
 * against the `writes` policy before the route sees it; over the limit it is a 429.
 */
export function withRateLimit<R extends Req, S extends ServerResponse>(
  handler: (req: R, res: S) => unknown,
  policy: RatePolicyName = 'writes',
): (req: R, res: S) => Promise<void> {
  return async (req, res) => {
    const method = (req.method ?? 'GET').toUpperCase();
    if (!READS.has(method) && (await refuseWhenOverLimit(policy, req, res))) return;
    await handler(req, res);
  };
}

import '@/server/serverOnly';

import type { IncomingMessage, ServerResponse } from 'node:http';

import { createClient } from 'redis';

import { getConfig, type SiteSettings } from '@/server/config';
import { cookieDeviceId } from '@/server/devices/devices.service';
import { clientAddress } from '@/server/http/forwarded';
import { setNoStore } from '@/server/http/headers';
import { HttpError } from '@/server/http/httpError';
import { clientKey, inRanges, parseRange, type IpRange } from '@/server/http/ipRanges';

import { createConcurrencyGate, GateBusyError, type ConcurrencyGate } from './concurrencyGate';
import {
  createRateLimiter,
  type RateKeys,
  type RateLimiter,
  type RateVerdict,
  type RedisStoreClient,
} from './rateLimiter';

export { createConcurrencyGate, GateBusyError } from './concurrencyGate';
export type { ConcurrencyGate, ConcurrencyGateOptions } from './concurrencyGate';
export { createRateLimiter, retryAfterOf } from './rateLimiter';
export type { RateKeys, RateLimiter, RatePolicy, RateVerdict, RateWindow } from './rateLimiter';

/**
 * The limited kinds of request: the web API's writes, the pages' measurement beacons (ad
 * impressions, story views), sign-in and registration posts, map tiles and hurricane basemaps
 * drawn on demand (cache misses only), and location searches.
 */
export type RatePolicyName =
  'writes' | 'beacons' | 'signIn' | 'tileRenders' | 'basemapRenders' | 'search';

/** The policies of on-demand renders. */
export type RenderPolicyName = 'tileRenders' | 'basemapRenders';

const POLICIES: readonly RatePolicyName[] = [
  'writes',
  'beacons',
  'signIn',
  'tileRenders',
  'basemapRenders',
  'search',
];

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
 * (`clientAddress`), an IPv6 one as its /64. The device is the one the signed `wb_device` cookie proves; a request without
 * a valid one is counted under its address with the device window too (`anon:<address>`), so
 * dropping or forging the cookie buys nothing. A loopback client is this machine itself (the
 * tests, the load test, a health check — a reverse proxy on the machine must be named in
 * TRUST_PROXY, or every visitor would look like it): with `loopbackByDeviceOnly` one with a device
 * is counted by device alone (the tests' many browsers on 127.0.0.1 each have their own windows),
 * and one without is still counted, under `anon:<address>` with the device window, so a script on
 * the machine that sends no cookie is limited like any other client.
 */
export function rateKeysOf(req: Req, loopbackByDeviceOnly: boolean): RateKeys {
  const address = clientAddress(req);
  const loopback = isLoopback(address);
  // An IPv6 client is counted by its /64, where it picks addresses freely (`clientKey`).
  const ip = loopback ? address : clientKey(address);
  const device = cookieDeviceId(req) ?? `anon:${ip}`;
  if (loopbackByDeviceOnly && loopback) return { device, ip: null };
  return { device, ip };
}

// Kept on globalThis so that every server bundle of the process (API routes, the IdP) shares them.
const SLOT = Symbol.for('weather.rateLimiters');
interface Limiters {
  settings: SiteSettings['rateLimits'];
  policies: Record<RatePolicyName, RateLimiter>;
  /** The process's queue of cache-miss renders (tiles, basemaps). */
  renders: ConcurrencyGate;
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
    const policies = Object.fromEntries(
      POLICIES.map((name) => [
        name,
        createRateLimiter({ name: `rl:${name.toLowerCase()}`, policy: settings[name], redis }),
      ]),
    ) as Record<RatePolicyName, RateLimiter>;
    slot[SLOT] = { settings, policies, renders: createConcurrencyGate(settings.renderQueue) };
  }
  return slot[SLOT];
}

/** Replaces the process-wide limiters (tests only). */
export function resetRateLimitersForTests(): void {
  Reflect.deleteProperty(slot, SLOT);
}

/** Counts the request against a policy (always allowed while limits are off). */
export async function verdictOf(policy: RatePolicyName, req: Req): Promise<RateVerdict> {
  const all = limiters();
  if (!all.settings.enabled) return { allowed: true };
  return all.policies[policy].consume(rateKeysOf(req, all.settings.loopbackByDeviceOnly));
}

/** The 429 of a request over a limit: `{ error }` with Retry-After once an API route answers it. */
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, tooManyRequestsMessage(retryAfterSeconds), { retryAfterSeconds });

/**
 * Counts the request against a policy; over the limit, throws the 429 (an HttpError: apiHandler
 * answers it as JSON `{ error }` with Retry-After). For routes built with apiHandler.
 */
export async function assertWithinLimit(policy: RatePolicyName, req: Req): Promise<void> {
  const verdict = await verdictOf(policy, req);
  if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds);
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
  const verdict = await verdictOf(policy, req);
  if (verdict.allowed) return false;
  res.statusCode = 429;
  setNoStore(res);
  res.setHeader('Retry-After', String(verdict.retryAfterSeconds));
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify({ error: tooManyRequestsMessage(verdict.retryAfterSeconds) }));
  return true;
}

/** The message of a 503 when the render queue is full or a render waited too long for its turn. */
export const RENDERS_BUSY_MESSAGE = 'The server is busy drawing maps. Try again shortly.';

/**
 * How a request bounds the work of a render the caches could not answer: `onMiss` counts it
 * against the client's render policy (an HttpError 429 over the limit), `render` runs the drawing
 * in the process's render queue (an HttpError 503 with Retry-After when the queue is full or the
 * wait runs out). A render served from memory calls neither: it is not counted.
 */
export interface RenderLimits {
  onMiss(): Promise<void>;
  render<T>(draw: () => T | Promise<T>): Promise<T>;
}

/**
 * Runs `draw` in the process's render queue; a full queue or a wait run out (the queue's, or
 * `maxWaitMs` when shorter) is a 503.
 */
export async function inRenderQueue<T>(draw: () => T | Promise<T>, maxWaitMs?: number): Promise<T> {
  try {
    return await limiters().renders.run(draw, { maxWaitMs });
  } catch (err) {
    if (!(err instanceof GateBusyError)) throw err;
    throw new HttpError(503, RENDERS_BUSY_MESSAGE, { retryAfterSeconds: err.retryAfterSeconds });
  }
}

/**
 * The render limits of one request under a render policy (see RenderLimits). `maxWaitMs`: the
 * longest its renders wait in the queue, when shorter than the queue's (a page that draws extras
 * it can do without waits briefly, then goes without).
 */
export function renderLimitsFor(
  req: Req,
  policy: RenderPolicyName,
  options: { maxWaitMs?: number } = {},
): RenderLimits {
  return {
    onMiss: () => assertWithinLimit(policy, req),
    render: (draw) => inRenderQueue(draw, options.maxWaitMs),
  };
}

/**
 * Answers an HttpError of the limits (429, 503) itself: its status, Retry-After, no-store and JSON
 * `{ error }`. For a route not built with apiHandler, and for one that would rather not have
 * apiHandler log a refusal under load as a 5xx. False for anything else (the caller rethrows).
 */
export function answerLimitError(
  err: unknown,
  res: Pick<ServerResponse, 'setHeader' | 'headersSent'> & {
    status(code: number): { json(body: unknown): unknown };
  },
): boolean {
  if (!(err instanceof HttpError) || (err.status !== 429 && err.status !== 503)) return false;
  if (res.headersSent) return true;
  setNoStore(res);
  if (err.retryAfterSeconds !== undefined)
    res.setHeader('Retry-After', String(err.retryAfterSeconds));
  res.status(err.status).json({ error: err.message });
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

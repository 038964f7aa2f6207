import '@/server/serverOnly';

import { createHash, randomUUID } from 'node:crypto';
import { hostname } from 'node:os';

import type { Kysely } from 'kysely';

import type { Database } from '@/server/db/database';
import type { WeatherAlert } from '@/types/weather';

import { acquireLease, releaseLease } from './lease';
import {
  alertPayload,
  deliver as deliverOverHttp,
  deliveryOptions,
  type DeliveryOutcome,
  type PushPayload,
  type PushTarget,
} from './pushDelivery';
import {
  allSubscriptions,
  claimAlert,
  deleteSubscription,
  primeSubscription,
  pruneSent,
  releaseAlert,
  type PushSubscriptionRow,
} from './pushSubscriptions.repository';
import type { VapidKeys } from './vapid';

/** The lease row that makes one instance of a fleet the sender. */
export const SENDER_LEASE = 'push-sender';

/** Sent marks are kept this long (far past any alert's life), then forgotten. */
export const SENT_MARK_RETENTION_MS = 14 * 24 * 3600 * 1000;

/** A place whose alerts are read: what the weather read needs. */
export interface AlertPlace {
  slug: string;
  Latitude: number;
  Longitude: number;
  TimeZone: string | null;
}

/** What a sender works with; every part is replaceable in tests. */
export interface PushSenderDeps {
  db: Kysely<Database>;
  vapid: VapidKeys;
  /** A place's active alerts, or null when they cannot be read now (nothing is sent then). */
  readAlerts: (place: AlertPlace) => Promise<readonly WeatherAlert[] | null>;
  /** Sends one message (default: web-push's encryption over fetch). */
  deliver?: (
    target: PushTarget,
    payload: PushPayload,
    options: ReturnType<typeof deliveryOptions>,
    vapid: VapidKeys,
  ) => Promise<DeliveryOutcome>;
  /** Milliseconds between passes: the alerts poll interval. */
  intervalMs: number;
  /** This instance's name on the lease (default host, pid and a random id). */
  holder?: string;
  now?: () => number;
  log?: Pick<Console, 'warn' | 'error'>;
}

/** What one pass did. */
export interface PassResult {
  /** False when another instance holds the lease (this one sent nothing). */
  leader: boolean;
  sent: number;
  removed: number;
}

/** A stored alert key: the alert's id, hashed when longer than the column. */
export function alertKey(id: string): string {
  return id.length <= 300 ? id : `sha256:${createHash('sha256').update(id).digest('hex')}`;
}

/** The alerts of a list that are still in force at `now`. */
export function alertsInForce(alerts: readonly WeatherAlert[], now: number): WeatherAlert[] {
  return alerts.filter((a) => !(Date.parse(a.expires) <= now));
}

/**
 * The Web Push sender. Each pass (on the alerts poll interval) takes or renews the database lease
 * (one instance of a fleet sends; another takes over once a holder stops renewing), reads each
 * subscribed place's alerts once, and sends one notification per subscription for each alert it
 * has not had: the (subscription, alert) row is inserted before sending, and only the instance
 * whose insert made it sends, so nothing is sent twice even across instances and restarts. A push
 * service's 404/410 deletes the subscription; 429, 5xx or no answer gives the claim back for the
 * next pass; another 4xx is logged and not retried.
 */
export function createPushSender(deps: PushSenderDeps) {
  const { db, vapid, readAlerts, intervalMs } = deps;
  const send = deps.deliver ?? deliverOverHttp;
  const now = deps.now ?? Date.now;
  const log = deps.log ?? console;
  const holder = deps.holder ?? `${hostname()}:${process.pid}:${randomUUID()}`;
  // Long enough to survive a slow pass; a stopped holder is replaced within about two intervals.
  const leaseMs = 2 * intervalMs + 30_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  const renew = () => acquireLease(db, SENDER_LEASE, holder, leaseMs, now());

  async function sendTo(
    sub: PushSubscriptionRow,
    alerts: readonly WeatherAlert[],
  ): Promise<{ sent: number; removed: boolean }> {
    let sent = 0;
    for (const alert of alerts) {
      const key = alertKey(alert.id);
      if (!(await claimAlert(db, sub.id, key, new Date(now())))) continue;
      const payload = alertPayload(alert, { slug: sub.place_slug, name: sub.place_name });
      const outcome = await send(sub, payload, deliveryOptions(alert, now()), vapid);
      if (outcome.kind === 'sent') sent += 1;
      else if (outcome.kind === 'gone') {
        await deleteSubscription(db, sub.id);
        return { sent, removed: true };
      } else if (outcome.kind === 'retry') {
        await releaseAlert(db, sub.id, key);
        log.warn(`push: ${sub.place_slug}: will retry (${outcome.detail})`);
      } else {
        log.warn(`push: ${sub.place_slug}: the push service refused (HTTP ${outcome.status})`);
      }
    }
    return { sent, removed: false };
  }

  /** One pass over every subscribed place (tests call it directly). */
  async function runOnce(): Promise<PassResult> {
    const result: PassResult = { leader: false, sent: 0, removed: 0 };
    if (!(await renew())) return result;
    result.leader = true;
    const byPlace = new Map<string, PushSubscriptionRow[]>();
    for (const sub of await allSubscriptions(db)) {
      byPlace.set(sub.place_slug, [...(byPlace.get(sub.place_slug) ?? []), sub]);
    }
    for (const [slug, subs] of byPlace) {
      const first = subs[0] as PushSubscriptionRow;
      // Renewed before each place: a pass that outlives the lease stops rather than race a successor.
      if (!(await renew())) return result;
      let alerts: readonly WeatherAlert[] | null;
      try {
        alerts = await readAlerts({
          slug,
          Latitude: first.latitude,
          Longitude: first.longitude,
          TimeZone: first.time_zone,
        });
      } catch (err) {
        log.warn(`push: alerts of ${slug} unavailable:`, (err as Error).message);
        alerts = null;
      }
      if (!alerts) continue;
      const inForce = alertsInForce(alerts, now());
      for (const sub of subs) {
        if (!sub.primed_at) {
          // Made while the alerts could not be read: what is in force now is not news to it.
          await primeSubscription(
            db,
            sub.id,
            inForce.map((a) => alertKey(a.id)),
            new Date(now()),
          );
          continue;
        }
        const done = await sendTo(sub, inForce);
        result.sent += done.sent;
        if (done.removed) result.removed += 1;
      }
    }
    await pruneSent(db, new Date(now() - SENT_MARK_RETENTION_MS));
    return result;
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .catch((err: unknown) => log.error('push: sender pass failed:', err))
        .finally(() => schedule(intervalMs));
    }, delayMs);
    timer.unref();
  }

  return {
    holder,
    runOnce,
    /** Starts the passes: the first after `firstDelayMs`, then every interval. */
    start(firstDelayMs = 5_000) {
      if (!stopped) return;
      stopped = false;
      schedule(firstDelayMs);
    },
    /** Stops the passes, waits for one in progress, and gives the lease up. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await releaseLease(db, SENDER_LEASE, holder).catch((err: unknown) =>
        log.warn('push: could not give the lease up (it expires by itself):', err),
      );
    },
  };
}

/** A running sender. */
export type PushSender = ReturnType<typeof createPushSender>;

import '@/server/serverOnly';

import { getConfig } from '@/server/config';
import { getDb } from '@/server/db';
import { onShutdownFirst } from '@/server/lifecycle';
import { findLocality } from '@/server/locations/locations.service';
import { readWeather } from '@/server/weather/weather.service';
import type { WeatherAlert } from '@/types/weather';

import type { SubscribeDeps } from './push.service';
import { createPushSender, type AlertPlace, type PushSender } from './pushSender';
import { loadOrCreateVapidKeys, type VapidKeys } from './vapid';

const holder = globalThis as typeof globalThis & {
  __weatherVapid?: Promise<VapidKeys>;
  __weatherPushSender?: PushSender;
};

/** The process's VAPID keys (configured, or generated once and kept in the database). */
export function getVapidKeys(): Promise<VapidKeys> {
  holder.__weatherVapid ??= getDb()
    .then((db) => loadOrCreateVapidKeys(db, getConfig().env, getConfig().siteOrigin))
    .catch((err: unknown) => {
      delete holder.__weatherVapid;
      throw err;
    });
  return holder.__weatherVapid;
}

/**
 * A place's active alerts as the alerts page reads them (same read, same cache). A place the
 * alerts' service does not cover has none to tell of.
 */
export async function readPlaceAlerts(place: AlertPlace): Promise<readonly WeatherAlert[]> {
  const answer = await readWeather('alerts', place);
  return answer.covered === false ? [] : answer.alerts;
}

/** What the subscribe route uses: the gazetteer and the alerts read. */
export const subscribeDeps: SubscribeDeps = {
  findPlace: findLocality,
  readAlerts: (place) => readPlaceAlerts(place).catch(() => null),
};

/**
 * Starts the process's Web Push sender (once), on the alerts poll interval
 * (ALERTS_POLLER_DELAY_SECONDS), and stops it when the server stops. Called at server start
 * (src/server/startup.ts), never in tests unless a test calls it.
 */
export async function startPushSender(): Promise<PushSender> {
  if (holder.__weatherPushSender) return holder.__weatherPushSender;
  const config = getConfig();
  const sender = createPushSender({
    db: await getDb(),
    vapid: await getVapidKeys(),
    readAlerts: readPlaceAlerts,
    intervalMs: config.env.ALERTS_POLLER_DELAY_SECONDS * 1000,
  });
  holder.__weatherPushSender = sender;
  sender.start();
  onShutdownFirst(async () => {
    await sender.stop();
    delete holder.__weatherPushSender;
  });
  return sender;
}

/** How long to wait before trying again to start the sender when the database did not answer. */
export const SENDER_START_RETRY_MS = 30_000;

/**
 * Starts the sender now, or once the database answers (the site starts without it: see
 * `connectWhenAvailable`), trying again every SENDER_START_RETRY_MS.
 */
export function startPushSenderWhenReady(log: Pick<Console, 'warn'> = console): void {
  startPushSender().catch((err: unknown) => {
    log.warn(`push: sender not started yet (${(err as Error).message}); retrying`);
    setTimeout(() => startPushSenderWhenReady(log), SENDER_START_RETRY_MS).unref();
  });
}

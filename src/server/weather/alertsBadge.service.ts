import '@/server/serverOnly';

import { z } from 'zod';

import { buildStdParameters, getNotificationStatus } from '@/lib/provider/calls';
import { CACHE_TTL_MS, getServerCache } from '@/server/cache';
import { getConfig } from '@/server/config';
import { buildPublicConfig } from '@/server/configuration/configuration.service';
import { siteOrigin } from '@/server/http/siteOrigin';
import { createServerProviderClient } from '@/server/provider/client';
import type { Locality, NotificationStatus } from '@/types/location';

import { weatherReadKey } from './weather.service';

/**
 * How long a page waits for the badge's status when the server cache has none. The badge is not
 * worth a slow page: past this the page renders the badge as the browser's fetch will fill it, and
 * the read, still running, fills the cache for the next page.
 */
export const ALERTS_BADGE_TIMEOUT_MS = 800;

/** The provider's notification status as the badge uses it (spec field names). */
const notificationStatusSchema = z.object({
  eml: z.union([z.string(), z.number()]).transform(String),
  tnc: z.number().int().min(0).max(10_000),
  'nb.ids.sbgd.afc.ch6': z.string().max(40),
  'nb.ids.sbgd.afc.opa': z.number().min(0).max(1),
  responseTime: z.number().optional(),
});

/** Cache key of a place's badge status: its id and the point its alerts are asked for. */
export const alertsBadgeKey = (locality: Locality) =>
  `notifications:status:v1:${locality.CityId}:${weatherReadKey('alerts', locality)}`;

/**
 * The place's notification status (alert count, badge colour and opacity) through the server
 * cache, for as long as its alerts are kept (`CACHE_TTL_MS.alerts`): one provider call per place
 * per lifetime serves every page of every visitor there. The standard parameters carry no device
 * id (the answer is the place's). Throws when the provider fails or answers something else.
 */
export function readAlertsStatus(locality: Locality): Promise<NotificationStatus> {
  return getServerCache().read({
    key: alertsBadgeKey(locality),
    ttlMs: CACHE_TTL_MS.alerts,
    load: async () => {
      const answer = await getNotificationStatus(createServerProviderClient(), {
        stdParameters: buildStdParameters({
          appVersion: buildPublicConfig(getConfig(), siteOrigin()).appVersion,
        }),
        emLocationId: locality.CityId,
        latitude: locality.Latitude,
        longitude: locality.Longitude,
        timeZone: locality.TimeZone,
        elevationMeters: locality.ElevationMeters,
      });
      return notificationStatusSchema.parse(answer);
    },
  });
}

/**
 * The alerts badge's seed for a page whose active place is `locality`: its status, or null (no
 * place, the provider failing, or no answer within ALERTS_BADGE_TIMEOUT_MS) — the badge then
 * behaves as before, filled by the browser's own fetch. Never throws.
 */
export async function alertsBadgeSeed(
  locality: Locality | null | undefined,
): Promise<{ status: NotificationStatus | null }> {
  if (!locality?.CityId) return { status: null };
  // What the page learns is logged while it waits: a read that fails after the page has moved on
  // is not (its request has been answered; the next page's read reports for itself).
  let waiting = true;
  const status = readAlertsStatus(locality).catch((err: unknown) => {
    if (waiting) console.warn('alerts badge status unavailable:', (err as Error).message);
    return null;
  });
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ALERTS_BADGE_TIMEOUT_MS);
  });
  try {
    const first = await Promise.race([status, late]);
    if (first !== 'late') return { status: first };
    console.warn(`alerts badge status unavailable: no answer within ${ALERTS_BADGE_TIMEOUT_MS} ms`);
    return { status: null };
  } finally {
    waiting = false;
    clearTimeout(timer);
  }
}

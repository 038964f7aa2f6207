import '@/server/serverOnly';

import { createHash, createHmac } from 'node:crypto';

import type { Kysely } from 'kysely';

import type { Database } from '@/server/db/database';
import { MINUTE_MS } from '@/server/durations';
import { osOf } from '@/server/profile/userAgent';

import { artworkFor, artworkVersion } from './houseAdSvg';
import { newNonce, signHouseAdToken, type HouseAdTokenPayload } from './houseAdTokens';
import {
  cappedCreativeIds,
  listActiveCreatives,
  recordHouseAdEvent,
  type CapCount,
  type EventOutcome,
  type HouseCreativeRow,
} from './houseAds.repository';

/** Store pages of one edition of the app, per platform; null where there is none. */
export interface AppLinks {
  ios: string | null;
  android: string | null;
  macos: string | null;
  desktop?: string | null;
}

/** What the house ad server needs besides the database: configuration, clock and dice. */
export interface HouseAdContext {
  db: Kysely<Database>;
  /** The server's cookie keys: the first signs tokens and hashes device ids, all verify. */
  cookieKeys: readonly string[];
  siteName: string;
  /** The free app (APP_LINK_*) and the ad-free edition (settings `ads.house.adFreeAppLinks`). */
  appLinks: { free: AppLinks; adFree: AppLinks };
  frequencyCap: { impressions: number; windowMinutes: number };
  now: () => Date;
  /** A number in [0, 1), like Math.random. */
  random: () => number;
}

/** The creative answered by GET /web2/api/ads/house. */
export interface ServedCreative {
  id: string;
  width: number;
  height: number;
  imageUrl: string;
  alt: string;
  clickUrl: string;
  impressionUrl: string;
}

/** A request for a creative, already checked against the ad config. */
export interface HouseAdRequest {
  pageId: string;
  slotId: string;
  width: number;
  height: number;
}

export const FREE_APP_TARGET = 'app:free';
export const AD_FREE_APP_TARGET = 'app:ad-free';

/** A path on this site: one leading slash (never `//`, which leaves the site), no backslash. */
const SITE_PATH =
  /^\/(?:[A-Za-z0-9\-._~]+(?:\/[A-Za-z0-9\-._~]+)*)?\/?(?:\?[A-Za-z0-9\-._~=&%]*)?$/;

/** True for a target that is a path on this site. */
export function isSitePath(target: string): boolean {
  return SITE_PATH.test(target) && !target.startsWith('//');
}

const PLATFORM_ORDER: (keyof AppLinks)[] = ['ios', 'android', 'macos', 'desktop'];

/**
 * The store page of an app edition for a visitor: their platform's (iPhone and iPad: iOS, Android,
 * macOS, other desktops: desktop), else the first configured one; null when none is configured.
 */
export function appLinkFor(links: AppLinks, userAgent: string | undefined): string | null {
  const { os } = osOf(userAgent);
  const platform: keyof AppLinks | null =
    os === 'iOS'
      ? 'ios'
      : os === 'Android'
        ? 'android'
        : os === 'macOS'
          ? 'macos'
          : os
            ? 'desktop'
            : null;
  const own = platform ? links[platform] : null;
  if (own) return own;
  for (const p of PLATFORM_ORDER) {
    const link = links[p];
    if (link) return link;
  }
  return null;
}

/**
 * Where a click on a creative goes: its site path, or the store page of the app edition it
 * promotes. Null when the target is neither (never redirected to) or the app link is unset.
 */
export function resolveTarget(
  target: string,
  ctx: Pick<HouseAdContext, 'appLinks'>,
  userAgent: string | undefined,
): string | null {
  if (target === FREE_APP_TARGET) return appLinkFor(ctx.appLinks.free, userAgent);
  if (target === AD_FREE_APP_TARGET) return appLinkFor(ctx.appLinks.adFree, userAgent);
  return isSitePath(target) ? target : null;
}

/** True when a creative may be served: a site path, or an app edition with a configured link. */
function servable(creative: HouseCreativeRow, ctx: HouseAdContext): boolean {
  return resolveTarget(creative.target, ctx, undefined) !== null && creative.weight > 0;
}

/** A keyed hash of a device id: the cap table never holds the id itself. */
export function deviceHash(deviceId: string, keys: readonly string[]): string {
  const key = keys[0];
  if (!key) throw new Error('No cookie key configured');
  return createHmac('sha256', key).update(`house-ad-device:${deviceId}`).digest('hex').slice(0, 32);
}

/** The frequency-cap window `now` falls in, and the device's key in it. */
export function capCount(deviceId: string, ctx: HouseAdContext): CapCount {
  const windowMs = ctx.frequencyCap.windowMinutes * MINUTE_MS;
  const start = Math.floor(ctx.now().getTime() / windowMs) * windowMs;
  return {
    deviceHash: deviceHash(deviceId, ctx.cookieKeys),
    windowStart: new Date(start).toISOString(),
  };
}

/** Picks one of the candidates with probability proportional to its weight (null when none). */
export function pickWeighted<T extends { weight: number }>(
  candidates: readonly T[],
  random: () => number,
): T | null {
  const total = candidates.reduce((sum, c) => sum + Math.max(0, c.weight), 0);
  if (total <= 0) return null;
  let roll = random() * total;
  for (const candidate of candidates) {
    roll -= Math.max(0, candidate.weight);
    if (roll < 0) return candidate;
  }
  return candidates.findLast((c) => c.weight > 0) ?? null;
}

/** The image URL of a creative: its id, and a version that changes when its picture does. */
export function creativeImageUrl(creative: HouseCreativeRow, siteName: string): string {
  const version = artworkVersion(artworkFor(creative, siteName));
  return `/web2/api/ads/creatives/${encodeURIComponent(creative.id)}.svg?v=${version}`;
}

/**
 * Chooses a creative for a slot: weighted at random among the active creatives of exactly the
 * requested size that can be served (an app edition's only with its link configured), leaving out
 * those this device has already seen as often as the frequency cap allows in the current window
 * (no device: no cap). Null when none is eligible.
 */
export async function chooseHouseAd(
  ctx: HouseAdContext,
  request: HouseAdRequest,
  deviceId: string | null,
): Promise<ServedCreative | null> {
  const candidates = (await listActiveCreatives(ctx.db, request.width, request.height)).filter(
    (c) => servable(c, ctx),
  );
  const capped = deviceId
    ? await cappedCreativeIds(ctx.db, capCount(deviceId, ctx), ctx.frequencyCap.impressions)
    : new Set<string>();
  const chosen = pickWeighted(
    candidates.filter((c) => !capped.has(c.id)),
    ctx.random,
  );
  if (!chosen) return null;
  const payload: HouseAdTokenPayload = {
    creativeId: chosen.id,
    pageId: request.pageId,
    slotId: request.slotId,
    nonce: newNonce(),
    issuedAt: Math.floor(ctx.now().getTime() / 1000),
  };
  const token = signHouseAdToken(payload, ctx.cookieKeys);
  const art = artworkFor(chosen, ctx.siteName);
  return {
    id: chosen.id,
    width: chosen.width,
    height: chosen.height,
    imageUrl: creativeImageUrl(chosen, ctx.siteName),
    alt: `${art.headline}: ${art.cta}`,
    clickUrl: `/web2/api/ads/click/${token}`,
    impressionUrl: `/web2/api/ads/impression/${token}`,
  };
}

/** How long after serving an impression still counts (the marks that stop repeats live longer). */
export const IMPRESSION_TOKEN_TTL_MS = 24 * 60 * MINUTE_MS;
/** How long after serving a click still counts (the visitor is redirected whenever they click). */
export const CLICK_TOKEN_TTL_MS = 24 * 60 * MINUTE_MS;

const fresh = (payload: HouseAdTokenPayload, ttlMs: number, now: Date) => {
  const age = now.getTime() - payload.issuedAt * 1000;
  // A little clock skew between instances is allowed in the future.
  return age <= ttlMs && age >= -5 * MINUTE_MS;
};

/**
 * Counts the impression of a served ad once: a repeat of its token (or of the same page view's
 * `viewId` for that creative and slot) is ignored, and a token older than a day is not counted.
 * With a device, the impression counts towards its frequency cap.
 */
export async function recordImpression(
  ctx: HouseAdContext,
  payload: HouseAdTokenPayload,
  deviceId: string | null,
  viewId?: string,
): Promise<EventOutcome | 'expired'> {
  const now = ctx.now();
  if (!fresh(payload, IMPRESSION_TOKEN_TTL_MS, now)) return 'expired';
  const marks = [`i:${payload.nonce}`];
  if (viewId) {
    const key = [viewId, payload.creativeId, payload.pageId, payload.slotId].join('|');
    marks.push(`v:${createHash('sha256').update(key).digest('hex')}`);
  }
  return recordHouseAdEvent(
    ctx.db,
    'impression',
    { creativeId: payload.creativeId, pageId: payload.pageId, slotId: payload.slotId, marks, now },
    deviceId ? capCount(deviceId, ctx) : null,
  );
}

/** Counts the first click on a served ad (a token older than a day is not counted). */
export async function recordClick(
  ctx: HouseAdContext,
  payload: HouseAdTokenPayload,
): Promise<EventOutcome | 'expired'> {
  const now = ctx.now();
  if (!fresh(payload, CLICK_TOKEN_TTL_MS, now)) return 'expired';
  return recordHouseAdEvent(ctx.db, 'click', {
    creativeId: payload.creativeId,
    pageId: payload.pageId,
    slotId: payload.slotId,
    marks: [`c:${payload.nonce}`],
    now,
  });
}

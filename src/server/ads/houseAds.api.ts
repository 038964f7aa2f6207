import '@/server/serverOnly';

import type { NextApiRequest } from 'next';
import { z } from 'zod';

import { getConfig } from '@/server/config';
import { getDb } from '@/server/db';
import { cookieDeviceId } from '@/server/devices/devices.service';
import { apiHandler } from '@/server/http/apiHandler';
import { HttpError, notFound } from '@/server/http/httpError';
import { sendImage } from '@/server/http/sendImage';
import { isBot } from '@/server/profile/userAgent';

import {
  DISPLAY_ADS_CACHE_CONTROL,
  findAdSlot,
  getDisplayAdsConfig,
  type DisplayAdsConfig,
} from './displayAds.config';
import { artworkFor, artworkVersion, renderHouseAdSvg } from './houseAdSvg';
import { verifyHouseAdToken, type HouseAdTokenPayload } from './houseAdTokens';
import { findCreative } from './houseAds.repository';
import {
  chooseHouseAd,
  recordClick,
  recordImpression,
  resolveTarget,
  type HouseAdContext,
} from './houseAds.service';

/** Builds the house ad context of a request (tests pass their own database, clock and dice). */
export type HouseAdContextFactory = () => Promise<HouseAdContext>;

/** The context from the server's configuration and the process-wide database. */
export async function defaultHouseAdContext(): Promise<HouseAdContext> {
  const config = getConfig();
  const { env, settings } = config;
  return {
    db: await getDb(),
    cookieKeys: config.cookieKeys,
    siteName: env.SITE_NAME,
    appLinks: {
      free: {
        ios: env.APP_LINK_IOS ?? null,
        android: env.APP_LINK_ANDROID ?? null,
        macos: env.APP_LINK_MACOS ?? null,
        desktop: env.APP_LINK_DESKTOP ?? null,
      },
      adFree: { ...settings.ads.house.adFreeAppLinks },
    },
    frequencyCap: { ...settings.ads.house.frequencyCap },
    now: () => new Date(),
    random: Math.random,
  };
}

/** `Cache-Control` of a creative's picture: its URL changes with it (`?v=`), so it never goes stale. */
export const CREATIVE_IMAGE_CACHE_CONTROL = 'public, max-age=86400, immutable';
/** `Cache-Control` of a picture asked for under an outdated version: kept briefly only. */
const STALE_VERSION_CACHE_CONTROL = 'public, max-age=300';

const pageIdSchema = z
  .string({ error: 'pageId is required' })
  .regex(/^[a-z0-9][a-z0-9/-]{0,59}$/, 'pageId must be a page id such as forecasts/current');
const slotIdSchema = z
  .string({ error: 'slotId is required' })
  .regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'slotId must be a slot id such as info-section');
const sizeSchema = z
  .string({ error: 'size is required' })
  .regex(/^[1-9]\d{1,3}x[1-9]\d{1,3}$/, 'size must be WIDTHxHEIGHT, e.g. 300x250')
  .transform((v) => {
    const [width = 0, height = 0] = v.split('x').map(Number);
    return { width, height };
  });

/** The query of GET /web2/api/ads/house (other parameters, e.g. a cache buster, are ignored). */
export const houseQuerySchema = z.object({
  pageId: pageIdSchema,
  slotId: slotIdSchema,
  size: sizeSchema,
});

const tokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,300}\.[A-Za-z0-9_-]{16,64}$/, 'Invalid token');
/** The optional body of an impression: the page view the ad was seen in. */
const impressionBodySchema = z
  .strictObject({
    viewId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, 'viewId must be 8 to 64 letters, digits, - or _')
      .optional(),
  })
  .optional();

/** The payload of a route's `[token]`, or a 400. */
function tokenOf(req: NextApiRequest, ctx: HouseAdContext): HouseAdTokenPayload {
  const parsed = tokenSchema.safeParse(req.query.token);
  const payload = parsed.success ? verifyHouseAdToken(parsed.data, ctx.cookieKeys) : null;
  if (!payload) throw new HttpError(400, 'Invalid or tampered ad token');
  return payload;
}

/**
 * `GET /web2/api/ads/config/displayads`: the ad global config (every page type's slots, from the
 * site settings' `ads` block), the same for every visitor, cacheable for 5 minutes.
 */
export function displayAdsHandler(config: () => DisplayAdsConfig = getDisplayAdsConfig) {
  return apiHandler({
    GET: async (_req, res) => {
      const body = config();
      res.setHeader('Cache-Control', DISPLAY_ADS_CACHE_CONTROL);
      return body;
    },
  });
}

/**
 * `GET /web2/api/ads/house?pageId=&slotId=&size=WxH`: `{ creative }` for that slot, or
 * `{ creative: null }` when none is eligible (and always for crawlers). A malformed parameter, a
 * page or slot the ad config does not have, or a size that is not the slot's is a 400. Never
 * stored (`no-store`: the choice depends on the device's frequency cap).
 */
export function houseAdHandler(
  context: HouseAdContextFactory = defaultHouseAdContext,
  config: () => DisplayAdsConfig = getDisplayAdsConfig,
) {
  return apiHandler({
    GET: async (req) => {
      const { pageId, slotId, size } = houseQuerySchema.parse(req.query);
      const slot = findAdSlot(config(), pageId, slotId);
      if (!slot) throw new HttpError(400, `Unknown ad slot ${slotId} on page ${pageId}`);
      if (!slot.AdProviderConfig.sizes.some(([w, h]) => w === size.width && h === size.height))
        throw new HttpError(
          400,
          `size ${size.width}x${size.height} is not a size of slot ${slotId} (${slot.AdProviderConfig.sizes.map(([w, h]) => `${w}x${h}`).join(', ')})`,
        );
      if (isBot(req.headers['user-agent'])) return { creative: null };
      try {
        const ctx = await context();
        const creative = await chooseHouseAd(
          ctx,
          { pageId, slotId, width: size.width, height: size.height },
          cookieDeviceId(req),
        );
        return { creative };
      } catch (err) {
        // An ad is never worth an error page: the slot stays empty (and the failure is logged).
        console.error('house ads: choosing a creative failed:', err);
        return { creative: null };
      }
    },
  });
}

/**
 * `POST /web2/api/ads/impression/<token>` (body optional `{ "viewId": "…" }`, JSON): counts the
 * served ad's impression once and answers 204. Repeats, expired tokens and crawlers answer 204
 * without counting; a malformed or tampered token is a 400.
 */
export function houseAdImpressionHandler(context: HouseAdContextFactory = defaultHouseAdContext) {
  return apiHandler(
    {
      POST: async (req, res) => {
        const ctx = await context();
        const payload = tokenOf(req, ctx);
        const body = impressionBodySchema.parse(req.body);
        if (!isBot(req.headers['user-agent']))
          await recordImpression(ctx, payload, cookieDeviceId(req), body?.viewId);
        res.status(204).end();
        return undefined;
      },
    },
    { maxBodyBytes: 512 },
  );
}

/**
 * `GET /web2/api/ads/click/<token>`: counts the click (once per served ad, never for crawlers)
 * and redirects (302) to the creative's target: a path on this site, or the configured store
 * page of the app it promotes. Nothing else is ever redirected to: a target that no longer
 * resolves goes to the home page. A malformed or tampered token is a 400.
 */
export function houseAdClickHandler(context: HouseAdContextFactory = defaultHouseAdContext) {
  return apiHandler({
    GET: async (req, res) => {
      const ctx = await context();
      const payload = tokenOf(req, ctx);
      const creative = await findCreative(ctx.db, payload.creativeId);
      const userAgent = req.headers['user-agent'];
      const target = creative ? resolveTarget(creative.target, ctx, userAgent) : null;
      if (target && !isBot(userAgent)) {
        // The visitor goes where they clicked even when the count cannot be written.
        await recordClick(ctx, payload).catch((err: unknown) => {
          console.error('house ads: counting a click failed:', err);
        });
      }
      res.setHeader('Location', target ?? '/');
      res.status(302).end();
      return undefined;
    },
  });
}

const creativeFileSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}\.svg$/, 'The creative must be <id>.svg')
  .transform((file) => file.slice(0, -'.svg'.length));

/**
 * `GET /web2/api/ads/creatives/<id>.svg[?v=<version>]`: the creative drawn as SVG at its size.
 * Cached for a day and immutable when `v` is the picture's current version (the URL the house
 * endpoint gives); 5 minutes otherwise. Unknown creative: 404; malformed id: 400.
 */
export function creativeImageHandler(context: HouseAdContextFactory = defaultHouseAdContext) {
  return apiHandler({
    GET: async (req, res) => {
      const id = creativeFileSchema.parse(req.query.file);
      const ctx = await context();
      const creative = await findCreative(ctx.db, id);
      if (!creative) throw notFound(`Creative ${id}`);
      const art = artworkFor(creative, ctx.siteName);
      const svg = renderHouseAdSvg(art);
      const current = req.query.v === artworkVersion(art);
      sendImage(req, res, {
        body: svg,
        contentType: 'image/svg+xml; charset=utf-8',
        cacheControl: current ? CREATIVE_IMAGE_CACHE_CONTROL : STALE_VERSION_CACHE_CONTROL,
      });
      return undefined;
    },
  });
}

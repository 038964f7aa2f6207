/**
 * The house adapter (the default): creatives from the site's own ad service,
 * `GET /web2/api/ads/house?pageId&slotId&size=WxH`. The creative is a plain link and image; its
 * impression is posted once per view, when at least half of it is in the viewport.
 */
import type { AdAdapter, Creative, HouseCreative } from '../adsTypes';

/** The share of a creative that must be visible for its impression to count. */
export const IMPRESSION_VISIBLE_RATIO = 0.5;

export interface HouseAdapterOptions {
  /** The web API's base path (default `/web2/api`). */
  baseUrl?: string;
  /** Called when the request never reached the server (a blocker cancelled it). */
  onBlocked?: () => void;
  /**
   * Whether this visitor may be tracked now (`selectMayLoadTracking`). When not, the ad and its
   * impression are asked for without cookies: the server then has no device to cap or count.
   */
  mayTrack?: () => boolean;
}

const isString = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isSize = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/** The creative of an answer, or null when there is none or it is malformed. */
export function houseCreativeOf(answer: unknown): HouseCreative | null {
  const creative = (answer as { creative?: unknown } | null)?.creative;
  if (typeof creative !== 'object' || creative === null) return null;
  const c = creative as Record<string, unknown>;
  if (
    !isString(c.id) ||
    !isSize(c.width) ||
    !isSize(c.height) ||
    !isString(c.imageUrl) ||
    typeof c.alt !== 'string' ||
    !isString(c.clickUrl) ||
    !isString(c.impressionUrl)
  )
    return null;
  return {
    id: c.id,
    width: c.width,
    height: c.height,
    imageUrl: c.imageUrl,
    alt: c.alt,
    clickUrl: c.clickUrl,
    impressionUrl: c.impressionUrl,
  };
}

const viewId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * Posts the impression once, the first time at least half of `element` is visible. Returns the
 * undo (stops watching). Without IntersectionObserver nothing is counted: a view is never guessed.
 */
export function observeImpression(
  element: Element,
  impressionUrl: string,
  credentials: RequestCredentials = 'same-origin',
): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting && e.intersectionRatio >= IMPRESSION_VISIBLE_RATIO))
        return;
      observer.disconnect();
      void fetch(new URL(impressionUrl, window.location.href), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ viewId: viewId() }),
        credentials,
        keepalive: true,
      }).catch(() => undefined);
    },
    { threshold: IMPRESSION_VISIBLE_RATIO },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

export function createHouseAdapter(options: HouseAdapterOptions = {}): AdAdapter {
  const baseUrl = options.baseUrl ?? '/web2/api';
  let destroyed = false;
  return {
    name: 'house',
    async requestAd(slot, size): Promise<Creative | null> {
      if (destroyed) return null;
      const url = new URL(`${baseUrl}/ads/house`, window.location.href);
      url.searchParams.set('pageId', slot.pageId);
      url.searchParams.set('slotId', slot.slotId);
      url.searchParams.set('size', `${size[0]}x${size[1]}`);
      const credentials: RequestCredentials =
        (options.mayTrack?.() ?? true) ? 'same-origin' : 'omit';
      let response: Response;
      try {
        response = await fetch(url, { credentials });
      } catch {
        // The request never got an answer: a blocker (or no network). The slot stays reserved.
        options.onBlocked?.();
        return null;
      }
      if (!response.ok) return null;
      const creative = houseCreativeOf(await response.json().catch(() => null));
      if (!creative || destroyed) return null;
      return {
        kind: 'house',
        ...creative,
        observe: (element) => observeImpression(element, creative.impressionUrl, credentials),
      };
    },
    // The slots ask again on the refresh flag (each gets a new creative and a new view).
    async refresh() {},
    destroy() {
      destroyed = true;
    },
  };
}

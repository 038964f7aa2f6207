/**
 * The Google Publisher Tag adapter, with Prebid.js header bidding when allowed. Used only when the
 * configuration asks for it (see `chooseAdapter`): it injects the libraries as async script tags
 * (never blocking the page), defines the page's slots, sets the targeting key-values and asks the
 * ad server for creatives, after the bids or at the latest after the bid timeout (3500 ms).
 */
import { BID_TIMEOUT_MS } from '../adsRules';
import type { AdAdapter, AdsGlobalConfig, PriceGranularity } from '../adsTypes';
import { waitForDemandManager } from '../adRefresh';

/** The Google Publisher Tag library. */
export const GPT_SCRIPT_URL = 'https://securepagead2.googlesyndication.com/tag/js/gpt.js';

/** The part of the GPT API the adapter uses. */
interface GptSlot {
  addService(service: GptPubAds): GptSlot;
  setTargeting(key: string, value: string): GptSlot;
  getSlotElementId(): string;
}
interface GptPubAds {
  disableInitialLoad(): void;
  enableSingleRequest(): void;
  setPrivacySettings?(settings: { restrictDataProcessing: boolean }): void;
  setSafeFrameConfig?(config: Record<string, boolean>): void;
  refresh(slots: GptSlot[]): void;
}
export interface GoogleTag {
  cmd: { push(fn: () => void): unknown };
  apiReady?: boolean;
  pubads(): GptPubAds;
  defineSlot(adUnitPath: string, sizes: [number, number][], elementId: string): GptSlot | null;
  enableServices(): void;
  display(elementId: string): void;
  destroySlots(slots?: GptSlot[]): boolean;
}
/** The part of the Prebid.js API the adapter uses. */
export interface Prebid {
  que: { push(fn: () => void): unknown };
  libLoaded?: boolean;
  setConfig(config: Record<string, unknown>): void;
  addAdUnits(units: Record<string, unknown>[]): void;
  requestBids(request: {
    timeout: number;
    adUnitCodes: string[];
    bidsBackHandler: () => void;
  }): void;
  setTargetingForGPTAsync(codes?: string[]): void;
}

export interface AdWindow {
  googletag?: GoogleTag;
  pbjs?: Prebid;
}

export interface GptAdapterOptions {
  window: Window & AdWindow;
  document: Document;
  /** Header bidding: the script and its price granularity; null: the ad server alone. */
  prebid: { scriptUrl: string; priceGranularity: PriceGranularity } | null;
  /** Tells the ad server to restrict data processing (a US visitor who opted out). */
  restrictDataProcessing: boolean;
  safeFrame: AdsGlobalConfig['safeFrame'];
  onScriptLoaded: (script: 'gpt' | 'prebid') => void;
}

/**
 * Adds an async script tag for `src` to the document's head, once (an existing tag is kept).
 * `onLoad` runs when it loaded.
 */
export function injectScript(
  document: Document,
  src: string,
  onLoad: () => void,
): HTMLScriptElement {
  const existing = Array.from(document.scripts).find((s) => s.src === src);
  if (existing) return existing;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.addEventListener('load', onLoad, { once: true });
  document.head.appendChild(script);
  return script;
}

/** The command queues that the libraries run once they load (calls made before are kept). */
function queues(win: Window & AdWindow): { googletag: GoogleTag; pbjs: Prebid } {
  win.googletag ??= { cmd: [] } as unknown as GoogleTag;
  win.pbjs ??= { que: [] } as unknown as Prebid;
  return { googletag: win.googletag, pbjs: win.pbjs };
}

export function createGptAdapter(options: GptAdapterOptions): AdAdapter {
  const win = options.window;
  const { prebid } = options;
  injectScript(options.document, GPT_SCRIPT_URL, () => options.onScriptLoaded('gpt'));
  if (prebid) {
    injectScript(options.document, prebid.scriptUrl, () => options.onScriptLoaded('prebid'));
  }
  const { googletag, pbjs } = queues(win);
  if (prebid) {
    pbjs.que.push(() =>
      pbjs.setConfig({ priceGranularity: prebid.priceGranularity, bidderTimeout: BID_TIMEOUT_MS }),
    );
  }
  const slots = new Map<string, GptSlot>();
  let servicesEnabled = false;
  let destroyed = false;

  /** Asks the ad server for these slots: after the bids, or when the bid timeout passes. */
  const fetchCreatives = (slotIds: string[]): Promise<void> =>
    new Promise((resolve) => {
      const chosen = slotIds.map((id) => slots.get(id)).filter((s): s is GptSlot => Boolean(s));
      if (chosen.length === 0) return resolve();
      const codes = chosen.map((s) => s.getSlotElementId());
      let sent = false;
      const send = () => {
        if (sent) return;
        sent = true;
        clearTimeout(fallback);
        googletag.cmd.push(() => {
          if (prebid) win.pbjs?.setTargetingForGPTAsync?.(codes);
          googletag.pubads().refresh(chosen);
          resolve();
        });
      };
      const fallback = setTimeout(send, prebid ? BID_TIMEOUT_MS : 0);
      if (prebid) {
        pbjs.que.push(() =>
          pbjs.requestBids({ timeout: BID_TIMEOUT_MS, adUnitCodes: codes, bidsBackHandler: send }),
        );
      }
    });

  return {
    name: 'gpt',
    requestAd(slot, size, targeting) {
      return new Promise((resolve) => {
        googletag.cmd.push(() => {
          if (destroyed) return resolve(null);
          const pubads = googletag.pubads();
          let defined = slots.get(slot.slotId);
          if (!defined) {
            const sizes = slot.sizes ?? [size];
            defined = googletag.defineSlot(slot.tagId, sizes, slot.elementId)?.addService(pubads);
            if (!defined) return resolve(null);
            slots.set(slot.slotId, defined);
            if (prebid) {
              pbjs.que.push(() =>
                pbjs.addAdUnits([
                  { code: slot.elementId, mediaTypes: { banner: { sizes } }, bids: [] },
                ]),
              );
            }
          }
          for (const [key, value] of Object.entries(targeting)) defined.setTargeting(key, value);
          if (!servicesEnabled) {
            pubads.disableInitialLoad();
            pubads.enableSingleRequest();
            pubads.setPrivacySettings?.({
              restrictDataProcessing: options.restrictDataProcessing,
            });
            pubads.setSafeFrameConfig?.({ ...options.safeFrame });
            googletag.enableServices();
            servicesEnabled = true;
          }
          googletag.display(slot.elementId);
          void fetchCreatives([slot.slotId]);
          resolve({ kind: 'vendor', slotId: slot.slotId });
        });
      });
    },
    async refresh(slotIds) {
      const ready = await waitForDemandManager(() => {
        const missing: string[] = [];
        if (!win.googletag?.apiReady) missing.push('googletag');
        if (prebid && !win.pbjs?.libLoaded) missing.push('pbjs');
        return missing;
      });
      if (!ready || destroyed) return;
      await fetchCreatives(slotIds);
    },
    destroy() {
      destroyed = true;
      const defined = [...slots.values()];
      slots.clear();
      googletag.cmd.push(() => googletag.destroySlots(defined));
    },
  };
}

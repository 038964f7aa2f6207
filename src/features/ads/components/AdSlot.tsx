import { useEffect, useId, useState } from 'react';

import { selectActiveLocation } from '@/features/location/locationSlice';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/ads';
import { useAppSelector, useAppStore } from '@/store/hooks';
import type { RootState } from '@/store/rootState';
import { createAppSelector } from '@/store/selectors';

import { activeSlotIds, adapterFor } from '../adapterRegistry';
import {
  configuredSlot,
  deviceClassForWidth,
  infiniteScrollWarning,
  targetingKeywords,
} from '../adsRules';
import {
  selectAdPageId,
  selectAdsEnabled,
  selectAdsReady,
  selectInfiniteScrollBaseIds,
  selectPageAdConfig,
  selectRefreshCount,
  selectTargeting,
  selectTargetingLayerId,
} from '../adsSlice';
import { adElementId, type AdSize, type Creative, type DeviceClass } from '../adsTypes';
import styles from './AdSlot.module.css';

const t = translator('ads', messages);

export interface AdSlotProps {
  /** The slot ids this place can hold, first match wins (e.g. a mobile and a wider banner). */
  slotIds: readonly string[];
  /** The size reserved per device class; a class left out hides the slot there. */
  sizes: Partial<Record<DeviceClass, AdSize>>;
  className?: string;
  /**
   * The slot's accessible name where a page has other slots (default: its visible label,
   * "Advertisement"), so each ad landmark has a name of its own.
   */
  name?: string;
}

/**
 * What a slot reads from the store, in one subscription (a page has several slots, each rendered
 * on the server for every request): a new object only when one of its parts changes.
 */
const selectAdSlotState = createAppSelector(
  [
    selectAdsEnabled,
    selectAdsReady,
    selectAdPageId,
    selectPageAdConfig,
    selectInfiniteScrollBaseIds,
    selectTargeting,
    selectRefreshCount,
    (state: RootState) => state.config.value?.sourceProviderId,
    selectTargetingLayerId,
    (state: RootState) => selectActiveLocation(state)?.Locality.PostalCode ?? null,
  ],
  (
    enabled,
    ready,
    pageId,
    pageAdConfig,
    infiniteScrollBaseIds,
    targeting,
    refreshCount,
    sourceProviderId,
    layerId,
    placePostalCode,
  ) => ({
    enabled,
    ready,
    pageId,
    pageAdConfig,
    infiniteScrollBaseIds,
    targeting,
    refreshCount,
    sourceProviderId,
    layerId,
    placePostalCode,
  }),
);

const parseSize = (size: AdSize): [number, number] =>
  size.split('x').map(Number) as [number, number];

/**
 * An ad slot: a labelled "Advertisement" region that reserves its size for each device class in
 * the first HTML (CSS only, so nothing shifts), and, once ads are ready for the page (enabled,
 * consent known, config loaded, slots set up), asks the adapter for a creative. Renders nothing
 * where ads are off (crawler, compliance, configuration or the page's switch).
 */
export function AdSlot({ slotIds, sizes, className, name }: AdSlotProps) {
  const labelId = useId();
  const store = useAppStore();
  const {
    enabled,
    ready,
    pageId,
    pageAdConfig,
    infiniteScrollBaseIds,
    targeting,
    refreshCount,
    sourceProviderId,
    layerId,
    placePostalCode,
  } = useAppSelector(selectAdSlotState);
  const [deviceClass, setDeviceClass] = useState<DeviceClass | null>(null);
  const [creative, setCreative] = useState<Creative | null>(null);

  // The device class is the browser's (the server cannot know it): measured after hydration.
  useEffect(() => {
    const measure = () => setDeviceClass(deviceClassForWidth(window.innerWidth));
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);

  const size = deviceClass ? sizes[deviceClass] : undefined;
  const configured =
    ready && deviceClass && size
      ? configuredSlot(pageAdConfig, slotIds, deviceClass, infiniteScrollBaseIds)
      : null;

  // The page the slot was drawn for: a list ad of a page being left can still be on screen when
  // the store has moved on to the next page's configuration, which is not its own.
  const [drawnFor] = useState(pageId);
  // An infinite-scroll repetition on a page whose configuration has no base slot to fill it from.
  useEffect(() => {
    if (!ready || !pageAdConfig || pageId !== drawnFor) return;
    const slotMap = Object.fromEntries(pageAdConfig.Slots.map((s) => [s.SlotId, s]));
    for (const id of slotIds) {
      const warning = infiniteScrollWarning(
        id,
        { baseInfiniteScrollAdSlotIds: infiniteScrollBaseIds },
        slotMap,
      );
      if (warning) console.warn(warning);
    }
  }, [ready, pageAdConfig, pageId, drawnFor, slotIds, infiniteScrollBaseIds]);
  // The slot is asked for only in the size it reserves (a size the configuration does not list
  // for it would be refused by the ad server).
  const slot =
    configured && size && configured.AdProviderConfig.sizes.some(([w, h]) => `${w}x${h}` === size)
      ? configured
      : null;
  const waitingForTargeting = targeting.status === 'loading';

  useEffect(() => {
    if (!slot || !size || !deviceClass || waitingForTargeting) return;
    let current = true;
    const ids = activeSlotIds(store);
    ids.add(slot.SlotId);
    const keywords = targetingKeywords({
      keywords: targeting.params?.keywords,
      zip: targeting.params?.zip,
      placePostalCode,
      deviceClass,
      pageId,
      layerId,
      sourceProviderId,
    });
    void adapterFor(store)
      .then((adapter) =>
        adapter.requestAd(
          { pageId, slotId: slot.SlotId, tagId: slot.TagId, elementId: adElementId(slot.SlotId) },
          parseSize(size),
          keywords,
        ),
      )
      .then((answer) => {
        if (current) setCreative(answer);
      })
      .catch(() => undefined);
    return () => {
      current = false;
      ids.delete(slot.SlotId);
    };
    // A refresh asks again (the house adapter answers a new creative; a vendor refreshes itself).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the slot object is keyed by its id
  }, [
    slot?.SlotId,
    slot?.TagId,
    size,
    deviceClass,
    pageId,
    refreshCount,
    waitingForTargeting,
    store,
  ]);

  if (!enabled) return null;
  const classes = (Object.entries(sizes) as [DeviceClass, AdSize][]).map(
    ([device, reserved]) => styles[`${device}-${reserved}`],
  );
  return (
    <aside
      aria-label={name}
      aria-labelledby={name ? undefined : labelId}
      className={[styles.slot, ...classes, className].filter(Boolean).join(' ')}
    >
      <span id={labelId} className={styles.label}>
        {t('slot.label')}
      </span>
      <div className={styles.box} id={slot ? adElementId(slot.SlotId) : undefined}>
        {creative?.kind === 'house' && slot && <HouseCreativeView creative={creative} />}
      </div>
    </aside>
  );
}

/** A house creative: a link around its image; its impression counts once it is half in view. */
function HouseCreativeView({ creative }: { creative: Extract<Creative, { kind: 'house' }> }) {
  const [element, setElement] = useState<HTMLAnchorElement | null>(null);
  const { observe } = creative;
  useEffect(() => (element && observe ? observe(element) : undefined), [element, observe]);
  return (
    <a href={creative.clickUrl} ref={setElement} rel="sponsored">
      <img
        src={creative.imageUrl}
        alt={creative.alt}
        width={creative.width}
        height={creative.height}
      />
    </a>
  );
}

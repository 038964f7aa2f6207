import { useEffect, useState } from 'react';

import { selectConfig } from '@/features/config/configSlice';
import { selectMultiSizeTestAdEnabled } from '@/features/remote-config/remoteConfigSlice';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/ads';
import { useAppSelector, useAppStore } from '@/store/hooks';
import type { RootState } from '@/store/rootState';
import { createAppSelector } from '@/store/selectors';

import { adapterFor } from '../adapterRegistry';
import { selectAdPageId, selectAdsEnabled, selectAdsReady, selectPageAdConfig } from '../adsSlice';
import { adElementId, AD_SIZES, type AdSize } from '../adsTypes';
import styles from './AdSlot.module.css';

const t = translator('ads', messages);

/** The sizes the multi-size right-rail test ad asks for at once (the rail's two sizes). */
export const MULTI_SIZE_TEST_AD_SIZES: [number, number][] = [
  [300, 250],
  [300, 600],
];
/** The right rail's slot, whose tag the multi-size test ad uses without a test-ad unit path. */
const RAIL_SLOT_ID = 'info-section';

/** One test ad: its slot id, ad unit path and the sizes it accepts. */
export interface TestAdSpec {
  slotId: 'test-ad' | 'multi-size-test-ad';
  adUnitPath: string;
  sizes: [number, number][];
}

const parseSize = (size: string): [number, number] =>
  size.split('x').map(Number) as [number, number];

/**
 * The test ads the flags turn on for this page, in the rail: the test-ad block (`testAd`:
 * IsEnabled, its AdUnitPath in its Size) and the multi-size right-rail test ad (the remote flag
 * `enableMultiSizeRightRailTestAd`, after activation: the test unit, else the rail's tag, in
 * 300x250 and 300x600 at once). None where ads are off.
 */
export const selectTestAds = createAppSelector(
  [
    selectAdsEnabled,
    (state: RootState) => selectConfig(state)?.testAd,
    selectMultiSizeTestAdEnabled,
    selectPageAdConfig,
  ],
  (enabled, testAd, multiSize, pageAdConfig): TestAdSpec[] => {
    if (!enabled) return [];
    const out: TestAdSpec[] = [];
    if (testAd?.IsEnabled && testAd.AdUnitPath) {
      const sizes = [parseSize(testAd.Size)];
      out.push({ slotId: 'test-ad', adUnitPath: testAd.AdUnitPath, sizes });
    }
    if (multiSize) {
      const railTag = pageAdConfig?.Slots.find((s) => s.SlotId === RAIL_SLOT_ID)?.TagId;
      const adUnitPath = testAd?.AdUnitPath || railTag;
      if (adUnitPath)
        out.push({ slotId: 'multi-size-test-ad', adUnitPath, sizes: MULTI_SIZE_TEST_AD_SIZES });
    }
    return out;
  },
);

/** The class reserving the largest of `sizes` on desktops, when it is one the slots reserve. */
function reserveClass(sizes: [number, number][]): string | undefined {
  const [w, h] = [...sizes].sort((a, b) => b[0] * b[1] - a[0] * a[1])[0] ?? [0, 0];
  const size = `${w}x${h}`;
  return (AD_SIZES as readonly string[]).includes(size)
    ? styles[`desktop-${size as AdSize}`]
    : undefined;
}

/**
 * A test ad: a labelled "Advertisement" region that the Google Publisher Tag fills with its ad
 * unit in its sizes once the page's ads are ready (only that adapter serves test units; with the
 * house adapter the region stays empty).
 */
export function TestAd({ spec }: { spec: TestAdSpec }) {
  const store = useAppStore();
  const ready = useAppSelector(selectAdsReady);
  const pageId = useAppSelector(selectAdPageId);
  const [filled, setFilled] = useState(false);
  const elementId = adElementId(spec.slotId);
  const { adUnitPath, sizes, slotId } = spec;

  useEffect(() => {
    if (!ready) return;
    let current = true;
    void adapterFor(store)
      .then((adapter) =>
        adapter.name === 'gpt'
          ? adapter.requestAd(
              { pageId, slotId, tagId: adUnitPath, elementId, sizes },
              sizes[0] ?? [300, 250],
              {},
            )
          : null,
      )
      .then((answer) => {
        if (current) setFilled(answer !== null);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [ready, store, pageId, slotId, adUnitPath, sizes, elementId]);

  return (
    <aside
      aria-label={t(`slot.name.${slotId}`)}
      className={[styles.slot, reserveClass(sizes)].filter(Boolean).join(' ')}
      data-test-ad={slotId}
      data-filled={filled || undefined}
    >
      <span className={styles.label}>{t('slot.label')}</span>
      <div className={styles.box} id={elementId} />
    </aside>
  );
}

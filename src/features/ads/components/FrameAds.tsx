import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/ads';
import { useAppSelector } from '@/store/hooks';

import { infiniteScrollSlotId } from '../adsRules';
import { AdSlot } from './AdSlot';
import styles from './FrameAds.module.css';
import { selectTestAds, TestAd } from './TestAds';

const t = translator('ads', messages);

/**
 * The frame's ad places and the slot ids each holds (the ad config's `SlotId`s): a page shows an
 * ad in a place when its configuration has one of these slots for the visitor's device class.
 */
export const FRAME_SLOT_IDS = {
  top: ['top-banner-mobile', 'top-banner'],
  /** The info section: in the rail beside the content on desktops, below it on smaller screens. */
  info: ['info-section'],
  /** A list's repeating slot (the news feed): each repetition is `news-infinite-<n>`. */
  feed: 'news-infinite',
} as const;

/** The banner above the content: 320x50 on phones, 728x90 from tablets up. */
export function FrameAdTop() {
  return (
    <AdSlot
      slotIds={FRAME_SLOT_IDS.top}
      sizes={{ mobile: '320x50', tablet: '728x90', desktop: '728x90' }}
      className={styles.top}
      name={t('slot.name.top')}
    />
  );
}

/**
 * The info section in the rail beside the content, desktops only (300x250), and below it the test
 * ads the flags turn on (`TestAds.tsx`).
 */
export function FrameAdSide() {
  const testAds = useAppSelector(selectTestAds);
  const info = (
    <AdSlot
      slotIds={FRAME_SLOT_IDS.info}
      sizes={{ desktop: '300x250' }}
      name={t('slot.name.side')}
    />
  );
  if (testAds.length === 0)
    return (
      <AdSlot
        slotIds={FRAME_SLOT_IDS.info}
        sizes={{ desktop: '300x250' }}
        className={styles.side}
        name={t('slot.name.side')}
      />
    );
  return (
    <div className={`${styles.side} ${styles.rail}`}>
      {info}
      {testAds.map((spec) => (
        <TestAd key={spec.slotId} spec={spec} />
      ))}
    </div>
  );
}

/** The info section below the content on phones and tablets (300x250). */
export function FrameAdBottom() {
  return (
    <AdSlot
      slotIds={FRAME_SLOT_IDS.info}
      sizes={{ mobile: '300x250', tablet: '300x250' }}
      className={styles.bottom}
      name={t('slot.name.bottom')}
    />
  );
}

/**
 * The `n`th (from 1) ad within a list of stories: a repetition of the page's infinite-scroll
 * slot, 300x250 on every screen, its space reserved in the first HTML like every slot's.
 */
export function FeedAd({ n }: { n: number }) {
  return (
    <AdSlot
      slotIds={[infiniteScrollSlotId(FRAME_SLOT_IDS.feed, n)]}
      sizes={{ mobile: '300x250', tablet: '300x250', desktop: '300x250' }}
      className={styles.feed}
      name={t('slot.name.feed', { n })}
    />
  );
}

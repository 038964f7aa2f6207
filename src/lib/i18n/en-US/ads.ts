/** The ads feature's texts: the slot label and the ad-blocker notice. */
export const messages = {
  'slot.label': 'Advertisement',
  'adBlock.label': 'Ad blocker notice',
  'adBlock.text':
    'It looks like an ad blocker is on. Ads keep {siteName} free: please consider allowing them on this site.',
  'adBlock.close': 'Dismiss',
} as const;

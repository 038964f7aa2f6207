/** The ads feature's texts: the slot label and names and the ad-blocker notice. */
export const messages = {
  'slot.label': 'Advertisement',
  // Each slot's accessible name, so a page's ad landmarks can be told apart.
  'slot.name.top': 'Advertisement at the top of the page',
  'slot.name.side': 'Advertisement beside the content',
  'slot.name.bottom': 'Advertisement below the content',
  'slot.name.feed': 'Advertisement {n} in the list',
  'slot.name.story': 'Advertisement after the story',
  'slot.name.test-ad': 'Advertisement for testing',
  'slot.name.multi-size-test-ad': 'Advertisement for testing in two sizes',
  'adBlock.label': 'Ad blocker notice',
  'adBlock.text':
    'It looks like an ad blocker is on. Ads keep {siteName} free: please consider allowing them on this site.',
  'adBlock.close': 'Dismiss',
} as const;

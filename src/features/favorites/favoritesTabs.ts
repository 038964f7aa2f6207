import { listenToOtherTabs, tellOtherTabs } from '@/lib/tabs/otherTabs';

/**
 * A change to the favourites saved in one tab reaches the site's other open tabs
 * (`src/lib/tabs`), which read the list again: their lists and menus would otherwise show a
 * removed place, or miss an added one, until reloaded.
 */
const CHANNEL = 'weather-favorites';
const CHANGED = 'changed';

const isChanged = (data: unknown): data is typeof CHANGED => data === CHANGED;

/** Tells the other tabs that this one changed the saved favourites. */
export function announceFavoritesChanged(): void {
  tellOtherTabs(CHANNEL, CHANGED);
}

/** Calls `onChange` each time another tab changes the saved favourites; answers the unsubscribe. */
export function listenForFavoritesChanges(onChange: () => void): () => void {
  return listenToOtherTabs(CHANNEL, isChanged, () => onChange());
}

import { isApiUnitValues, type ApiUnitValues } from '@/lib/units/system';
import { listenToOtherTabs, tellOtherTabs } from '@/lib/tabs/otherTabs';

/**
 * Units saved in one tab reach the site's other open tabs (`src/lib/tabs`): a save sends the whole
 * set, so a tab still showing the old units would otherwise put them back when its visitor changes
 * another unit there.
 */
const CHANNEL = 'weather-units';

/** Tells the other tabs the units this tab has just saved. */
export function announceSavedUnits(units: ApiUnitValues): void {
  tellOtherTabs(CHANNEL, units);
}

/** Calls `onUnits` with the units each other tab saves; answers the unsubscribe. */
export function listenForSavedUnits(onUnits: (units: ApiUnitValues) => void): () => void {
  return listenToOtherTabs(CHANNEL, isApiUnitValues, onUnits);
}

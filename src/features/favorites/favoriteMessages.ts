import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/favorites';

/** The favourites' error messages, from the message catalogue. */
const t = translator('favorites', messages);

/** The search result chosen to add has no SlugName. */
export function invalidLocalityMessage(index: number): string {
  return t('error.invalidLocality', { index });
}

/** The search result chosen to add is already a favourite (same SlugName, Latitude and Longitude). */
export function alreadyFavoriteMessage(index: number, name: string): string {
  return t('error.alreadyFavorite', { index, name });
}

/** The location query (or the create call after it) gave no usable location. */
export function addLocalityFailedMessage(index: number): string {
  return t('error.addLocalityFailed', { index });
}

/** A favourite call was attempted without a device id (saving favourites requires one, §6). */
export const NO_DEVICE_MESSAGE = t('error.noDevice');

/** The location-bar star could not save the place as a favourite. */
export function toggleAddFailedMessage(name: string): string {
  return t('error.toggleAdd', { name });
}

/** The location-bar star could not remove the place from the favourites. */
export function toggleRemoveFailedMessage(name: string): string {
  return t('error.toggleRemove', { name });
}

/** What a failed favourite operation reports when the error carries no message of its own. */
export const FAVORITE_ERRORS = {
  add: t('error.add'),
  remove: t('error.remove'),
  restore: t('error.restore'),
  reorder: t('error.reorder'),
  toggle: t('error.toggle'),
} as const;

/** There is no removed favourite to restore. */
export const NOTHING_TO_UNDO_MESSAGE = t('error.nothingToUndo');

/** The favourites' error messages, word for word. */

/** The search result chosen to add has no SlugName. */
export function invalidLocalityMessage(index: number): string {
  return `Could not add favorite location for selected index: ${index} - invalid Locality`;
}

/** The search result chosen to add is already a favourite (same SlugName, Latitude and Longitude). */
export function alreadyFavoriteMessage(index: number, name: string): string {
  return `Selected Location at index: ${index} with name: ${name} is already a favorite location`;
}

/** The location query (or the create call after it) gave no usable location. */
export function addLocalityFailedMessage(index: number): string {
  return `Failed to add selected Locality at index: ${index}`;
}

/** A favourite call was attempted without a device id (saving favourites requires one, §6). */
export const NO_DEVICE_MESSAGE = 'Saving favorite locations requires a device id';

/** The location-bar star could not save the place as a favourite. */
export function toggleAddFailedMessage(name: string): string {
  return `Could not add ${name} to your favourite locations. Please try again.`;
}

/** The location-bar star could not remove the place from the favourites. */
export function toggleRemoveFailedMessage(name: string): string {
  return `Could not remove ${name} from your favourite locations. Please try again.`;
}

/** What a failed favourite operation reports when the error carries no message of its own. */
export const FAVORITE_ERRORS = {
  add: 'Could not add favorite location',
  remove: 'Could not delete favorite location',
  restore: 'Could not restore favorite location',
  reorder: 'Could not reorder favorite locations',
  toggle: 'Could not update your favourite locations. Please try again.',
} as const;

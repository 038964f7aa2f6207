/** The favourite locations: the location bar's star, the dropdown and its menu, and their errors. */
export const messages = {
  'toggle.add': 'Add to favourites',
  'toggle.remove': 'Remove from favourites',
  dismiss: 'Dismiss',
  'removed.status': 'Removed {name}',
  'removed.undo': 'Undo',
  'manage.button': 'Manage Locations',
  'dropdown.label': 'Favourite locations',
  'list.label': 'Favourite locations',
  'menu.empty': 'No favourite locations yet',
  'error.invalidLocality':
    'Could not add favorite location for selected index: {index} - invalid Locality',
  'error.alreadyFavorite':
    'Selected Location at index: {index} with name: {name} is already a favorite location',
  'error.addLocalityFailed': 'Failed to add selected Locality at index: {index}',
  'error.noDevice': 'Saving favorite locations requires a device id',
  'error.toggleAdd': 'Could not add {name} to your favourite locations. Please try again.',
  'error.toggleRemove': 'Could not remove {name} from your favourite locations. Please try again.',
  'error.add': 'Could not add favorite location',
  'error.remove': 'Could not delete favorite location',
  'error.restore': 'Could not restore favorite location',
  'error.reorder': 'Could not reorder favorite locations',
  'error.toggle': 'Could not update your favourite locations. Please try again.',
  'error.nothingToUndo': 'Nothing to undo',
} as const;

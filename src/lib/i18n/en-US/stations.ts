/** The weather station selector of a location. */
export const messages = {
  station: 'Station: {name}',
  nearest: 'Nearest weather station',
  nearestNamed: 'Nearest weather station: {name}',
  unknown: 'Weather stations unavailable',
  chooseFor: 'Choose station for {name}',
  choose: 'Choose station',
  loading: 'Loading weather stations…',
  none: 'No weather stations nearby.',
  noneWithin:
    "No weather station is within {distance}, so the current conditions are the place's own. Choose a station to read them there.",
  showAll: 'Show all {count} stations',
  mapLabel: 'Map of the weather stations',
  groupLabel: 'Weather station',
  keyboardHint: 'Arrow keys move between stations; Enter or Space chooses one.',
  option: '{name} ({distance})',
  'error.load': 'Could not load stations',
  'error.update': 'Could not update the station',
  'error.toggleSelector': 'Could not toggle Station Selector for Location at Index: {index}',
  'error.mismatch':
    "Could not update the Favorite location's station to station with Id: {stationId}",
  'error.updateFailed': 'Failed to update favorite location at index: {index}',
} as const;

/** The location search box. */
export const messages = {
  noLocationsFound: 'No locations found',
  searchFailed: 'Location search failed',
  retry: 'Retry',
  placeholder: 'Search city or zip code',
  label: 'Search locations',
  recentSearches: 'Recent searches',
  searchResults: 'Search results',
  'recent.one': '{count} recent search',
  'recent.other': '{count} recent searches',
  'results.one': '{count} result',
  'results.other': '{count} results',
} as const;

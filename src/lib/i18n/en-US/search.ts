/** The location search box, and the results page its form lands on without JavaScript. */
export const messages = {
  noLocationsFound: 'No locations found',
  searchFailed: 'Location search failed',
  retry: 'Retry',
  placeholder: 'Search city or zip code',
  label: 'Search locations',
  formLabel: 'Location search',
  recentSearches: 'Recent searches',
  searchResults: 'Search results',
  'recent.one': '{count} recent search',
  'recent.other': '{count} recent searches',
  'results.one': '{count} result',
  'results.other': '{count} results',
  'page.heading': 'Search locations',
  'page.intro':
    'Type a city, a city with its state or country, or a US zip code in the search box at the top of the page and press Enter.',
  'page.resultsHeading': 'Search results for “{query}”',
  'page.resultsIntro': 'Choose a place to open its weather forecast.',
  'page.unavailable': 'Search is unavailable right now. Please try again.',
  'page.tooMany': 'Too many searches from here. Try again in {seconds} seconds.',
  'page.empty': 'Type a place name or zip code to search.',
  'page.tooLong': 'Search text can be at most {max} characters. Please shorten it and try again.',
  'page.malformed':
    'The search text in this address could not be read (it holds an invalid escape). Please type it again.',
  'page.repeated': 'Search for one place at a time: the address holds more than one search text.',
} as const;

/** The sitemap pages' texts (en-US). */
export const messages = {
  sitemap: 'Sitemap',
  indexTitle: 'Sitemap: Weather Forecasts by Continent and State',
  indexDescription:
    'Find the weather forecast for any place: browse by continent and country, or every place of each US state.',
  continentsHeading: 'Weather by continent',
  continentLink: 'Weather in {continent}',
  unitedStatesHeading: 'United States',
  statesLink: 'Weather by US state',
  continentTitle: '{continent} Weather Forecasts by Country',
  continentDescription:
    'Weather forecasts for the largest places of every country in {continent}, country by country.',
  continentHeading: 'Weather in {continent}',
  countryPlaces: 'Largest places in {country}',
  placeWithTerritory: '{place}, {territory}',
  unitedStates: 'United States',
  statesTitle: 'United States Weather Forecasts by State',
  statesDescription:
    'The weather forecast for every place in each of the 50 US states and the District of Columbia, state by state.',
  statesHeading: 'Weather by US state',
  statesList: 'The 50 states and the District of Columbia',
  stateTitle: '{state} Weather Forecasts for Every Place',
  stateDescription: 'Weather forecasts for every place in {state}, from A to Z.',
  stateHeading: 'Weather in {state}',
  statePlaces: 'Places in {state}',
  placeCount: '{count} places, from A to Z.',
  loadFailed: 'Failed to load sitemap',
  loadFailedHint: 'Please reload the page or try again later.',
  sitemapTrail: 'Sitemap trail',
} as const;

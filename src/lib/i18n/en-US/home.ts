/** The front page. */
export const messages = {
  'noPlace.heading': 'Your local weather',
  'noPlace.text': 'Search for a place above to see its forecast.',
  heading: 'Weather in {place}',
  shown: 'Showing the weather for {place}',
  'more.current': 'Current conditions for {place}',
  'more.hourly': 'Hourly forecast',
  'more.daily': '10-day forecast',
  side: 'More for this place',
  'explore.label': 'Forecasts for {place}',
  'explore.heading': 'Forecasts',
  'explore.now': 'Right now',
  'explore.hourly': 'Hour by hour (48 hours)',
  'explore.daily': '10 days ahead',
} as const;

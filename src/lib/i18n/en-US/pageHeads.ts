/** Page titles, descriptions and breadcrumb names, per page: what search results and tabs show. */
export const messages = {
  'trail.home': 'Home',
  'error.notFound': 'Page not found',
  'error.badRequest': 'Address not valid',
  'error.failed': 'Something went wrong',
  'home.title': 'Local Weather Forecast, News and Conditions',
  'home.description':
    'Current conditions, hourly and 10-day forecasts and weather alerts for your places.',
  'airQuality.title': '{name} Air Quality Index',
  'airQuality.description':
    'Air quality in {name} now: the US EPA Air Quality Index, its pollutants, health guidance and the forecast for the next 24 hours.',
  'alerts.title': '{name} Weather Alerts',
  'alerts.description':
    'Active weather alerts for {name}: warnings, watches and advisories with their severity, timing, affected area and what to do.',
  'maps.title': '{name} Weather Map & Radar',
  'maps.description':
    'Interactive weather map of {name}: animated radar of the past two hours, temperatures, active alerts and tropical storms.',
  'forecastNow.title': '{name} Current Weather',
  'forecastNow.description':
    'Current weather conditions for {name}: temperature, feels like, wind, humidity, pressure, visibility, the next 12 hours, sunrise and sunset.',
  'forecastHourly.title': '{name} Hourly Weather Forecast',
  'forecastHourly.description':
    'Hour-by-hour weather forecast for {name} for the next 48 hours: temperature, feels like, chance and amount of precipitation, wind and humidity.',
  'forecastDaily.title': '{name} 10-Day Weather Forecast',
  'forecastDaily.description':
    '10-day weather forecast for {name}: highs and lows, day and night, chance and amount of precipitation and wind.',
  'hurricaneActive.title': 'Active Hurricanes and Tropical Storms',
  'hurricaneActive.description':
    'Every active hurricane and tropical storm in the Atlantic and Pacific: category, maximum wind, pressure, movement, position, forecast cones and the latest advisories.',
  'trail.activeStorms': 'Active storms',
  'hurricaneStorm.title': '{label} Tracker: Forecast Cone, Track and Advisory',
  'hurricaneStorm.description':
    '{label}: maximum wind, pressure, movement and position, the forecast cone and track, forecast intensity and the latest public advisory from the National Hurricane Center.',
  'hurricaneOutlook.title': 'Tropical Weather Outlook: Atlantic and Pacific',
  'hurricaneOutlook.description':
    'Areas of disturbed weather in the Atlantic, Eastern Pacific and Central Pacific and their chances of becoming a tropical cyclone in the next 2 and 7 days.',
  'trail.outlook': 'Tropical outlook',
  'hurricaneBasin.title': '{name} Tropical Weather Outlook',
  'hurricaneBasin.description':
    'Areas of disturbed weather in the {name} and their chances of becoming a tropical cyclone in the next 2 and 7 days.',
  'lifePollen.title': '{n} Pollen Forecast',
  'lifePollen.description':
    'Pollen forecast for {n}: tree, grass and weed pollen levels today and for the next days.',
  'lifeColdFlu.title': '{n} Cold & Flu Forecast',
  'lifeColdFlu.description':
    'Cold and flu forecast for {n}: how cold, dry air and temperature swings raise the risk today and for the next days.',
  'lifeOutdoorSports.title': '{n} Outdoor Activity Forecast',
  'lifeOutdoorSports.description':
    'Outdoor activity forecast for {n}: running, cycling, golf, hiking, tennis and fishing conditions hour by hour.',
  'lifeSnowSki.title': '{n} Snow Forecast',
  'lifeSnowSki.description':
    'Snow forecast for {n}: snow depth now, snowfall by day and totals for the next 3 and 10 days.',
  'lifeTravel.title': '{n} Travel Weather',
  'lifeTravel.description':
    'Travel weather for {n}: conditions and weather delay risk at the nearest major airports, and the forecast for your trip.',
  'search.title': 'Search locations',
  'search.description': 'Find a city or zip code and open its weather forecast.',
  'search.resultsTitle': 'Search results for {query}',
  'search.resultsDescription': 'Places matching “{query}”: open one for its weather forecast.',
  'trail.search': 'Search',
} as const;

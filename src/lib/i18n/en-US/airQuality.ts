/** The air-quality page: the AQI now, pollutants, health guidance and the forecast. */
export const messages = {
  'forecast.heading': 'Next 24 hours',
  'forecast.unavailable': 'Air quality forecast not available.',
  'forecast.unknownCategory': 'unknown',
  'forecast.point': '{aqi} ({category}) at {hour}',
  'forecast.summary':
    'AQI over the next {hours} hours: {first} now, highest {high}, lowest {low}, {last} at the end.',
  'forecast.now': 'Now',
  'forecast.hourlyValues': 'Hourly values',
  'forecast.tableCaption': 'Hourly AQI forecast',
  'forecast.time': 'Time',
  'forecast.aqi': 'AQI',
  'forecast.category': 'Category',
  'current.heading': 'Current air quality',
  'current.asOf': 'As of',
  'current.time': '{date}, {time}',
  'current.scale': ' · US EPA Air Quality Index',
  'current.aqi': 'AQI',
  'current.colour': 'Colour: {colour}',
  'current.dominant': 'Dominant pollutant:',
  'pollutants.heading': 'Pollutants',
  'pollutants.tableRegion': 'Pollutants table',
  'pollutants.pollutant': 'Pollutant',
  'pollutants.concentration': 'Concentration',
  'pollutants.aqi': 'AQI',
  'pollutants.dominant': 'Dominant',
  'health.heading': 'Health guidance',
  'health.none': 'No cautionary statement: no precautions needed.',
  'health.sensitiveGroups': 'Sensitive groups',
  'health.generalPublic': 'General public',
  'health.categories': 'AQI categories',
  'health.range': '{min}–{max}',
  'health.colour': ' {colour}',
  'health.now': 'Now',
  'category.good.meaning':
    'Air quality is satisfactory, and air pollution poses little or no risk.',
  'category.moderate.meaning':
    'Air quality is acceptable. However, there may be a risk for some people, particularly those who are unusually sensitive to air pollution.',
  'category.moderate.sensitive':
    'Unusually sensitive people should consider reducing prolonged or heavy exertion.',
  'category.usg.meaning':
    'Members of sensitive groups may experience health effects. The general public is less likely to be affected.',
  'category.usg.sensitive': '{sensitive} should reduce prolonged or heavy exertion.',
  'category.unhealthy.meaning':
    'Some members of the general public may experience health effects; members of sensitive groups may experience more serious health effects.',
  'category.unhealthy.sensitive': '{sensitive} should avoid prolonged or heavy exertion.',
  'category.unhealthy.public': 'Everyone else should reduce prolonged or heavy exertion.',
  'category.veryUnhealthy.meaning':
    'Health alert: The risk of health effects is increased for everyone.',
  'category.veryUnhealthy.sensitive': '{sensitive} should avoid all physical activity outdoors.',
  'category.veryUnhealthy.public': 'Everyone else should avoid prolonged or heavy exertion.',
  'category.hazardous.meaning':
    'Health warning of emergency conditions: everyone is more likely to be affected.',
  'category.hazardous.sensitive': '{sensitive} should remain indoors and keep activity levels low.',
  'category.hazardous.public': 'Everyone should avoid all physical activity outdoors.',
  sensitiveGroups:
    'People with heart or lung disease, older adults, children, and people of lower socioeconomic status',
  'page.heading': '{place} Air Quality',
  'page.local': 'Local',
} as const;

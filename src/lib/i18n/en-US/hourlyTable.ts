/** The hourly forecast table (the hourly page). */
export const messages = {
  'table.region': 'Hourly forecast table',
  'table.caption': 'Hourly forecast',
  'table.time': 'Time',
  'table.sky': 'Sky',
  'table.temperature': 'Temperature',
  'table.temperatureShort': 'Temp',
  'table.feelsLike': 'Feels like',
  'table.feelsLikeShort': 'Feels',
  'table.chance': 'Chance of precipitation',
  'table.chanceShort': 'Chance',
  'table.precipitation': 'Precipitation',
  'table.precipitationShort': 'Amount',
  'table.wind': 'Wind',
  'table.humidity': 'Humidity',
  'table.humidityShort': 'Hum.',
} as const;

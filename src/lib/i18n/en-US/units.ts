/** The units Settings button and dialog. */
export const messages = {
  settings: 'Settings',
  'dialog.title': 'Settings',
  'legend.temperature': 'Temperature',
  'legend.windSpeed': 'Wind speed',
  'legend.pressure': 'Pressure',
  'legend.rain': 'Rain',
  'hint.rain':
    'Also sets snow, visibility and distances: in gives in and mi; mm or cm give cm and km.',
  temperatureChoice: '{label} {symbol}',
  'error.saveFailedShown':
    'Could not save your units. They apply to this page only; please try again.',
  'error.save': 'Could not save units',
  'error.load': 'Could not load units',
  'error.invalid': 'Invalid units returned from units API',
} as const;

/** The forecast pages of a place: now, hourly and 10-day. */
export const messages = {
  'daily.heading': '{place} 10-day forecast',
  'daily.headingNoPlace': '10-day forecast',
  'daily.chart': 'Highs and lows',
  'daily.days': 'Day by day',
  'hourly.heading': '{place} hourly forecast',
  'hourly.headingNoPlace': 'Hourly forecast',
  'hourly.chart': 'Next 48 hours',
  'now.heading': '{place} current weather',
  'now.noPlace': 'Current weather',
  'now.hourly': 'Hourly forecast',
} as const;

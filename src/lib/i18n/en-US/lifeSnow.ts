/** The life page of Snow and ski: the snowfall forecast. */
export const messages = {
  'snow.summary': 'Snowfall by day: {days}.',
  'snow.summaryDay': '{day} {amount}',
  'snow.glance': 'Snow at a glance',
  'snow.noneExpected': 'No snow expected in the next {count} days.',
  'snow.onGround': 'Snow on the ground',
  'snow.unknown': 'Unknown',
  'snow.none': 'None',
  'snow.next3': 'Next 3 days',
  'snow.nextDays': 'Next {count} days',
  'snow.byDay': 'Snowfall by day',
  'snow.axis': 'Snowfall ({unit})',
  'snow.forecast': 'Snow forecast',
  'snow.calendarDays':
    "Today counts the snow still to fall; each later day runs from midnight to midnight, the place's time. The 10-day forecast gives each day's daytime and the night after it.",
  'snow.snowfall': 'Snowfall',
  'snow.depth': 'Snow depth',
} as const;

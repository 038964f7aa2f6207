/** The life page of Travel: the road, air and destination conditions. */
export const messages = {
  'travel.visibility': 'Visibility {distance}',
  'travel.gusts': 'Gusts {speed}',
  'travel.away': '{distance} away',
  'travel.wind': 'Wind',
  'travel.gustsSuffix': ', gusts {speed}',
  'travel.visibilityTerm': 'Visibility',
  'travel.delayRisk': 'Weather delay risk',
  'travel.noDelay': 'No weather likely to hold up flights',
  'travel.airports': 'Nearby airports',
  'travel.noAirport': 'No major airport near this place.',
  'travel.weatherIn': 'Weather in {place}',
  'travel.feelsLike': 'Feels like {temperature}',
  'travel.humidity': 'Humidity',
  'travel.percent': '{value}%',
  'travel.nextHours': 'Next {count} hours',
  'travel.nextHoursTable': 'Next hours',
  'travel.chance': '{chance}% ·',
  'travel.how.intro':
    "The weather delay risk is worked out from each airport's current weather, not from flight schedules or airline notices; check with your airline before you travel.",
  'travel.how.high': 'High',
  'travel.how.highText':
    ': a thunderstorm, freezing rain or drizzle, heavy snow, visibility under {visibility}, or gusts of {gusts} or more.',
  'travel.how.moderate': 'Moderate',
  'travel.how.moderateText':
    ': other snow, visibility under {visibility}, or gusts of {gusts} or more.',
  'travel.how.low': 'Low',
  'travel.how.lowText': ': none of these.',
} as const;

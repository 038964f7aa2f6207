/**
 * Which Meteocons drawing shows each icon key: the condition keys the provider answers
 * (docs/provider-api.md, "Conditions") and the pages' own symbols (sun, moon, measures).
 * `scripts/build-weather-icons.mjs` builds the icon files from exactly these drawings.
 */
export const WEATHER_ICON_DRAWINGS = {
  'clear-day': 'clear-day',
  'clear-night': 'clear-night',
  'mostly-clear-day': 'partly-cloudy-day',
  'mostly-clear-night': 'partly-cloudy-night',
  'partly-cloudy-day': 'overcast-day',
  'partly-cloudy-night': 'overcast-night',
  cloudy: 'overcast',
  fog: 'fog',
  drizzle: 'drizzle',
  'freezing-drizzle': 'sleet',
  rain: 'rain',
  'heavy-rain': 'raindrops',
  'freezing-rain': 'sleet',
  snow: 'snow',
  'heavy-snow': 'snowflake',
  'showers-day': 'partly-cloudy-day-rain',
  'showers-night': 'partly-cloudy-night-rain',
  'snow-showers-day': 'partly-cloudy-day-snow',
  'snow-showers-night': 'partly-cloudy-night-snow',
  thunderstorm: 'thunderstorms-rain',
  'thunderstorm-hail': 'hail',
  unknown: 'not-available',
  sunrise: 'sunrise',
  sunset: 'sunset',
  'moon-new': 'moon-new',
  'moon-waxing-crescent': 'moon-waxing-crescent',
  'moon-first-quarter': 'moon-first-quarter',
  'moon-waxing-gibbous': 'moon-waxing-gibbous',
  'moon-full': 'moon-full',
  'moon-waning-gibbous': 'moon-waning-gibbous',
  'moon-last-quarter': 'moon-last-quarter',
  'moon-waning-crescent': 'moon-waning-crescent',
  raindrop: 'raindrop',
  wind: 'wind',
  humidity: 'humidity',
  'uv-index': 'uv-index',
  thermometer: 'thermometer',
  barometer: 'barometer',
  umbrella: 'umbrella',
  'smoke-particles': 'smoke-particles',
  hurricane: 'hurricane',
  windsock: 'windsock',
} as const;

export type WeatherIconKey = keyof typeof WEATHER_ICON_DRAWINGS;

/** The icon key shown for a key from data: itself when known, else `unknown`. */
export function weatherIconKey(key: string): WeatherIconKey {
  return Object.hasOwn(WEATHER_ICON_DRAWINGS, key) ? (key as WeatherIconKey) : 'unknown';
}

/** The icon key of a moon phase name (`Waxing Gibbous` → `moon-waxing-gibbous`, `Full Moon` → `moon-full`). */
export function moonIconKey(phaseName: string): WeatherIconKey {
  const name = phaseName
    .toLowerCase()
    .replace(/\s+moon$/, '')
    .trim()
    .replace(/\s+/g, '-');
  return weatherIconKey(`moon-${name}`);
}

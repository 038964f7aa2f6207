import type { WeatherCondition } from './types';

/** Text and icon of one WMO weather code; `dayNight` icons get a `-day` or `-night` suffix. */
interface CodeInfo {
  text: string;
  icon: string;
  dayNight?: boolean;
}

/** WMO weather interpretation codes (WW) as Open-Meteo documents them. */
const WMO_CODES: Record<number, CodeInfo> = {
  0: { text: 'Clear sky', icon: 'clear', dayNight: true },
  1: { text: 'Mainly clear', icon: 'mostly-clear', dayNight: true },
  2: { text: 'Partly cloudy', icon: 'partly-cloudy', dayNight: true },
  3: { text: 'Overcast', icon: 'cloudy' },
  45: { text: 'Fog', icon: 'fog' },
  48: { text: 'Depositing rime fog', icon: 'fog' },
  51: { text: 'Light drizzle', icon: 'drizzle' },
  53: { text: 'Moderate drizzle', icon: 'drizzle' },
  55: { text: 'Dense drizzle', icon: 'drizzle' },
  56: { text: 'Light freezing drizzle', icon: 'freezing-drizzle' },
  57: { text: 'Dense freezing drizzle', icon: 'freezing-drizzle' },
  61: { text: 'Slight rain', icon: 'rain' },
  63: { text: 'Moderate rain', icon: 'rain' },
  65: { text: 'Heavy rain', icon: 'heavy-rain' },
  66: { text: 'Light freezing rain', icon: 'freezing-rain' },
  67: { text: 'Heavy freezing rain', icon: 'freezing-rain' },
  71: { text: 'Slight snow fall', icon: 'snow' },
  73: { text: 'Moderate snow fall', icon: 'snow' },
  75: { text: 'Heavy snow fall', icon: 'heavy-snow' },
  77: { text: 'Snow grains', icon: 'snow' },
  80: { text: 'Slight rain showers', icon: 'showers', dayNight: true },
  81: { text: 'Moderate rain showers', icon: 'showers', dayNight: true },
  82: { text: 'Violent rain showers', icon: 'heavy-rain' },
  85: { text: 'Slight snow showers', icon: 'snow-showers', dayNight: true },
  86: { text: 'Heavy snow showers', icon: 'heavy-snow' },
  95: { text: 'Thunderstorm', icon: 'thunderstorm' },
  96: { text: 'Thunderstorm with slight hail', icon: 'thunderstorm-hail' },
  99: { text: 'Thunderstorm with heavy hail', icon: 'thunderstorm-hail' },
};

/** Condition of a WMO code; an unknown code answers `Unknown` with icon `unknown`. */
export function conditionFor(code: number, isDay: boolean): WeatherCondition {
  const info = WMO_CODES[code];
  if (!info) return { code, text: 'Unknown', icon: 'unknown' };
  return {
    code,
    text: info.text,
    icon: info.dayNight ? `${info.icon}-${isDay ? 'day' : 'night'}` : info.icon,
  };
}

/** True for codes with precipitation (drizzle, rain, snow, showers, thunderstorms). */
export function isWetCode(code: number): boolean {
  return code >= 51;
}

/** Cloud-cover code: 0 clear (< 20 %), 1 mainly clear (< 45 %), 2 partly cloudy (< 75 %), 3 overcast. */
export function cloudCode(cloudCoverPercent: number): number {
  if (cloudCoverPercent < 20) return 0;
  if (cloudCoverPercent < 45) return 1;
  if (cloudCoverPercent < 75) return 2;
  return 3;
}

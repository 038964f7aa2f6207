/** Typed weather fixtures for the life pages' tests (never imported by app code). */
import type { DailyWeather, WeatherConditions } from '@/types/weather';

/** A mild, dry, calm daytime hour (every field filled); override what a test is about. */
export function hourAt(
  time: string,
  overrides: Partial<WeatherConditions> = {},
): WeatherConditions {
  return {
    time,
    isDay: true,
    condition: { code: 1, text: 'Mainly clear', icon: 'mostly-clear-day' },
    temperatureC: 15,
    feelsLikeC: 15,
    dewPointC: 10,
    humidityPercent: 70,
    windSpeedMs: 2,
    windGustMs: 4,
    windDirectionDeg: 225,
    pressureHpa: 1015,
    precipitationProbabilityPercent: 0,
    precipitationMm: 0,
    snowfallCm: 0,
    uvIndex: 3,
    cloudCoverPercent: 20,
    visibilityKm: 20,
    ...overrides,
  };
}

/** A day of the daily forecast with a high and a low; override the rest as needed. */
export function dayOf(
  date: string,
  temperatureHighC: number,
  temperatureLowC: number,
  overrides: Partial<DailyWeather> = {},
): DailyWeather {
  return {
    date,
    startTime: `${date}T00:00:00-05:00`,
    condition: { code: 3, text: 'Overcast', icon: 'cloudy' },
    temperatureHighC,
    temperatureLowC,
    feelsLikeHighC: temperatureHighC,
    feelsLikeLowC: temperatureLowC,
    precipitationProbabilityPercent: 10,
    precipitationMm: 0,
    snowfallCm: 0,
    windSpeedMaxMs: 4,
    windGustMaxMs: 8,
    windDirectionDominantDeg: 270,
    uvIndexMax: 2,
    sunrise: `${date}T06:55:00-05:00`,
    sunset: `${date}T16:31:00-05:00`,
    sunAlwaysUp: false,
    sunAlwaysDown: false,
    moonrise: null,
    moonset: null,
    moonPhase: { name: 'Full Moon', illuminationPercent: 100, phase: 0.5 },
    ...overrides,
  };
}

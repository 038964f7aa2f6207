import type { HourlyForecast, WeatherConditions } from '@/types/weather';

/** Hours of the place's own forecast for the trip. */
export const TRIP_HOURS = 12;

/** An hour as the travel page's table shows it: time, sky, temperature, precipitation and wind. */
export type TripHour = Pick<
  WeatherConditions,
  | 'time'
  | 'condition'
  | 'temperatureC'
  | 'precipitationProbabilityPercent'
  | 'precipitationMm'
  | 'windDirectionDeg'
  | 'windSpeedMs'
>;

/** An hourly forecast with the trip's hours, each cut to what the table shows. */
export type TripHours = Omit<HourlyForecast, 'hours'> & { hours: TripHour[] };

/**
 * The first {@link TRIP_HOURS} hours of a forecast, each with only the fields the travel page
 * shows: a page's props travel to the browser in its HTML, so the page sends what it shows (the
 * provider's 48 hours of 17 fields each were three quarters of the page's data).
 */
export function tripHours(forecast: HourlyForecast): TripHours {
  return {
    ...forecast,
    hours: forecast.hours.slice(0, TRIP_HOURS).map((hour) => ({
      time: hour.time,
      condition: hour.condition,
      temperatureC: hour.temperatureC,
      precipitationProbabilityPercent: hour.precipitationProbabilityPercent,
      precipitationMm: hour.precipitationMm,
      windDirectionDeg: hour.windDirectionDeg,
      windSpeedMs: hour.windSpeedMs,
    })),
  };
}

import type { HourlyForecast } from '@/types/weather';

/** Hours the outdoor activity table shows. */
export const OUTDOOR_HOURS = 24;

/**
 * The hours of a forecast the outdoor page scores ({@link OUTDOOR_HOURS}), whole (the scores read
 * most of an hour's fields): the page sends what it shows, not the provider's 48 hours.
 */
export function outdoorHours(forecast: HourlyForecast): HourlyForecast {
  return { ...forecast, hours: forecast.hours.slice(0, OUTDOOR_HOURS) };
}

import type { HourlyForecast } from '@/types/weather';

/** Hours the outdoor activity table shows. */
export const OUTDOOR_HOURS = 24;

/**
 * The hours of a forecast the outdoor page scores, whole (the scores read most of an hour's
 * fields): the current hour, which "Right now" covers when the current conditions came, and the
 * {@link OUTDOOR_HOURS} after it. The page sends what it shows, not the provider's 48 hours.
 */
export function outdoorHours(forecast: HourlyForecast): HourlyForecast {
  return { ...forecast, hours: forecast.hours.slice(0, OUTDOOR_HOURS + 1) };
}

import type { HourlyForecast, WeatherConditions } from '@/types/weather';

/** An hour as the dryness of the air is read from it: its time, temperature and dew point. */
export type HumidityHour = Pick<WeatherConditions, 'time' | 'temperatureC' | 'dewPointC'>;

/** An hourly forecast with each hour cut to what the dryness of the air reads. */
export type HumidityHours = Omit<HourlyForecast, 'hours'> & { hours: HumidityHour[] };

/**
 * A forecast's hours with only the fields the cold & flu page reads: a page's props travel to the
 * browser in its HTML, so it sends 3 fields of an hour, not 17.
 */
export function humidityHours(forecast: HourlyForecast): HumidityHours {
  return {
    ...forecast,
    hours: forecast.hours.map((hour) => ({
      time: hour.time,
      temperatureC: hour.temperatureC,
      dewPointC: hour.dewPointC,
    })),
  };
}

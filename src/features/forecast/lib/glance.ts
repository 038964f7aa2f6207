import type {
  DailyForecast,
  DailyWeather,
  HourlyForecast,
  WeatherConditions,
} from '@/types/weather';

import type { NarrativeDay } from './narrative';

/** An hour as the strip shows it (time, sky, temperature, chance) and the pressure tendency reads it. */
export type GlanceHour = Pick<
  WeatherConditions,
  'time' | 'condition' | 'temperatureC' | 'precipitationProbabilityPercent' | 'pressureHpa'
>;

/** A day as the days at a glance and today's summary (its high, low and narrative) show it. */
export type GlanceDay = Pick<DailyWeather, 'date'> & NarrativeDay;

/** An hourly forecast with its first hours, each cut to what the strip shows. */
export type HourlyGlance = Omit<HourlyForecast, 'hours'> & { hours: GlanceHour[] };

/** A daily forecast with its first days, each cut to what the days at a glance show. */
export type DailyGlance = Omit<DailyForecast, 'days'> & { days: GlanceDay[] };

/**
 * The first `count` hours of a forecast, each with only the fields the strip and the pressure
 * tendency read: a page's props travel to the browser in its HTML, so a page sends what it shows
 * (an hour has 17 fields, the strip reads 5).
 */
export function hourlyGlance(forecast: HourlyForecast, count: number): HourlyGlance {
  return {
    ...forecast,
    hours: forecast.hours.slice(0, count).map((hour) => ({
      time: hour.time,
      condition: hour.condition,
      temperatureC: hour.temperatureC,
      precipitationProbabilityPercent: hour.precipitationProbabilityPercent,
      pressureHpa: hour.pressureHpa,
    })),
  };
}

/**
 * The first `count` days of a forecast, each with only the fields the days at a glance and today's
 * summary read (a day has 21 fields, they read 10).
 */
export function dailyGlance(forecast: DailyForecast, count: number): DailyGlance {
  return {
    ...forecast,
    days: forecast.days.slice(0, count).map((day) => ({
      date: day.date,
      condition: day.condition,
      temperatureHighC: day.temperatureHighC,
      temperatureLowC: day.temperatureLowC,
      precipitationProbabilityPercent: day.precipitationProbabilityPercent,
      precipitationMm: day.precipitationMm,
      snowfallCm: day.snowfallCm,
      windSpeedMaxMs: day.windSpeedMaxMs,
      windGustMaxMs: day.windGustMaxMs,
      windDirectionDominantDeg: day.windDirectionDominantDeg,
    })),
  };
}

/** The forecast feature's public surface: what pages compute on the server from the forecast. */
export {
  dailyGlance,
  hourlyGlance,
  type DailyGlance,
  type GlanceDay,
  type GlanceHour,
  type HourlyGlance,
} from './lib/glance';
export {
  dayParts,
  daytimePart,
  forecastDays,
  nightPart,
  PART_HOURS,
  tonightPart,
  withPartFigures,
  withPartTemperatures,
  type DayAndNight,
  type DaytimePart,
  type NightPart,
} from './lib/dayParts';
export {
  forecastPressureTendency,
  pressureTendency,
  type PressureTrend,
} from './lib/pressureTendency';

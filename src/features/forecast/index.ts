/** The forecast feature's public surface: what pages compute on the server from the forecast. */
export {
  dailyGlance,
  hourlyGlance,
  type DailyGlance,
  type GlanceDay,
  type GlanceHour,
  type HourlyGlance,
} from './lib/glance';
export { nightPart, nightParts, type NightPart } from './lib/nightPart';
export {
  forecastPressureTendency,
  pressureTendency,
  type PressureTrend,
} from './lib/pressureTendency';

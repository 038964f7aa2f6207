export { dateTimeFormat } from './dateTimeFormat';
export {
  formatClock,
  formatDayChange,
  formatDuration,
  formatHour,
  formatMonthDay,
  formatWeekday,
  isNewDay,
  localDate,
  localParts,
  monthName,
} from './localTime';
export {
  formatClockInSpan,
  offsetMinutesAt,
  zoneOffsetSpan,
  type ZoneOffsetSpan,
} from './zoneOffset';

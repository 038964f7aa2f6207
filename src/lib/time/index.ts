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
} from './localTime';

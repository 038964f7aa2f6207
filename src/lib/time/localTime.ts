/**
 * Times of a place as the provider gives them: ISO 8601 with the place's offset
 * (`2026-06-21T05:25:03-04:00`). The wall-clock part is the place's local time, so these read it
 * directly and never use the machine's or the browser's zone (server and browser render alike).
 */

const ISO_LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The local wall-clock fields of a provider time or date. */
export type LocalParts = Readonly<{
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
}>;

/** Days to add per month for Sakamoto's weekday formula (March-based, hence the January shift). */
const MONTH_OFFSETS = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4];

/** The weekday (0 = Sunday) of a Gregorian date, by arithmetic (Sakamoto's method). */
export function weekdayOf(year: number, month: number, day: number): number {
  const y = month < 3 ? year - 1 : year;
  return (
    (y +
      Math.floor(y / 4) -
      Math.floor(y / 100) +
      Math.floor(y / 400) +
      (MONTH_OFFSETS[month - 1] ?? 0) +
      day) %
    7
  );
}

function parseLocalParts(iso: string): LocalParts | null {
  const m = ISO_LOCAL.exec(iso);
  if (!m) return null;
  const [year, month, day, hour, minute] = [m[1], m[2], m[3], m[4] ?? '0', m[5] ?? '0'].map(
    Number,
  ) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  return { year, month, day, hour, minute, weekday: weekdayOf(year, month, day) };
}

/**
 * Times already read: a forecast page formats the same hours and days many times over (clock,
 * weekday, day changes), on the server for every request and in the browser while hydrating.
 */
const parsed = new Map<string, LocalParts | null>();
const MAX_PARSED = 4096;

/** The local wall-clock fields of a provider time or date (`YYYY-MM-DD`); null when unreadable. */
export function localParts(iso: string): LocalParts | null {
  let parts = parsed.get(iso);
  if (parts === undefined) {
    parts = parseLocalParts(iso);
    if (parsed.size >= MAX_PARSED) parsed.clear();
    parsed.set(iso, parts);
  }
  return parts;
}

const pad = (n: number) => String(n).padStart(2, '0');
const hour12 = (h: number) => (h % 12 === 0 ? 12 : h % 12);
const meridiem = (h: number) => (h < 12 ? 'AM' : 'PM');

/** `h:mm a`: `5:25 AM`. */
export function formatClock(iso: string): string {
  const p = localParts(iso);
  return p ? `${hour12(p.hour)}:${pad(p.minute)} ${meridiem(p.hour)}` : '--';
}

/** The minutes of a clock reading where they are not :00 (a half-hour time zone's `:30`), else ''. */
const minutesIfAny = (minute: number) => (minute === 0 ? '' : `:${pad(minute)}`);

/**
 * `h a`: `5 AM` (an hour of a forecast strip); `5:30 AM` where the place's hours fall on the half
 * hour (India, Newfoundland, parts of Australia).
 */
export function formatHour(iso: string): string {
  const p = localParts(iso);
  return p ? `${hour12(p.hour)}${minutesIfAny(p.minute)} ${meridiem(p.hour)}` : '--';
}

/**
 * `MMM. d, hh a`: `Jun. 21, 05 AM` (marks where a new day starts in an hourly strip or list);
 * `Jun. 21, 05:30 AM` on the half hour.
 */
export function formatDayChange(iso: string): string {
  const p = localParts(iso);
  return p
    ? `${MONTHS[p.month - 1]}. ${p.day}, ${pad(hour12(p.hour))}${minutesIfAny(p.minute)} ${meridiem(p.hour)}`
    : '--';
}

/** The weekday's name (`Saturday`), `Today` for `todayIso`'s date, short (`Sat`) when asked. */
export function formatWeekday(
  iso: string,
  options: { today?: string; short?: boolean } = {},
): string {
  const p = localParts(iso);
  if (!p) return '--';
  if (options.today && localDate(options.today) === localDate(iso)) return 'Today';
  const name = WEEKDAYS[p.weekday] ?? '';
  return options.short ? name.slice(0, 3) : name;
}

/** `Jun. 21` */
export function formatMonthDay(iso: string): string {
  const p = localParts(iso);
  return p ? `${MONTHS[p.month - 1]}. ${p.day}` : '--';
}

/** The local date `YYYY-MM-DD` of a provider time (or date). */
export function localDate(iso: string): string {
  return iso.slice(0, 10);
}

/** True when `iso` starts a different local day than `previousIso`. */
export function isNewDay(iso: string, previousIso: string | undefined): boolean {
  return previousIso !== undefined && localDate(iso) !== localDate(previousIso);
}

/** `10 h 42 min` for a number of minutes. */
export function formatDuration(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  const h = Math.floor(total / 60);
  const m = total % 60;
  return h === 0 ? `${m} min` : `${h} h ${pad(m)} min`;
}

/**
 * The English name of a month, 1–12 (`11` → `November`); empty for any other number. From a table,
 * not Intl: a page's first Intl.DateTimeFormat loads the browser's date-formatting data, which
 * took about 50 ms of a throttled phone's start-up for two month names.
 */
export function monthName(month: number): string {
  return MONTH_NAMES[month - 1] ?? '';
}

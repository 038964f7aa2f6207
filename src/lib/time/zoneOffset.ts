import { dateTimeFormat } from './dateTimeFormat';
import { formatClock } from './localTime';

/**
 * A place's offset from UTC over a span of time in which it does not change. The server works it
 * out with `Intl` and sends it with a page, so the browser reads times of that span on the
 * place's clock by arithmetic: a browser's first zoned `Intl.DateTimeFormat` loads its time-zone
 * data, 100–150 ms of a throttled phone's main thread.
 */
export interface ZoneOffsetSpan {
  /** Minutes east of UTC (`60` for Paris in winter, `-420` for Denver). */
  offsetMinutes: number;
  /** The span, as UTC milliseconds (both ends included). */
  fromMs: number;
  untilMs: number;
}

/** How far the span reaches before and after the moment it is worked out. */
const SPAN_BEFORE_MS = 6 * 3600_000;
const SPAN_AFTER_MS = 24 * 3600_000;

const LONG_OFFSET = /^GMT(?:([+\u2212-])(\d{1,2})(?::(\d{2}))?)?$/;

/** The zone's offset from UTC at `ms`, in minutes; null for a zone the runtime does not know. */
export function offsetMinutesAt(timeZone: string, ms: number): number | null {
  let name: string | undefined;
  try {
    name = dateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(ms)
      .find((part) => part.type === 'timeZoneName')?.value;
  } catch {
    return null;
  }
  const m = name === undefined ? null : LONG_OFFSET.exec(name);
  if (!m) return null;
  if (!m[1]) return 0;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return m[1] === '+' ? minutes : -minutes;
}

/**
 * The zone's offset from 6 hours before `nowMs` to 24 hours after, or null when it changes in that
 * span (a daylight-saving change) or the zone is unknown: the browser then asks `Intl` itself.
 * Offsets change at most twice a year, months apart, so equal offsets at both ends and at `nowMs`
 * hold across the whole span.
 */
export function zoneOffsetSpan(
  timeZone: string | null | undefined,
  nowMs: number,
): ZoneOffsetSpan | null {
  if (!timeZone) return null;
  const fromMs = nowMs - SPAN_BEFORE_MS;
  const untilMs = nowMs + SPAN_AFTER_MS;
  const offset = offsetMinutesAt(timeZone, nowMs);
  if (offset === null) return null;
  if (offsetMinutesAt(timeZone, fromMs) !== offset || offsetMinutesAt(timeZone, untilMs) !== offset)
    return null;
  return { offsetMinutes: offset, fromMs, untilMs };
}

/**
 * A UTC time (`ms`) as `h:mm a` on the clock of `span`, or null when the time falls outside the
 * span (or there is none).
 */
export function formatClockInSpan(
  ms: number,
  span: ZoneOffsetSpan | null | undefined,
): string | null {
  if (!span || !Number.isFinite(ms) || ms < span.fromMs || ms > span.untilMs) return null;
  // The wall-clock fields of the shifted time, read as the place's local time.
  return formatClock(new Date(ms + span.offsetMinutes * 60_000).toISOString());
}

/** A place's clock: an IANA zone when known, else a fixed offset (round(longitude / 15) hours). */
export interface Zone {
  timeZone: string | null;
  fixedOffsetMinutes: number;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const formatters = new Map<string, Intl.DateTimeFormat>();

function offsetFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True when `timeZone` is an IANA zone this runtime knows. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    offsetFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone of a point: its `timeZone` when valid, else the longitude's nominal offset. */
export function zoneFor(point: { longitude: number; timeZone?: string | null }): Zone {
  const fixedOffsetMinutes = Math.round(point.longitude / 15) * 60 + 0;
  const tz = point.timeZone && isValidTimeZone(point.timeZone) ? point.timeZone : null;
  return { timeZone: tz, fixedOffsetMinutes };
}

/** UTC offset of the zone at instant `ms`, in minutes (east positive). */
export function offsetMinutesAt(zone: Zone, ms: number): number {
  if (!zone.timeZone) return zone.fixedOffsetMinutes;
  const name =
    offsetFormatter(zone.timeZone)
      .formatToParts(new Date(ms))
      .find((p) => p.type === 'timeZoneName')?.value ?? '';
  const m = /GMT([+-])(\d{1,2})(?::(\d{2}))?/.exec(name);
  if (!m) return 0; // "GMT" alone: UTC
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return m[1] === '-' ? -minutes : minutes;
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** `±HH:MM` for an offset in minutes. */
export function formatOffset(minutes: number): string {
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

/** ISO 8601 local time with offset, whole seconds: `2026-06-21T05:25:13-04:00`. */
export function formatLocalIso(ms: number, zone: Zone): string {
  const seconds = Math.floor(ms / 1000) * 1000;
  const offset = offsetMinutesAt(zone, seconds);
  const wall = new Date(seconds + offset * 60_000).toISOString().slice(0, 19);
  return `${wall}${formatOffset(offset)}`;
}

/** Local calendar date `YYYY-MM-DD` of instant `ms`. */
export function localDateString(ms: number, zone: Zone): string {
  return new Date(ms + offsetMinutesAt(zone, ms) * 60_000).toISOString().slice(0, 10);
}

/**
 * The instant at which the wall-clock time `wallMs` (a local time written as if it were UTC)
 * happens in the zone. Nonexistent times (DST gaps) resolve to the later offset.
 */
export function wallToInstant(wallMs: number, zone: Zone): number {
  let instant = wallMs - offsetMinutesAt(zone, wallMs) * 60_000;
  for (let i = 0; i < 2; i++) {
    const next = wallMs - offsetMinutesAt(zone, instant) * 60_000;
    if (next === instant) break;
    instant = next;
  }
  return instant;
}

/** Local midnight that starts the local day containing `ms`. */
export function localDayStart(ms: number, zone: Zone): number {
  const wall = ms + offsetMinutesAt(zone, ms) * 60_000;
  return wallToInstant(Math.floor(wall / DAY_MS) * DAY_MS, zone);
}

/** Local midnight that starts the day after the one starting at `dayStartMs` (days are 23–25 h around DST changes). */
export function nextLocalDayStart(dayStartMs: number, zone: Zone): number {
  return localDayStart(dayStartMs + 26 * HOUR_MS, zone);
}

/** Start of the UTC hour containing `ms`. */
export function hourStart(ms: number): number {
  return Math.floor(ms / HOUR_MS) * HOUR_MS;
}

/** Milliseconds in an hour. */
export const HOUR = HOUR_MS;

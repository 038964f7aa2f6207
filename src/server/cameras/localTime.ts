import '@/server/serverOnly';

import { dateTimeFormat } from '@/lib/time';

const pad = (n: number) => String(n).padStart(2, '0');

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  return dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}

/** A zone's offset from UTC at an instant, in minutes (east positive); 0 for an unknown zone. */
export function zoneOffsetMinutes(ms: number, timeZone: string): number {
  try {
    const parts = wallClockFormat(timeZone).formatToParts(new Date(ms));
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
    const wall = Date.UTC(
      get('year'),
      get('month') - 1,
      get('day'),
      get('hour'),
      get('minute'),
      get('second'),
    );
    return Math.round((wall - Math.floor(ms / 1000) * 1000) / 60_000);
  } catch {
    return 0;
  }
}

/**
 * An instant as the place's wall clock with its offset (`2026-11-23T09:05:00-08:00`), the form
 * `src/lib/time` reads; UTC (`+00:00`) when the zone is unknown.
 */
export function placeLocalIso(ms: number, timeZone: string | null | undefined): string {
  const offset = timeZone ? zoneOffsetMinutes(ms, timeZone) : 0;
  const wall = new Date(Math.floor(ms / 1000) * 1000 + offset * 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${wall.toISOString().slice(0, 19)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * The instant of a wall-clock time in a zone (`2026-11-23`, `09:05:00`, `America/Los_Angeles`);
 * null when unreadable. Around a daylight-saving change the offset of the hour after is used.
 */
export function wallTimeToMs(date: string, time: string, timeZone: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!m || !t) return null;
  const wall = Date.UTC(
    Number(m[1]),
    Number(m[2]) - 1,
    Number(m[3]),
    Number(t[1]),
    Number(t[2]),
    Number(t[3] ?? 0),
  );
  if (!Number.isFinite(wall)) return null;
  // Two passes settle the offset that holds at the resulting instant.
  let ms = wall - zoneOffsetMinutes(wall, timeZone) * 60_000;
  ms = wall - zoneOffsetMinutes(ms, timeZone) * 60_000;
  return ms;
}

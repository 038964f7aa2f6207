import '@/server/serverOnly';

const HOUR_MS = 3_600_000;

interface Timed {
  place?: { utcOffsetSeconds?: number };
  hours?: unknown;
  days?: unknown;
}

/** How many leading entries `isPast` holds for (the lists are in time order). */
function pastCount(entries: readonly unknown[], isPast: (entry: unknown) => boolean): number {
  let n = 0;
  while (n < entries.length && isPast(entries[n])) n++;
  return n;
}

function field(entry: unknown, name: 'time' | 'date'): string | undefined {
  const value = (entry as Record<string, unknown> | null)?.[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * A weather payload as of `now`: without the hours already over (`time` + 1 h ≤ now) and the days
 * before the place's local today (`date`, read in the payload's UTC offset). The server cache keeps
 * a forecast for minutes, so without this a page opened just after the hour (or the place's
 * midnight) would begin with an hour gone by, or call yesterday "Today". The cached payload is
 * never changed; the same one comes back when nothing is past.
 */
export function fromNow<T>(payload: T, now: number = Date.now()): T {
  const timed = payload as Timed;
  const hours = Array.isArray(timed.hours) ? timed.hours : [];
  const days = Array.isArray(timed.days) ? timed.days : [];
  const pastHours = pastCount(hours, (h) => {
    const start = Date.parse(field(h, 'time') ?? '');
    return start + HOUR_MS <= now;
  });
  const offsetMs = (timed.place?.utcOffsetSeconds ?? 0) * 1000;
  const today = new Date(now + offsetMs).toISOString().slice(0, 10);
  const pastDays = pastCount(days, (d) => {
    const date = field(d, 'date');
    return date !== undefined && date < today;
  });
  if (pastHours === 0 && pastDays === 0) return payload;
  return {
    ...payload,
    ...(pastHours > 0 ? { hours: hours.slice(pastHours) } : {}),
    ...(pastDays > 0 ? { days: days.slice(pastDays) } : {}),
  };
}

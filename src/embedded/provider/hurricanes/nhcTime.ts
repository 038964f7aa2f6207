/**
 * Times as NHC writes them, to ISO UTC: ISO strings, best-track date-time groups ('2024100812'),
 * and the wall-clock forms of its products ('1000 AM CDT Tue Oct 08 2024',
 * '10:00 AM CDT October 08, 2024', '2024-10-08 10:00 AM Tue CDT', '1500 UTC Tue Oct 08 2024').
 */

/** Offsets (hours from UTC) of the zone abbreviations NHC and CPHC products use. */
const ZONES: Readonly<Record<string, number>> = {
  UTC: 0,
  GMT: 0,
  Z: 0,
  AST: -4,
  ADT: -3,
  EST: -5,
  EDT: -4,
  CST: -6,
  CDT: -5,
  MST: -7,
  MDT: -6,
  PST: -8,
  PDT: -7,
  AKST: -9,
  AKDT: -8,
  HST: -10,
  CHST: 10,
};

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function iso(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  offsetH: number,
) {
  const ms = Date.UTC(year, month, day, hour, minute) - offsetH * 3_600_000;
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** An NHC time as ISO UTC, or null when it cannot be read (no date, no zone). */
export function nhcTime(value: string): string | null {
  const v = value.trim();
  const dtg = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})?$/.exec(v);
  if (dtg) {
    const [, y, mo, d, h, mi] = dtg.map(Number) as [number, number, number, number, number, number];
    return iso(y, mo - 1, d, h, Number.isNaN(mi) ? 0 : mi, 0);
  }
  if (/^\d{4}-\d{2}-\d{2}T/.test(v)) {
    const ms = Date.parse(v);
    return Number.isNaN(ms) ? null : new Date(ms).toISOString();
  }
  const zoneName = /\b(UTC|GMT|AKST|AKDT|CHST|[AECMP][SD]T|AST|ADT|HST)\b/i
    .exec(v)?.[1]
    ?.toUpperCase();
  const offset = zoneName === undefined ? undefined : ZONES[zoneName];
  if (offset === undefined) return null;

  let year: number, month: number, day: number;
  const ymd = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(v);
  const named =
    /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})\b/i.exec(
      v,
    );
  if (ymd) [year, month, day] = [Number(ymd[1]), Number(ymd[2]) - 1, Number(ymd[3])];
  else if (named?.[1]) {
    [year, month, day] = [
      Number(named[3]),
      MONTHS.indexOf(named[1].toLowerCase()),
      Number(named[2]),
    ];
  } else return null;

  // The clock: '10:00 AM', '1000 AM', or 24-hour '1500' before UTC.
  const twelve = /\b(\d{1,2}):?(\d{2})\s*([AP])\.?M\.?\b/i.exec(v);
  let hour: number, minute: number;
  if (twelve) {
    hour = (Number(twelve[1]) % 12) + (twelve[3]?.toUpperCase() === 'P' ? 12 : 0);
    minute = Number(twelve[2]);
  } else {
    const clock = /\b(\d{2}):?(\d{2})\s*(?:UTC|GMT|Z)\b/i.exec(v);
    if (!clock) return null;
    [hour, minute] = [Number(clock[1]), Number(clock[2])];
  }
  return iso(year, month, day, hour, minute, offset);
}

import { astronomyFields } from './dailyAggregate';
import { localDateString, localDayStart, nextLocalDayStart, type Zone } from './localTime';
import type { AlmanacDay } from './types';

/** Minutes the sun is up on a local day: 1440 in polar day, 0 in polar night, else sunset − sunrise. */
export function dayLengthMinutes(
  day: Pick<AlmanacDay, 'sunrise' | 'sunset' | 'sunAlwaysUp' | 'sunAlwaysDown'>,
): number {
  if (day.sunAlwaysUp) return 1440;
  if (day.sunAlwaysDown || !day.sunrise || !day.sunset) return 0;
  const minutes = Math.round((Date.parse(day.sunset) - Date.parse(day.sunrise)) / 60_000);
  return Math.min(1440, Math.max(0, minutes));
}

/** Sun and moon (SunCalc) for `days` local days from the one containing `nowMs`. */
export function almanacDays(
  latitude: number,
  longitude: number,
  zone: Zone,
  nowMs: number,
  days: number,
): AlmanacDay[] {
  const out: AlmanacDay[] = [];
  let start = localDayStart(nowMs, zone);
  for (let d = 0; d < days; d++) {
    const end = nextLocalDayStart(start, zone);
    const astro = astronomyFields(latitude, longitude, start, end, zone);
    out.push({
      date: localDateString(start, zone),
      ...astro,
      dayLengthMinutes: dayLengthMinutes(astro),
    });
    start = end;
  }
  return out;
}

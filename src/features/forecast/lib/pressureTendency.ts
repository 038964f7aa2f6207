import type { WeatherConditions } from '@/types/weather';

/** Which way the air pressure goes. */
export type PressureTendency = 'rising' | 'falling' | 'steady';

/** A pressure tendency and the change it was read from (hPa over the 3 hours compared). */
export interface PressureTrend {
  tendency: PressureTendency;
  changeHpa: number;
}

const HOUR_MS = 3_600_000;
/** A change smaller than this over 3 hours counts as steady. */
export const STEADY_LIMIT_HPA = 0.5;

function pressureNear(
  hours: readonly Pick<WeatherConditions, 'time' | 'pressureHpa'>[],
  atMs: number,
): number | null {
  const hit = hours.find((h) => Math.abs(Date.parse(h.time) - atMs) <= HOUR_MS / 2);
  return hit && Number.isFinite(hit.pressureHpa) ? hit.pressureHpa : null;
}

/**
 * The pressure tendency at `now` (a reading's time and its pressure): the change over the previous
 * 3 hours when the hourly series holds that hour, else the change the series forecasts over the
 * next 3 hours. Null when the series covers neither.
 */
export function pressureTendency(
  now: Pick<WeatherConditions, 'time' | 'pressureHpa'>,
  hours: readonly Pick<WeatherConditions, 'time' | 'pressureHpa'>[],
): PressureTrend | null {
  const nowMs = Date.parse(now.time);
  if (!Number.isFinite(nowMs) || !Number.isFinite(now.pressureHpa)) return null;
  const before = pressureNear(hours, nowMs - 3 * HOUR_MS);
  const after = pressureNear(hours, nowMs + 3 * HOUR_MS);
  const change =
    before !== null ? now.pressureHpa - before : after !== null ? after - now.pressureHpa : null;
  if (change === null) return null;
  const changeHpa = Math.round(change * 10) / 10;
  const tendency: PressureTendency =
    Math.abs(change) < STEADY_LIMIT_HPA ? 'steady' : change > 0 ? 'rising' : 'falling';
  return { tendency, changeHpa: changeHpa === 0 ? 0 : changeHpa };
}

/**
 * The tendency the hourly series itself shows from its first hour: one source at both ends. The
 * current conditions shown beside it may be another point's (a chosen station's), whose pressure
 * against the place's forecast would read as a change that is only the distance between them.
 */
export function forecastPressureTendency(
  hours: readonly Pick<WeatherConditions, 'time' | 'pressureHpa'>[],
): PressureTrend | null {
  const first = hours[0];
  return first ? pressureTendency(first, hours) : null;
}

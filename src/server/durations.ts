/**
 * Units of time for the server's lifetimes, limits and cache TTLs (one home, so `60 * 60 * 1000`
 * is never spelled out twice). `_MS` values are milliseconds, `_S` values seconds.
 */
export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export const MINUTE_S = 60;
export const HOUR_S = 60 * MINUTE_S;
export const DAY_S = 24 * HOUR_S;
export const YEAR_S = 365 * DAY_S;

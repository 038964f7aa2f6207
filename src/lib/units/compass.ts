const POINTS = [
  'N',
  'NNE',
  'NE',
  'ENE',
  'E',
  'ESE',
  'SE',
  'SSE',
  'S',
  'SSW',
  'SW',
  'WSW',
  'W',
  'WNW',
  'NW',
  'NNW',
] as const;

/** The 16-point compass name of a direction in degrees (`225` → `SW`); `--` when unknown. */
export function compassPoint(deg: number | null | undefined): string {
  if (deg === null || deg === undefined || !Number.isFinite(deg)) return '--';
  return POINTS[Math.round((((deg % 360) + 360) % 360) / 22.5) % 16] ?? 'N';
}

import type { UvRisk } from '@/types/weather';

/** The WHO risk category of a UV index, null when unknown. */
export function uvRisk(index: number | null | undefined): UvRisk | null {
  if (index === null || index === undefined || !Number.isFinite(index)) return null;
  const i = Math.round(index);
  if (i <= 2) return 'Low';
  if (i <= 5) return 'Moderate';
  if (i <= 7) return 'High';
  if (i <= 10) return 'Very High';
  return 'Extreme';
}

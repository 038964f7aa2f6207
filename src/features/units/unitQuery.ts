/** Hurricane pages carry the wind (su) and pressure (pu) units in their query. */
import type { PressureUnit, WindUnit } from '@/types/location';

/** Page ids of the hurricane pages. */
export const HURRICANE_PAGE_IDS: ReadonlySet<string> = new Set([
  'hurricane-active',
  'hurricane-active-name',
  'hurricane-outlook',
  'hurricane-outlook-basin',
]);

/** True when the page id is a hurricane page. */
export function isHurricanePage(pageId: string): boolean {
  return HURRICANE_PAGE_IDS.has(pageId);
}

/** The same path and query (hash dropped) with `su` and `pu` set to the given units. */
export function withUnitQuery(
  asPath: string,
  windUnit: WindUnit,
  pressureUnit: PressureUnit,
): string {
  const [withoutHash = ''] = asPath.split('#');
  const queryStart = withoutHash.indexOf('?');
  const path = queryStart === -1 ? withoutHash : withoutHash.slice(0, queryStart);
  const params = new URLSearchParams(queryStart === -1 ? '' : withoutHash.slice(queryStart + 1));
  params.set('su', String(windUnit));
  params.set('pu', String(pressureUnit));
  return `${path || '/'}?${params.toString()}`;
}

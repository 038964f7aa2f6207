import type { Basin, OutlookPayload, Storm, StormGis } from '@/types/hurricane';

import {
  BASIN_EXTENTS,
  buildHurricaneMapData,
  stormMarkers,
  type HurricaneMapData,
  type StormMarker,
} from './hurricaneMapData';
import type { LonLatBox } from './svgMap';

/** A page's map: its layers and the box it shows at least (null: just what is drawn). */
export interface PageMap {
  data: HurricaneMapData;
  extent: LonLatBox | null;
}

/** The map of the active storms (or one storm's page): positions, cones and tracks. */
export function stormsMap(storms: readonly Storm[], gis: readonly StormGis[]): PageMap {
  return { data: buildHurricaneMapData(stormMarkers(storms), gis), extent: null };
}

/**
 * The map of the outlook pages: the areas of each basin that has shapes, over the basins drawn
 * whole (the areas against the coasts around them), with the active storms. Null when no basin
 * gives shapes (the areas are only listed).
 */
export function outlookMap(
  outlooks: readonly { basin: Basin; outlook: OutlookPayload | null }[],
  storms: readonly StormMarker[],
): PageMap | null {
  const drawn = outlooks.filter(({ outlook }) => (outlook?.areaShapes?.features.length ?? 0) > 0);
  const extent = drawn.reduce<LonLatBox | null>((box, { basin }) => {
    const b = BASIN_EXTENTS[basin];
    return box
      ? [
          Math.min(box[0], b[0]),
          Math.min(box[1], b[1]),
          Math.max(box[2], b[2]),
          Math.max(box[3], b[3]),
        ]
      : b;
  }, null);
  if (!extent) return null;
  return {
    data: buildHurricaneMapData(
      storms,
      [],
      drawn.flatMap(({ outlook }) => (outlook?.areaShapes ? [outlook.areaShapes] : [])),
    ),
    extent,
  };
}

/**
 * A basin's outlook as the pages list it: its areas' shapes left out (the server draws them on
 * the map), with whether it had any (`mapped`: else the areas are listed only).
 */
export type ListedOutlook = Omit<OutlookPayload, 'areaShapes'> & { mapped: boolean };

/** The outlook without its areas' shapes (see `ListedOutlook`). */
export function listedOutlook(outlook: OutlookPayload): ListedOutlook {
  const { areaShapes, ...listed } = outlook;
  return { ...listed, mapped: (areaShapes?.features.length ?? 0) > 0 };
}

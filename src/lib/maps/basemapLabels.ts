// The basemap's place labels: which places are shipped, from which zoom each shows, and the font.
// Shared by build-basemap.mjs (run by Node, which strips the types) and the basemap style, so it
// imports nothing.

/** How many of the most populous places are shipped in /maps/places.geojson. */
export const PLACE_COUNT = 3000;

/** Where the places are served (built by build-basemap.mjs from the gazetteer's GeoNames data). */
export const PLACES_URL = '/maps/places.geojson';

/** The labels' font stack: one font, whose glyphs build-basemap.mjs renders. */
export const LABEL_FONT = 'NotoSans-SemiBold';

/** The glyph ranges shipped (Latin, Latin-1, Latin Extended-A and -B); other names use ASCII. */
export const LABEL_RANGES = ['0-255', '256-511'] as const;

/** The glyph URL template of the style (maplibre fills in the font stack and range). */
export const GLYPHS_URL = '/maps/fonts/{fontstack}/{range}.pbf';

/**
 * Rank (0: the most populous) → the lowest zoom the place's label is shown at: the largest
 * cities from the world view, then more places at each zoom, every shipped place from zoom 7
 * (the weather map's default). Labels that would still collide are dropped by maplibre, the
 * larger place (lower rank) winning.
 */
const MIN_ZOOM_BY_RANK: ReadonlyArray<readonly [maxRank: number, zoom: number]> = [
  [40, 2],
  [150, 3],
  [400, 4],
  [900, 5],
  [1800, 6],
];

export function placeMinZoom(rank: number): number {
  for (const [maxRank, zoom] of MIN_ZOOM_BY_RANK) if (rank < maxRank) return zoom;
  return 7;
}

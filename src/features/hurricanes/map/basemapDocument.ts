import type { Geometry } from 'geojson';

import { BASEMAP_STYLE, SVG_MAP_HEIGHT, SVG_MAP_WIDTH, type LonLatBox } from './mapStyle';
import { svgBasemap, type BasemapKind, type SvgBasemap } from './svgMap';

/**
 * The land under a hurricane map as an SVG file of the map's own size: sea, land, lakes, state
 * lines and borders, in the map's viewBox, so the map lays it under its storms as one image
 * (HurricaneMap) and the page carries its address, not its outlines. Path data is digits, spaces,
 * minus signs and path letters only: nothing in it needs escaping.
 */
export function basemapDocument(basemap: Omit<SvgBasemap, 'box'>): string {
  const { water, land, coast, states, borders } = BASEMAP_STYLE;
  const path = (d: string, attributes: string) => (d ? `<path d="${d}" ${attributes}/>` : '');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SVG_MAP_WIDTH} ${SVG_MAP_HEIGHT}" width="${SVG_MAP_WIDTH}" height="${SVG_MAP_HEIGHT}">`,
    `<rect width="${SVG_MAP_WIDTH}" height="${SVG_MAP_HEIGHT}" fill="${water}"/>`,
    path(basemap.land, `fill="${land}" stroke="${coast}" stroke-width="0.8"`),
    path(basemap.lakes, `fill="${water}"`),
    path(basemap.states, `fill="none" stroke="${states}" stroke-width="0.6"`),
    path(basemap.borders, `fill="none" stroke="${borders}" stroke-width="0.9"`),
    '</svg>\n',
  ].join('');
}

/** The basemap file of a hurricane map of `box`, from the Natural Earth outlines (server only). */
export function hurricaneBasemapDocument(
  features: readonly { kind: BasemapKind; geometry: Geometry }[],
  box: LonLatBox,
): string {
  return basemapDocument(svgBasemap(features, box));
}

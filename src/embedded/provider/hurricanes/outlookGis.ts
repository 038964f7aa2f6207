import type { Feature, GeoJsonProperties, Geometry, MultiPolygon, Point, Polygon } from 'geojson';

import type {
  Basin,
  OutlookArea,
  OutlookAreaShapeProperties,
  OutlookAreaShapes,
  OutlookChance,
} from './hurricane.types';
import { chanceLevel } from './outlookText';
import { descriptionText, featuresFromKml, type KmlInput, numberOf, prop } from './stormGis';

/**
 * Reader of NHC's Graphical Tropical Weather Outlook in KMZ (the GIS form of the outlook): one
 * polygon per area where a tropical cyclone could form within 7 days and, for a disturbance that
 * exists already, a point at its current position. Each placemark names its area by invest id
 * (e.g. 'AL93') or by its number in the outlook text, and carries its chances as extended data
 * (NHC's shapefile fields PROB2DAY/RISK2DAY/PROB7DAY/RISK7DAY) or in its description.
 */

/** The outlook's GIS product per basin, on the NHC host (read like the storms' KMZ products). */
export const OUTLOOK_GIS_PRODUCTS: Readonly<Record<Basin, string>> = {
  at: '/xgtwo/gtwo_atl.kmz',
  ep: '/xgtwo/gtwo_pac.kmz',
  cp: '/xgtwo/gtwo_cpac.kmz',
};

const INVEST = /\b(AL|EP|CP)\s?(\d{2})\b/i;

type Shape = Feature<Polygon | MultiPolygon | Point>;

const isShape = (f: Feature<Geometry | null>): f is Shape =>
  f.geometry?.type === 'Polygon' ||
  f.geometry?.type === 'MultiPolygon' ||
  f.geometry?.type === 'Point';

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** A chance from NHC's fields ('40%', 'Medium') or a description line ('7 days: Medium (40%)'). */
function chanceOf(
  props: GeoJsonProperties,
  description: string,
  period: '2' | '7',
): OutlookChance | null {
  const percentField = text(
    prop(props, `PROB${period}DAY`, `prob${period}day`, `chance${period === '2' ? '48h' : '7d'}`),
  );
  const riskField = text(prop(props, `RISK${period}DAY`, `risk${period}day`));
  let percent = numberOf(percentField.replace(/^\D*(?=\d)/, ''));
  let word = riskField;
  if (percent === null) {
    const label = period === '2' ? '(?:48\\s*hours?|2\\s*days?)' : '7\\s*days?';
    const m = new RegExp(
      `${label}\\s*:?\\s*(low|medium|high)?\\s*\\(?\\s*(?:near\\s+)?(\\d{1,3})\\s*(?:%|percent)`,
      'i',
    ).exec(description);
    if (!m?.[2]) return null;
    percent = Number(m[2]);
    word = word || (m[1] ?? '');
  }
  const clamped = Math.max(0, Math.min(100, Math.round(percent)));
  return { level: chanceLevel(word.trim(), clamped), percent: clamped };
}

/** The area's invest id and its number in the outlook text, as far as the placemark tells. */
function identityOf(props: GeoJsonProperties, description: string) {
  const name = text(prop(props, 'name'));
  const investMatch = [text(prop(props, 'INVEST', 'stormId', 'id')), name, description]
    .map((s) => INVEST.exec(s))
    .find((m) => m !== null);
  const invest = investMatch ? `${investMatch[1]}${investMatch[2]}`.toUpperCase() : null;
  const numberField = numberOf(prop(props, 'AREA', 'AREA_ID', 'areaNumber', 'number'));
  const numberText = /\bArea\s*#?\s*(\d{1,2})\b/i.exec(`${name} ${description}`)?.[1];
  const number = numberField ?? (numberText ? Number(numberText) : null);
  return { invest, number: number !== null && number > 0 ? Math.round(number) : null };
}

/**
 * The areas' shapes of a basin's outlook KML, each named with the id of its area in the outlook
 * text (`areas`): by invest id, else by number ('at-2', or the invest id of the text's area of that
 * number). A shape whose chances the KML omits takes those of its area in the text; a placemark
 * naming no area is left out.
 */
export function outlookShapesFromKml(
  basin: Basin,
  input: KmlInput,
  areas: readonly OutlookArea[] = [],
): OutlookAreaShapes {
  const features: Feature<Polygon | MultiPolygon | Point, OutlookAreaShapeProperties>[] = [];
  for (const f of featuresFromKml(input).filter(isShape)) {
    const description = descriptionText(f.properties);
    const { invest, number } = identityOf(f.properties, description);
    const byNumber = number !== null ? `${basin}-${number}` : null;
    const known = (id: string | null) => (id && areas.some((a) => a.id === id) ? id : null);
    const areaId =
      known(invest) ??
      known(byNumber) ??
      (number !== null ? areas[number - 1]?.id : undefined) ??
      invest ??
      byNumber;
    if (!areaId) continue;
    const area = areas.find((a) => a.id === areaId);
    features.push({
      type: 'Feature',
      geometry: f.geometry,
      properties: {
        areaId,
        chance48h: chanceOf(f.properties, description, '2') ?? area?.chance48h ?? null,
        chance7d: chanceOf(f.properties, description, '7') ?? area?.chance7d ?? null,
      },
    });
  }
  return { type: 'FeatureCollection', features };
}

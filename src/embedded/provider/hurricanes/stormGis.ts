import { kml } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import { strFromU8, unzipSync } from 'fflate';
import type {
  Feature,
  FeatureCollection,
  GeoJsonProperties,
  Geometry,
  LineString,
  MultiLineString,
  MultiPolygon,
  Point,
  Polygon,
} from 'geojson';

import type {
  ForecastPointProperties,
  PastTrackPointProperties,
  StormGis,
  WatchWarningType,
  WindRadiiProperties,
} from './hurricane.types';
import { nhcTime } from './nhcTime';

/**
 * Reader of NHC's storm GIS products in KMZ (zipped KML): the forecast cone, the forecast track
 * points, the best (past) track, the coastal watches and warnings and the wind radii. KML is
 * turned into GeoJSON by @tmcw/togeojson; values NHC writes only in a placemark's description
 * table ("Maximum Wind: 140 knots", "Valid at: 10:00 AM CDT October 08, 2024") are read from it
 * when the placemark has no extended data for them.
 */

const KT_PER_MPH = 1 / 1.150779;

/** KML text: one document, or every document of a KMZ. */
export type KmlInput = string | readonly string[];

/** The KML documents of a KMZ (its `.kml` entries, by name), or of plain KML bytes. */
export function kmlFromKmz(bytes: Uint8Array): string[] {
  // A zip starts with 'PK'; anything else is taken as KML text.
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) return [strFromU8(bytes)];
  const files = unzipSync(bytes, { filter: (f) => f.name.toLowerCase().endsWith('.kml') });
  const names = Object.keys(files).sort();
  if (names.length === 0) throw new Error('KMZ without a KML document');
  return names.map((name) => strFromU8(files[name] as Uint8Array));
}

/** Every placemark of the KML document(s) as a GeoJSON feature (folders flattened). */
export function featuresFromKml(input: KmlInput): Feature<Geometry | null>[] {
  return (typeof input === 'string' ? [input] : input).flatMap((text) => {
    const doc = new DOMParser({ onError: () => undefined }).parseFromString(text, 'text/xml');
    if (!doc.documentElement || doc.getElementsByTagName('parsererror').length > 0)
      throw new Error('Unreadable KML');
    return kml(doc).features;
  });
}

/** A feature's property looked up case-insensitively among several names. */
export function prop(props: GeoJsonProperties, ...names: string[]): unknown {
  if (!props) return undefined;
  const wanted = names.map((n) => n.toLowerCase());
  for (const [key, value] of Object.entries(props))
    if (wanted.includes(key.toLowerCase()) && value !== '' && value != null) return value;
  return undefined;
}

export function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const n = Number.parseFloat(value.trim());
  return Number.isFinite(n) ? n : null;
}

/** The description as plain text (HTML tags and entities removed). */
export function descriptionText(props: GeoJsonProperties): string {
  const d = props?.description;
  const raw =
    typeof d === 'string'
      ? d
      : typeof d === 'object' && d
        ? String((d as { value?: unknown }).value ?? '')
        : '';
  return raw
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ');
}

/** A speed from a description line such as 'Maximum Wind: 140 knots (160 mph)', in knots. */
function speedFrom(text: string, label: RegExp): number | null {
  const m = new RegExp(`${label.source}\\s*:?\\s*(\\d+(?:\\.\\d+)?)\\s*(knots|kts?|mph)`, 'i').exec(
    text,
  );
  if (!m?.[1] || !m[2]) return null;
  const n = Number(m[1]);
  return /mph/i.test(m[2]) ? Math.round(n * KT_PER_MPH) : n;
}

function windKtOf(props: GeoJsonProperties, text: string): number | null {
  return (
    numberOf(prop(props, 'windKt', 'maxWind', 'intensity', 'intensityKt', 'vmax')) ??
    speedFrom(text, /(?:Maximum\s+(?:Sustained\s+)?Winds?|Max(?:imum)?\s+Wind|Intensity)/)
  );
}

function gustKtOf(props: GeoJsonProperties, text: string): number | null {
  return numberOf(prop(props, 'gustKt', 'gust', 'gusts')) ?? speedFrom(text, /Wind\s+Gusts?/);
}

function pressureMbOf(props: GeoJsonProperties, text: string): number | null {
  const own = numberOf(prop(props, 'pressureMb', 'mslp', 'pressure', 'minimumPressure'));
  if (own !== null && own > 800) return own;
  const m = /(?:Minimum\s+)?(?:Central\s+)?Pressure\s*:?\s*(\d{3,4}(?:\.\d+)?)\s*mb/i.exec(text);
  return m?.[1] ? Number(m[1]) : null;
}

function timeOf(props: GeoJsonProperties, text: string): string | null {
  const own = prop(props, 'time', 'validTime', 'timestamp', 'dtg', 'fldatelbl', 'advdate');
  const fromOwn = typeof own === 'string' || typeof own === 'number' ? nhcTime(String(own)) : null;
  if (fromOwn) return fromOwn;
  const m =
    /Valid\s+(?:at|time)\s*:?\s*([^\n]+?)(?=\s{2,}|Maximum|Max|Wind|Motion|Minimum|$)/i.exec(text);
  return m?.[1] ? nhcTime(m[1].trim()) : null;
}

/** NHC classification codes from the words, styles or development labels NHC uses. */
const CLASSIFICATION_WORDS: ReadonlyArray<[RegExp, string]> = [
  [/^(?:MH|M)$|major\s+hurricane/i, 'MH'],
  [/post[-\s]?tropical|^(?:PTC|EX)$|extratropical/i, 'PTC'],
  [/potential\s+tropical/i, 'PC'],
  [/subtropical\s+storm|^STS$|^SS$/i, 'STS'],
  [/subtropical\s+depression|^STD$|^SD$/i, 'STD'],
  [/^(?:HU|H)$|hurricane|typhoon/i, 'HU'],
  [/^(?:TS|S)$|tropical\s+storm/i, 'TS'],
  [/^(?:TD|D)$|tropical\s+depression/i, 'TD'],
  [/remnant|^LO$|low/i, 'LO'],
];

function classificationOf(props: GeoJsonProperties, text: string): string | null {
  const candidates = [
    prop(props, 'classification', 'stormType', 'tcdvlp', 'dvlbl', 'stormtype'),
    text,
  ];
  for (const c of candidates) {
    if (typeof c !== 'string' || c.trim() === '') continue;
    const hit = CLASSIFICATION_WORDS.find(([re]) => re.test(c.trim()));
    if (hit) return hit[1];
  }
  // Point styles in NHC's track KML name the development level (e.g. '#h_point', '#m_point').
  const style = prop(props, 'styleUrl');
  if (typeof style === 'string') {
    const code = /#?([a-z]{1,3})_?point/i.exec(style)?.[1];
    const hit = code ? CLASSIFICATION_WORDS.find(([re]) => re.test(code.toUpperCase())) : undefined;
    if (hit) return hit[1];
  }
  return null;
}

/** Saffir–Simpson category of a tropical wind (knots); null below hurricane force or when not tropical. */
export function saffirSimpson(windKt: number | null, classification: string | null): number | null {
  if (windKt === null || windKt < 64) return null;
  if (classification !== null && !['HU', 'MH', 'TY', 'STY'].includes(classification)) return null;
  if (windKt >= 137) return 5;
  if (windKt >= 113) return 4;
  if (windKt >= 96) return 3;
  if (windKt >= 83) return 2;
  return 1;
}

const isPoint = (f: Feature<Geometry | null>): f is Feature<Point> => f.geometry?.type === 'Point';
const isLine = (f: Feature<Geometry | null>): f is Feature<LineString | MultiLineString> =>
  f.geometry?.type === 'LineString' || f.geometry?.type === 'MultiLineString';
const isArea = (f: Feature<Geometry | null>): f is Feature<Polygon | MultiPolygon> =>
  f.geometry?.type === 'Polygon' || f.geometry?.type === 'MultiPolygon';

function collection<G extends Geometry, P>(features: Feature<G, P>[]): FeatureCollection<G, P> {
  return { type: 'FeatureCollection', features };
}

const bare = <G extends Geometry>(f: Feature<G>): Feature<G, Record<string, never>> => ({
  type: 'Feature',
  geometry: f.geometry,
  properties: {},
});

/** The forecast cone: its polygons. */
export function coneFromKml(text: KmlInput): NonNullable<StormGis['cone']> {
  return collection(featuresFromKml(text).filter(isArea).map(bare));
}

/** Forecast points with time, intensity and classification, in time order, then the track line. */
export function forecastTrackFromKml(text: KmlInput): NonNullable<StormGis['forecastTrack']> {
  const features = featuresFromKml(text);
  const points: Feature<Point, ForecastPointProperties>[] = [];
  for (const f of features.filter(isPoint)) {
    const desc = descriptionText(f.properties);
    const time = timeOf(f.properties, desc);
    if (!time) continue;
    const windKt = windKtOf(f.properties, desc);
    const classification = classificationOf(f.properties, desc);
    points.push({
      type: 'Feature',
      geometry: f.geometry,
      properties: {
        time,
        windKt,
        gustKt: gustKtOf(f.properties, desc),
        pressureMb: pressureMbOf(f.properties, desc),
        classification,
        category: saffirSimpson(windKt, classification),
        tau: numberOf(prop(f.properties, 'tau', 'fcstprd')),
      },
    });
  }
  points.sort((a, b) => a.properties.time.localeCompare(b.properties.time));
  const first = points[0] ? Date.parse(points[0].properties.time) : 0;
  for (const p of points)
    p.properties.tau ??= Math.round((Date.parse(p.properties.time) - first) / 3_600_000);
  return collection<Point | LineString, ForecastPointProperties | Record<string, never>>([
    ...points,
    ...features
      .filter((f): f is Feature<LineString> => f.geometry?.type === 'LineString')
      .map(bare),
  ]);
}

/** Best-track points (time order) and lines. */
export function pastTrackFromKml(text: KmlInput): NonNullable<StormGis['pastTrack']> {
  const features = featuresFromKml(text);
  const points: Feature<Point, PastTrackPointProperties>[] = features.filter(isPoint).map((f) => {
    const desc = descriptionText(f.properties);
    const windKt = windKtOf(f.properties, desc);
    const classification = classificationOf(f.properties, desc);
    return {
      type: 'Feature',
      geometry: f.geometry,
      properties: {
        time: timeOf(f.properties, desc),
        windKt,
        pressureMb: pressureMbOf(f.properties, desc),
        classification,
        category: saffirSimpson(windKt, classification),
      },
    };
  });
  points.sort((a, b) => (a.properties.time ?? '').localeCompare(b.properties.time ?? ''));
  return collection<
    Point | LineString | MultiLineString,
    PastTrackPointProperties | Record<string, never>
  >([...points, ...features.filter(isLine).map(bare)]);
}

/** Watch/warning types, most severe first (a segment under two takes the more severe). */
const BY_SEVERITY: ReadonlyArray<[RegExp, WatchWarningType]> = [
  [/hurricane\s+warning|^hwr$|^hw$/, 'Hurricane Warning'],
  [/tropical\s+storm\s+warning|^twr$|^tw$/, 'Tropical Storm Warning'],
  [/hurricane\s+watch|^hwa$/, 'Hurricane Watch'],
  [/tropical\s+storm\s+watch|^twa$/, 'Tropical Storm Watch'],
];

/** NHC's watch/warning type from its words, its style id or its code (HWR, HWA, TWR, TWA). */
export function watchWarningType(value: string): WatchWarningType | null {
  const v = value.trim().toLowerCase().replace(/^#/, '').replace(/[_-]+/g, ' ');
  if (/surge/.test(v)) return null;
  return BY_SEVERITY.find(([re]) => re.test(v))?.[1] ?? null;
}

/** Coastal watch and warning segments, each with its type; other segments are left out. */
export function watchesWarningsFromKml(text: KmlInput): NonNullable<StormGis['watchesWarnings']> {
  const out: Feature<LineString | MultiLineString, { type: WatchWarningType }>[] = [];
  for (const f of featuresFromKml(text).filter(isLine)) {
    const candidates = [
      prop(f.properties, 'type', 'tcww', 'watchWarning'),
      prop(f.properties, 'name'),
      prop(f.properties, 'styleUrl'),
    ];
    let type: WatchWarningType | null = null;
    for (const c of candidates) if (!type && typeof c === 'string') type = watchWarningType(c);
    if (type) out.push({ type: 'Feature', geometry: f.geometry, properties: { type } });
  }
  return collection(out);
}

/** Wind-radii polygons with their threshold (34, 50 or 64 kt) and valid time. */
export function windRadiiFromKml(text: KmlInput): NonNullable<StormGis['windRadii']> {
  return collection(
    featuresFromKml(text)
      .filter(isArea)
      .map((f): Feature<Polygon | MultiPolygon, WindRadiiProperties> => {
        const own = numberOf(prop(f.properties, 'radii', 'thresholdKt', 'windKt'));
        const name = String(prop(f.properties, 'name') ?? '');
        const fromName = /\b(34|50|64)\s*(?:-\s*)?(?:kt|knot)/i.exec(name)?.[1];
        const kt = own ?? (fromName ? Number(fromName) : null);
        return {
          type: 'Feature',
          geometry: f.geometry,
          properties: {
            thresholdKt: kt === 34 || kt === 50 || kt === 64 ? kt : null,
            time: timeOf(f.properties, descriptionText(f.properties)),
          },
        };
      }),
  );
}

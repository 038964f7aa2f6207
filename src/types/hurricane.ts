/**
 * Hurricane payloads of the embedded provider (docs/provider-api.md "Hurricanes"): active storms,
 * one storm, the Tropical Weather Outlook per basin, a storm's GIS products and its public
 * advisory. Wind in knots, pressure in millibars, times ISO (UTC).
 */
import type {
  FeatureCollection,
  LineString,
  MultiLineString,
  Point,
  Polygon,
  MultiPolygon,
} from 'geojson';

/** NHC basin codes: Atlantic, Eastern Pacific, Central Pacific. */
export const BASINS = ['at', 'ep', 'cp'] as const;

/** One NHC basin code. */
export type Basin = (typeof BASINS)[number];

/** Links to a storm's NHC products; null when NHC lists none. */
export interface StormAdvisories {
  /** Number of the latest public advisory, e.g. '014' or '14A'. */
  number: string | null;
  publicUrl: string | null;
  forecastUrl: string | null;
  discussionUrl: string | null;
  windSpeedProbabilitiesUrl: string | null;
  graphicsUrl: string | null;
}

/** One active tropical cyclone, normalized from NHC's CurrentStorms.json. */
export interface Storm {
  /** NHC storm id, lower case, e.g. 'al142024'. */
  id: string;
  /** NHC product bin, e.g. 'AT4'. */
  binNumber: string | null;
  name: string;
  basin: Basin;
  /** NHC classification code, e.g. 'HU'. */
  classification: string;
  /** Readable classification, e.g. 'Hurricane'. */
  classificationText: string;
  /** Maximum sustained wind, knots. */
  windKt: number;
  /** Minimum central pressure, millibars; null when NHC gives none. */
  pressureMb: number | null;
  latitude: number;
  longitude: number;
  /** Direction the storm moves toward (degrees from north) and its speed (knots). */
  movement: { directionDeg: number | null; speedKt: number | null };
  /** ISO time of NHC's last update. */
  lastUpdate: string;
  /** ISO issuing time of the latest public advisory (may differ from `lastUpdate`); null when NHC gives none. */
  advisoryIssuedAt?: string | null;
  advisories: StormAdvisories;
  /** True when NHC lists wind or storm-surge watches/warnings for the storm. */
  hasWatchesWarnings: boolean;
}

/** NHC's formation-chance categories. */
export type ChanceLevel = 'low' | 'medium' | 'high';

/** A formation chance of one outlook area. */
export interface OutlookChance {
  level: ChanceLevel;
  percent: number;
}

/** One area of disturbed weather in a Tropical Weather Outlook. */
export interface OutlookArea {
  /** Invest id when NHC names one (e.g. 'AL93'), else `<basin>-<number>`. */
  id: string;
  /** The area's heading, e.g. 'Central Tropical Atlantic'; null when the area has none. */
  title: string | null;
  description: string;
  /** Null only when the product omits that line. */
  chance48h: OutlookChance | null;
  chance7d: OutlookChance | null;
}

/** The Tropical Weather Outlook of one basin. */
export interface Outlook {
  basin: Basin;
  /** ISO issuance time read from the product; null when unreadable. */
  issuedAt: string | null;
  areas: OutlookArea[];
  /** Active storms in this basin (from CurrentStorms.json). */
  activeStorms: number;
  /** True only when the basin has no active storm AND no outlook area. */
  allClear: boolean;
  /**
   * Where the areas are, from NHC's Graphical Tropical Weather Outlook (GIS): each area's polygon
   * (where a cyclone could form within 7 days) and the disturbance's current position, with the
   * area's id and chances. Empty when NHC draws no area; null when the GIS product could not be
   * read (the areas are then listed only).
   */
  areaShapes?: OutlookAreaShapes | null;
}

/** Properties of one outlook area's shape: which area it is and its formation chances. */
export interface OutlookAreaShapeProperties {
  /** The id of the area in `Outlook.areas` (e.g. 'AL93' or 'at-2'). */
  areaId: string;
  chance48h: OutlookChance | null;
  chance7d: OutlookChance | null;
}

/** The outlook areas' polygons, and the points where the disturbances are now. */
export type OutlookAreaShapes = FeatureCollection<
  Polygon | MultiPolygon | Point,
  OutlookAreaShapeProperties
>;

/** Answer of GET /data/hurricanes/v1/active. */
export interface ActiveStorms {
  storms: Storm[];
  /** Outlook areas open across all three basins: an empty storm list is not all clear. */
  outlookAreasOpen: number;
}

/** Where a hurricane payload comes from: live NHC, or the bundled sample. */
export interface HurricaneSource {
  kind: 'nhc' | 'sample';
  /** Credit line to show, e.g. 'National Hurricane Center (NOAA)'. */
  attribution: string;
}

/** The note every sample payload carries (pages show it in a banner and the title). */
export const SAMPLE_NOTE = 'Sample data — not a live storm';

/**
 * Marking of every hurricane payload: its source, and on sample payloads `sample: true` with
 * the note to show. A sample storm is never a live, active storm.
 */
export interface HurricaneMarking {
  source: HurricaneSource;
  sample?: true;
  note?: typeof SAMPLE_NOTE;
}

/** A payload without its source marking (what the readers build before the marking is added). */
export type Unmarked<T extends HurricaneMarking> = Omit<T, keyof HurricaneMarking>;

/** A storm, marked with its source (answer of GET /data/hurricanes/v1/active/name=<name>). */
export type StormPayload = Storm & HurricaneMarking;

/** The outlook of one basin, marked (answer of GET /data/hurricanes/v1/outlook/basin=<basin>). */
export type OutlookPayload = Outlook & HurricaneMarking;

/** Answer of GET /data/hurricanes/v1/active, marked with its source. */
export type ActiveStormsPayload = ActiveStorms & HurricaneMarking;

/** Properties of a forecast-track point: one forecast time, for the map and the intensity chart. */
export interface ForecastPointProperties {
  /** ISO time (UTC) of the forecast point. */
  time: string;
  /** Forecast maximum sustained wind, knots. */
  windKt: number | null;
  /** Forecast wind gusts, knots, when given. */
  gustKt?: number | null;
  /** Forecast minimum pressure, millibars, when given. */
  pressureMb?: number | null;
  /** NHC classification code at that time, e.g. 'HU', 'TS', 'PTC'; null when unreadable. */
  classification: string | null;
  /** Saffir–Simpson category 1–5 from the wind, else null. */
  category: number | null;
  /** Hours after the advisory (0 for the current position), when known. */
  tau?: number | null;
}

/** Properties of a past-track point (best track). */
export interface PastTrackPointProperties {
  time: string | null;
  windKt: number | null;
  pressureMb?: number | null;
  classification: string | null;
  category: number | null;
}

/** NHC's coastal watch and warning types. */
export const WATCH_WARNING_TYPES = [
  'Hurricane Warning',
  'Hurricane Watch',
  'Tropical Storm Warning',
  'Tropical Storm Watch',
] as const;

/** One coastal watch or warning type. */
export type WatchWarningType = (typeof WATCH_WARNING_TYPES)[number];

/** Properties of a coastal watch/warning segment. */
export interface WatchWarningProperties {
  type: WatchWarningType;
}

/** Properties of a wind-radii polygon: the wind threshold (34, 50 or 64 kt) and its time. */
export interface WindRadiiProperties {
  thresholdKt: 34 | 50 | 64 | null;
  /** ISO valid time, when given. */
  time: string | null;
}

/** Answer of GET /data/hurricanes/v1/gis/name=<name or id>: GeoJSON per product, null when NHC has none. */
export interface StormGis extends HurricaneMarking {
  stormId: string;
  advisoryNumber: string | null;
  cone: FeatureCollection<Polygon | MultiPolygon> | null;
  /** Forecast points (with time and intensity), and the line through them when NHC gives it. */
  forecastTrack: FeatureCollection<
    Point | LineString,
    ForecastPointProperties | Record<string, never>
  > | null;
  /** Best-track points and line so far. */
  pastTrack: FeatureCollection<
    Point | LineString | MultiLineString,
    PastTrackPointProperties | Record<string, never>
  > | null;
  watchesWarnings: FeatureCollection<LineString | MultiLineString, WatchWarningProperties> | null;
  windRadii: FeatureCollection<Polygon | MultiPolygon, WindRadiiProperties> | null;
}

/** Answer of GET /data/hurricanes/v1/advisory/name=<name or id>: the latest public advisory. */
export interface StormAdvisory extends HurricaneMarking {
  stormId: string;
  /** Advisory number, e.g. '15' or '14A'. */
  number: string | null;
  /** ISO issuing time (UTC); null when unreadable. */
  issuedAt: string | null;
  /** The advisory's headline (the '...' summary line), null when absent. */
  headline: string | null;
  /** The public advisory's body, as plain text. */
  text: string;
  /** The forecast discussion's key messages; null when the discussion has none or is unavailable. */
  keyMessages: string[] | null;
}

/** Normalized hurricane shapes the embedded provider answers (docs/provider-api.md). */

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
}

/** Answer of GET /data/hurricanes/v1/active. */
export interface ActiveStorms {
  storms: Storm[];
  /** Outlook areas open across all three basins: an empty storm list is not all clear. */
  outlookAreasOpen: number;
}

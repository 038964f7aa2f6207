import type { SpatialGrid } from './grid';
import type { NameIndex } from './nameIndex';

/** One GeoNames place as the gazetteer keeps it. */
export interface Place {
  /** Position in `Gazetteer.places`. */
  index: number;
  /** GeoNames id. */
  id: number;
  name: string;
  asciiName: string;
  /** Search key of the name (see normalizeKey). */
  nameKey: string;
  lat: number;
  lon: number;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** GeoNames admin1 code ('NY', '11', ...; '' when unknown). */
  adminCode: string;
  territoryAbbr: string | null;
  territoryName: string | null;
  population: number;
  /** IANA time zone (GeoNames), one shared string per zone; null when the data has none. */
  timeZone: string | null;
  /** Elevation in metres (GeoNames `elevation`, else `dem`), null when unknown. */
  elevationMeters: number | null;
  slug: string;
  dma: string | null;
}

/** The loaded gazetteer: places, their lookups and the search index. */
export interface Gazetteer {
  places: Place[];
  byId: Map<number, Place>;
  bySlug: Map<string, Place>;
  /**
   * Previous slugs of places whose slug changed (their territory was renamed) → the place; none is
   * a place's slug now. Lookups by slug answer them with the place, which names its new slug.
   */
  slugAliases: Map<string, Place>;
  names: NameIndex;
  grid: SpatialGrid;
  /** Population of each place, by position (for the search's inner loop). */
  populations: Float64Array;
  /** Territory group (one per `COUNTRY.adminCode`) of each place, by position. */
  groups: Int32Array;
  groupCount: number;
  /** US places by `STATE|key` of their name or ASCII name. */
  usNames: Map<string, Place[]>;
  /** US places by `STATE|key` of their Latin alternate names. */
  usAltNames: Map<string, Place[]>;
  /** Milliseconds the load took. */
  loadMs: number;
}

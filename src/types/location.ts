/** Domain shapes. Field names are the wire names of the provider and web API contracts. */

/** Unit enumerations, numeric values. */
export type UnitSystem = 1 | 2; // english, metric
export type TemperatureUnit = 1 | 2; // fahrenheit, celsius
export type WindUnit = 1 | 2 | 3 | 4; // mph, kph, knots, mps
export type PressureUnit = 1 | 2; // inHg, mbar
export type RainUnit = 1 | 2 | 3; // inches, millimeters, centimeters

/** A place. */
export interface Locality {
  CityId: string;
  CityName: string;
  CountryIso2Code: string;
  CountryIso3Code: string;
  CountryShortName: string;
  DisplayCompositeName: string;
  Dma: string | null;
  GeographicCompositeName: string;
  Label: string;
  Latitude: number;
  Longitude: number;
  PostalCode: string | null;
  RouteString: string | null;
  SlugName: string;
  TerritoryAbbr: string | null;
  TerritoryName: string | null;
  /** The country's customary unit system. */
  Units: UnitSystem;
  /** IANA time zone of the place (GeoNames), e.g. `America/Denver`; absent on places saved before it was added. */
  TimeZone?: string | null;
  /** Elevation in metres (GeoNames), absent or null when unknown. */
  ElevationMeters?: number | null;
}

/** A weather station. */
export interface Station {
  StationId: string;
  StationName: string;
  RouteString: string | null;
  ProviderId: number;
  ProviderName: string;
  Distance: number;
  ElevationAboveSeaLevelMeters: number | null;
  Latitude: number;
  Longitude: number;
}

/** A location as the product API carries it: the place, its chosen station, its default station. */
export interface Location {
  Locality: Locality;
  Station: Station | null;
  DefaultStationRouteString: string | null;
}

/**
 * Which weather station a place's current conditions come from, as the page tells the visitor
 * (the site's own shape, not a wire one): the station chosen for the place, else the nearest one
 * within the station search radius, by name; `none` when no station is within the radius and
 * `unknown` when the stations could not be listed (both: the conditions are the place's own).
 */
export type ConditionsStation =
  { kind: 'chosen' | 'nearest'; name: string } | { kind: 'none' | 'unknown' };

/** A saved place. Position is zero-based. */
export interface FavoriteLocation {
  Id: string;
  Position: number;
  Location: Location;
}

/** The visitor's units. */
export interface Units {
  unitSystem: UnitSystem;
  tempUnit: TemperatureUnit;
  windUnit: WindUnit;
  pressureUnit: PressureUnit;
  rainUnit: RainUnit;
}

/** The visitor. */
export interface UserProfile {
  DeviceId: string;
  Language: string;
  IsBot: boolean;
  ActiveLocation: Location | null;
  FavoriteLocations: FavoriteLocation[];
  Units: UnitSystem;
  TempUnit: TemperatureUnit;
  WindUnit: WindUnit;
  PressureUnit: PressureUnit;
  AgeValue: number | null;
  GenderValue: string | null;
  Os: string | null;
  OsVersion: string | null;
}

/** Alert-notification status of one location. */
export interface NotificationStatus {
  /** Location id. */
  eml: string;
  /** Alert count. */
  tnc: number;
  /** Badge colour. */
  'nb.ids.sbgd.afc.ch6': string;
  /** Badge opacity. */
  'nb.ids.sbgd.afc.opa': number;
  responseTime?: number;
}

/** Compliance requirements. */
export interface Compliance {
  requiresGDPRCompliance: boolean;
  disableAds: boolean;
  dataPrivacyEnabled: boolean;
  sensitiveDataRestrictionEnabled: boolean;
}

/** One policy of a legal-policy answer. */
export interface LegalPolicyItem {
  display: boolean;
  message: string;
  url: string;
}

/** Legal policies. */
export interface LegalPolicies {
  message: string;
  linkText: string;
  tou: LegalPolicyItem;
  pp: LegalPolicyItem;
}

/** Ad targeting parameters. */
export interface AdTargetingParameters {
  userAge: string | null;
  userGender: string | null;
  useragent: string;
  os: string | null;
  osVersion: string | null;
  languageCode: string;
  appId: string;
  doNotTrack: boolean;
  pageId: string;
  latitude: number;
  longitude: number;
  region: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  zip: string | null;
  keywords: Record<string, string>;
}

/** Standard parameters carried by every provider query. */
export interface StdParameters {
  /** App id, default 'wbweb'. */
  appId: string;
  appVersion: string;
  /** Form factor, 'website'. */
  formFactor: 'website';
  deviceId?: string;
  languageCode?: string;
}

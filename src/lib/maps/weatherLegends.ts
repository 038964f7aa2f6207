/**
 * Colour scales of the weather map's tile layers, shared by the tile renderer (server) and the
 * map's legend (browser): pure constants, so a legend always names the colours the tiles draw.
 * The tile endpoints are described in docs/provider-api.md ("Tiles").
 */

/** One step of the radar scale: from `minMmPerHour` (inclusive) up to the next step. */
export interface RadarLegendStep {
  /** Lowest precipitation rate of the step, mm/h. */
  minMmPerHour: number;
  /** Colour of the step, `#rrggbb`. */
  color: string;
  /** The step's intensity word, shared by several steps. */
  intensity: RadarIntensity;
}

/** Precipitation intensity words (the radar summary's and the legend's). */
export type RadarIntensity = 'light' | 'moderate' | 'heavy' | 'violent';

/** Below this rate (mm/h) a radar tile is transparent: no precipitation. */
export const RADAR_MIN_MM_PER_HOUR = 0.1;

/**
 * The radar ramp: light green through yellow and red to magenta, the usual reflectivity scale.
 * Rates: light below 2.5 mm/h, moderate to 7.6 mm/h, heavy to 50 mm/h, violent above (the
 * meteorological rain-rate classes).
 */
export const RADAR_LEGEND: readonly RadarLegendStep[] = [
  { minMmPerHour: 0.1, color: '#9be564', intensity: 'light' },
  { minMmPerHour: 0.5, color: '#4cc447', intensity: 'light' },
  { minMmPerHour: 1, color: '#1e9a3a', intensity: 'light' },
  { minMmPerHour: 2.5, color: '#f5e63c', intensity: 'moderate' },
  { minMmPerHour: 4, color: '#f7b027', intensity: 'moderate' },
  { minMmPerHour: 7.6, color: '#f2661f', intensity: 'heavy' },
  { minMmPerHour: 16, color: '#d7191c', intensity: 'heavy' },
  { minMmPerHour: 30, color: '#a50f15', intensity: 'heavy' },
  { minMmPerHour: 50, color: '#d62fb4', intensity: 'violent' },
  { minMmPerHour: 100, color: '#8e2bd0', intensity: 'violent' },
];

/** The radar step of a rate, or null below `RADAR_MIN_MM_PER_HOUR`. */
export function radarStepFor(mmPerHour: number): RadarLegendStep | null {
  let found: RadarLegendStep | null = null;
  for (const step of RADAR_LEGEND) {
    if (mmPerHour >= step.minMmPerHour) found = step;
    else break;
  }
  return found;
}

/** One stop of the temperature scale; colours are interpolated between stops. */
export interface TemperatureLegendStop {
  /** Temperature at the stop, °C. */
  celsius: number;
  /** Colour at the stop, `#rrggbb`. */
  color: string;
}

/** The temperature ramp, cold purple and blue through green and yellow to hot red and maroon. */
export const TEMPERATURE_LEGEND: readonly TemperatureLegendStop[] = [
  { celsius: -40, color: '#e3d7f2' },
  { celsius: -30, color: '#9b6fc7' },
  { celsius: -20, color: '#5b3fa8' },
  { celsius: -10, color: '#2f5fd0' },
  { celsius: 0, color: '#3fa9e8' },
  { celsius: 10, color: '#57c785' },
  { celsius: 20, color: '#f4e04d' },
  { celsius: 30, color: '#f08a24' },
  { celsius: 40, color: '#d1232a' },
  { celsius: 50, color: '#7a0b2e' },
];

/** Opacity (0–255) of the temperature tiles' pixels; the map adds its own opacity control. */
export const TEMPERATURE_TILE_ALPHA = 190;

/** `#rrggbb` → [r, g, b]. */
export function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/*
 * Wire shapes of the tile service's JSON endpoints (docs/provider-api.md, "Tiles"), for the map
 * page (browser) and the server alike.
 */

/** One frame of a frame list. */
export interface TileFrame {
  /** The frame's time, ISO UTC. */
  time: string;
  /** Same-origin tile URL template, e.g. `/tiles/radar/1795000800/{z}/{x}/{y}.png`. */
  url: string;
}

/** `GET /tiles/radar/frames` and `GET /tiles/temperature/frames`: frames oldest first. */
export interface TileFrameList {
  layer: 'radar' | 'temperature';
  frames: TileFrame[];
  /** Highest zoom with native tiles; the map may overzoom above it (tiles answer up to 12). */
  maxNativeZoom: number;
  source: { kind: 'demo' | 'rainviewer'; attribution: string };
  demo?: true;
  note?: string;
}

/** `GET /tiles/radar/summary`: precipitation near a place in one sentence, and its parts. */
export interface RadarSummary {
  /** E.g. "Light rain 12 km north of Denver, moving east". */
  text: string;
  /** The radar frame it describes, ISO UTC. */
  frameTime: string;
  /** Intensity of the nearest precipitation, or 'none'. */
  intensity: RadarIntensity | 'none';
  /** Distance from the place to the nearest precipitation, km (0 at the place); null when none. */
  distanceKm: number | null;
  /** Direction from the place to it, degrees clockwise from north; null when none or at the place. */
  bearing: number | null;
  /** Direction it moves towards, degrees clockwise from north; null when none or still. */
  movingToward: number | null;
  /** Present on summaries of the demo field. */
  demo?: true;
  note?: string;
}

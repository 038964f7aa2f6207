/** The radar summary: precipitation near a place, in one sentence, from the radar tiles' field. */
import { compassPoint } from '@/lib/units/compass';
import {
  RADAR_MIN_MM_PER_HOUR,
  radarStepFor,
  type RadarIntensity,
  type RadarSummary,
} from '@/lib/maps/weatherLegends';
import { modelHour, modelPlace } from '@/embedded/provider/weather/demo/model';

import { precipitationAt, steeringAt } from './demoField';

/** How far the summary looks, km. */
export const SUMMARY_RADIUS_KM = 100;
/** Closer than this, precipitation is "at" the place. */
const AT_PLACE_KM = 3;
const RING_STEP_KM = 4;
const BEARINGS = 32;
const KM_PER_DEGREE = 111.19;
const RAD = Math.PI / 180;
const HOUR_MS = 3_600_000;
/** The model's snow line: precipitation falls as snow at or below this temperature (°C). */
const SNOW_AT_OR_BELOW_C = 0.5;

const WORDS: Record<string, string> = {
  N: 'north',
  NE: 'northeast',
  E: 'east',
  SE: 'southeast',
  S: 'south',
  SW: 'southwest',
  W: 'west',
  NW: 'northwest',
};

/** An 8-point direction word of a bearing ("north", "southwest", …). */
export function directionWord(deg: number): string {
  const point = compassPoint(Math.round((((deg % 360) + 360) % 360) / 45) * 45);
  return WORDS[point] ?? 'north';
}

function offset(lat: number, lon: number, km: number, bearing: number): [number, number] {
  const dLat = (km * Math.cos(bearing * RAD)) / KM_PER_DEGREE;
  const dLon =
    (km * Math.sin(bearing * RAD)) / (KM_PER_DEGREE * Math.max(0.05, Math.cos(lat * RAD)));
  return [lat + dLat, lon + dLon];
}

/** A point's precipitation as the summary reads it. */
export type PrecipitationField = (lat: number, lon: number) => number;

/** Intensity and kind of the precipitation found, and where. */
interface Found {
  km: number;
  bearing: number;
  lat: number;
  lon: number;
}

/**
 * The nearest point with precipitation within the radius (rings outwards), or null. `centre` says
 * whether it rains at the place itself, where the caller knows better than the field.
 */
export function nearestPrecipitation(
  field: PrecipitationField,
  lat: number,
  lon: number,
  centre: boolean = field(lat, lon) >= RADAR_MIN_MM_PER_HOUR,
): Found | null {
  if (centre) return { km: 0, bearing: 0, lat, lon };
  for (let km = RING_STEP_KM; km <= SUMMARY_RADIUS_KM; km += RING_STEP_KM) {
    let best: Found | null = null;
    let bestMm = 0;
    for (let i = 0; i < BEARINGS; i++) {
      const bearing = (i * 360) / BEARINGS;
      const [pLat, pLon] = offset(lat, lon, km, bearing);
      const mm = field(pLat, pLon);
      if (mm >= RADAR_MIN_MM_PER_HOUR && mm > bestMm) {
        best = { km, bearing, lat: pLat, lon: pLon };
        bestMm = mm;
      }
    }
    if (best) return best;
  }
  return null;
}

/** The strongest rate within `km` of a point (its centre and two rings). */
export function peakNear(field: PrecipitationField, lat: number, lon: number, km: number): number {
  let peak = field(lat, lon);
  for (const r of [km / 2, km]) {
    for (let i = 0; i < 16; i++) {
      const [pLat, pLon] = offset(lat, lon, r, i * 22.5);
      peak = Math.max(peak, field(pLat, pLon));
    }
  }
  return peak;
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Writes the summary from what was found. */
export function summaryText(
  name: string,
  found: {
    km: number;
    bearing: number;
    intensity: RadarIntensity;
    snow: boolean;
    toward: number | null;
  } | null,
): string {
  if (!found) return `No precipitation within ${SUMMARY_RADIUS_KM} km of ${name}`;
  const what = `${capitalize(found.intensity)} ${found.snow ? 'snow' : 'rain'}`;
  const where =
    found.km < AT_PLACE_KM
      ? `at ${name}`
      : `${Math.round(found.km)} km ${directionWord(found.bearing)} of ${name}`;
  const moving = found.toward === null ? '' : `, moving ${directionWord(found.toward)}`;
  return `${what} ${where}${moving}`;
}

/**
 * The demo radar summary of a place at a frame time. At the place itself it says what the place's
 * forecast says for that hour (the demo model at the place and its elevation, as the current
 * conditions read it): rain or snow there, and how strong, or dry. Around it, it reads the radar
 * tiles' field, with rain or snow as the model has it at that point and the place's elevation.
 */
export function demoRadarSummary(
  lat: number,
  lon: number,
  name: string,
  frameMs: number,
  elevationMeters = 0,
): RadarSummary {
  const hour = Math.floor(frameMs / HOUR_MS);
  const modelAt = (pLat: number, pLon: number) =>
    modelHour(modelPlace({ latitude: pLat, longitude: pLon, elevationMeters }), hour);
  const here = modelAt(lat, lon);
  const field: PrecipitationField = (pLat, pLon) => precipitationAt(pLat, pLon, frameMs);
  const frameTime = new Date(frameMs).toISOString();
  const wetHere = here.precipitationMm >= RADAR_MIN_MM_PER_HOUR;
  const found = nearestPrecipitation(field, lat, lon, wetHere);
  if (!found) {
    return {
      text: summaryText(name, null),
      frameTime,
      intensity: 'none',
      distanceKm: null,
      bearing: null,
      movingToward: null,
    };
  }
  const peak = found.km === 0 ? here.precipitationMm : peakNear(field, found.lat, found.lon, 10);
  const intensity = radarStepFor(peak)?.intensity ?? 'light';
  const snow =
    (found.km === 0 ? here : modelAt(found.lat, found.lon)).temperatureC <= SNOW_AT_OR_BELOW_C;
  const motion = steeringAt(found.lat, found.lon, frameMs);
  const speed = Math.hypot(motion.eastMs, motion.northMs);
  const toward =
    speed < 0.5 ? null : Math.round((Math.atan2(motion.eastMs, motion.northMs) / RAD + 360) % 360);
  const distanceKm = found.km < AT_PLACE_KM ? 0 : Math.round(found.km);
  return {
    text: summaryText(name, { km: found.km, bearing: found.bearing, intensity, snow, toward }),
    frameTime,
    intensity,
    distanceKm,
    bearing: distanceKm === 0 ? null : Math.round(found.bearing),
    movingToward: toward,
  };
}

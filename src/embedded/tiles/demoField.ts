/**
 * The demo weather field behind the offline radar and temperature tiles and the radar summary.
 *
 * The demo model (src/embedded/provider/weather/demo/model.ts) answers one place at a time; its
 * weather is smooth over space, but reading it at every pixel would cost too much. To draw a map
 * from it, the field reads the model at the places of a lattice (every whole degree: each node is
 * a place the model knows, so a node's value is the value the forecast pages give that place at
 * that hour) and joins them smoothly; between nodes a warp bends the rain areas and a finer ripple
 * gives them texture (both vanish at nodes). It moves: between two model hours, precipitation is
 * carried along the wind of a coarser lattice (every 2°, the steering flow), so cells and fronts
 * drift instead of fading in place.
 */
import { LRUCache } from 'lru-cache';

import { modelHour, modelPlace } from '@/embedded/provider/weather/demo/model';
import { hashInts } from '@/embedded/provider/weather/demo/random';

/** Spacing of the lattice of model places the field passes through, degrees. */
export const NODE_DEGREES = 1;
/** Spacing of the steering-wind lattice, degrees. */
export const STEERING_DEGREES = 2;
/** How much faster precipitation moves than the 10 m wind (the flow aloft steers showers). */
export const STEERING_FACTOR = 2;

const HOUR_MS = 3_600_000;
const KM_PER_DEGREE = 111.19;
const RAD = Math.PI / 180;
/** Fine texture inside a lattice cell: a multiplicative ripple that vanishes on the nodes. */
const TEXTURE_SPACING = NODE_DEGREES / 8;
const TEXTURE_STRENGTH = 0.8;
/** The warp that bends rain areas: its reach and the spacing of its noise, degrees. */
const WARP_DEGREES = 0.45;
const WARP_SPACING = NODE_DEGREES / 2;

/** The model's values at one node and hour. */
interface NodeValues {
  precipitationMm: number;
  temperatureC: number;
  /** Motion of precipitation towards east and north, m/s (the wind blows towards). */
  eastMs: number;
  northMs: number;
}

// Node values by key; shared by every tile and summary of the process.
const nodes = new LRUCache<number, NodeValues>({ max: 400_000 });

/** Number of lattice columns around the globe. */
const columns = (spacing: number) => Math.round(360 / spacing);

function nodeKey(lattice: number, row: number, column: number, epochHour: number): number {
  // 4096 hours of history per key space are ample for an LRU that keeps a few hours.
  return (((epochHour & 4095) * 2 + lattice) * 1000 + (row + 500)) * 2000 + column;
}

function node(spacing: number, row: number, rawColumn: number, epochHour: number): NodeValues {
  const n = columns(spacing);
  const column = ((rawColumn % n) + n) % n;
  const key = nodeKey(spacing === NODE_DEGREES ? 0 : 1, row, column, epochHour);
  const hit = nodes.get(key);
  if (hit) return hit;
  const latitude = Math.max(-89.75, Math.min(89.75, row * spacing));
  const longitude = column * spacing - 180;
  const sample = modelHour(modelPlace({ latitude, longitude }), epochHour);
  const speed = sample.windSpeedMs;
  const towards = (sample.windDirectionDeg + 180) * RAD;
  const values: NodeValues = {
    precipitationMm: sample.precipitationMm,
    temperatureC: sample.temperatureC,
    eastMs: speed * Math.sin(towards),
    northMs: speed * Math.cos(towards),
  };
  nodes.set(key, values);
  return values;
}

const smooth = (t: number) => t * t * (3 - 2 * t);

/** Bilinear weights (smoothed) and the four nodes around a point on a lattice. */
function around(
  spacing: number,
  lat: number,
  lon: number,
  epochHour: number,
): { a: NodeValues; b: NodeValues; c: NodeValues; d: NodeValues; u: number; v: number } {
  const fr = lat / spacing;
  const fc = (lon + 180) / spacing;
  const row = Math.floor(fr);
  const column = Math.floor(fc);
  return {
    a: node(spacing, row, column, epochHour),
    b: node(spacing, row, column + 1, epochHour),
    c: node(spacing, row + 1, column, epochHour),
    d: node(spacing, row + 1, column + 1, epochHour),
    u: fc - column,
    v: fr - row,
  };
}

function blend(a: number, b: number, c: number, d: number, u: number, v: number): number {
  const su = smooth(u);
  const sv = smooth(v);
  return (a * (1 - su) + b * su) * (1 - sv) + (c * (1 - su) + d * su) * sv;
}

/** Value noise in [-1, 1] on a lattice of `spacing` degrees, one pattern per hour (or channel). */
function texture(lat: number, lon: number, epochHour: number, spacing: number): number {
  const fr = lat / spacing;
  const fc = (lon + 180) / spacing;
  const row = Math.floor(fr);
  const column = Math.floor(fc);
  const at = (r: number, c: number) => (hashInts(7331, epochHour, r, c) / 4294967296) * 2 - 1;
  return blend(
    at(row, column),
    at(row, column + 1),
    at(row + 1, column),
    at(row + 1, column + 1),
    fc - column,
    fr - row,
  );
}

/** Weight of the texture and warp at a point of a cell: 0 at the nodes, 1 away from them. */
function awayFromNodes(u: number, v: number): number {
  const du = Math.min(u, 1 - u);
  const dv = Math.min(v, 1 - v);
  return Math.min(1, (du * du + dv * dv) / 0.09);
}

/**
 * Precipitation (mm/h) of model hour `epochHour` at a point, exactly the model's on the nodes.
 * Away from the nodes the point is first displaced by a smooth warp (up to `WARP_DEGREES`), so
 * areas of rain take irregular shapes instead of the lattice's round blobs.
 */
export function hourPrecipitation(lat: number, lon: number, epochHour: number): number {
  const fu = (lon + 180) / NODE_DEGREES;
  const fv = lat / NODE_DEGREES;
  const warp = WARP_DEGREES * awayFromNodes(fu - Math.floor(fu), fv - Math.floor(fv));
  if (warp > 0) {
    lat += warp * texture(lat, lon, epochHour + 100_003, WARP_SPACING);
    lon += warp * texture(lat, lon, epochHour + 200_003, WARP_SPACING);
  }
  const { a, b, c, d, u, v } = around(NODE_DEGREES, lat, lon, epochHour);
  const base = blend(
    a.precipitationMm,
    b.precipitationMm,
    c.precipitationMm,
    d.precipitationMm,
    u,
    v,
  );
  if (base <= 0) return 0;
  // Full strength except close to a node, where the field must stay the model's value.
  const ripple = awayFromNodes(u, v);
  return base * (1 + TEXTURE_STRENGTH * ripple * texture(lat, lon, epochHour, TEXTURE_SPACING));
}

/** Temperature (°C at sea level) of model hour `epochHour` at a point. */
export function hourTemperature(lat: number, lon: number, epochHour: number): number {
  const { a, b, c, d, u, v } = around(NODE_DEGREES, lat, lon, epochHour);
  return blend(a.temperatureC, b.temperatureC, c.temperatureC, d.temperatureC, u, v);
}

/** Motion of precipitation at a point and model hour: towards east and north, m/s. */
export function hourSteering(
  lat: number,
  lon: number,
  epochHour: number,
): { eastMs: number; northMs: number } {
  const { a, b, c, d, u, v } = around(STEERING_DEGREES, lat, lon, epochHour);
  return {
    eastMs: STEERING_FACTOR * blend(a.eastMs, b.eastMs, c.eastMs, d.eastMs, u, v),
    northMs: STEERING_FACTOR * blend(a.northMs, b.northMs, c.northMs, d.northMs, u, v),
  };
}

/** Where an instant falls between model hours. */
function hourOf(timeMs: number): { hour: number; fraction: number } {
  const hour = Math.floor(timeMs / HOUR_MS);
  return { hour, fraction: (timeMs - hour * HOUR_MS) / HOUR_MS };
}

/** Motion at a point and instant: m/s towards east and north, and degrees per hour. */
export function steeringAt(
  lat: number,
  lon: number,
  timeMs: number,
): { eastMs: number; northMs: number; dLatPerHour: number; dLonPerHour: number } {
  const { hour, fraction } = hourOf(timeMs);
  const now = hourSteering(lat, lon, hour);
  const next = hourSteering(lat, lon, hour + 1);
  const eastMs = now.eastMs + (next.eastMs - now.eastMs) * fraction;
  const northMs = now.northMs + (next.northMs - now.northMs) * fraction;
  const kmPerHour = 3.6;
  return {
    eastMs,
    northMs,
    dLatPerHour: (northMs * kmPerHour) / KM_PER_DEGREE,
    dLonPerHour: (eastMs * kmPerHour) / (KM_PER_DEGREE * Math.max(0.05, Math.cos(lat * RAD))),
  };
}

/**
 * Precipitation rate (mm/h) at a point and instant. On the hour it is the model's hour at that
 * point; between hours, the hour before is carried forward along the steering wind and the hour
 * after backward, and the two are cross-faded, so precipitation moves between the model's hours.
 */
export function precipitationAt(lat: number, lon: number, timeMs: number): number {
  const { hour, fraction } = hourOf(timeMs);
  if (fraction === 0) return hourPrecipitation(lat, lon, hour);
  const { dLatPerHour, dLonPerHour } = steeringAt(lat, lon, timeMs);
  const before = hourPrecipitation(
    lat - fraction * dLatPerHour,
    lon - fraction * dLonPerHour,
    hour,
  );
  const after = hourPrecipitation(
    lat + (1 - fraction) * dLatPerHour,
    lon + (1 - fraction) * dLonPerHour,
    hour + 1,
  );
  return before * (1 - fraction) + after * fraction;
}

/** Temperature (°C, at sea level: the lattice has no terrain) at a point and instant. */
export function temperatureAt(lat: number, lon: number, timeMs: number): number {
  const { hour, fraction } = hourOf(timeMs);
  const now = hourTemperature(lat, lon, hour);
  if (fraction === 0) return now;
  return now + (hourTemperature(lat, lon, hour + 1) - now) * fraction;
}

/** Forgets the cached node values (tests and the cold-render measurement). */
export function clearFieldCache(): void {
  nodes.clear();
}

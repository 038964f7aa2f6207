import type { HourSample } from '../sample';
import { modelHour, type ModelPlace } from './model';

/** Snow (cm of depth) melted per hour per °C above 0 °C (a degree-hour factor). */
export const MELT_CM_PER_DEGREE_HOUR = 0.06;
/** Snow (cm) melted per mm of rain falling on it. */
export const RAIN_MELT_CM_PER_MM = 0.1;
/** Share of the snowpack kept each hour as it settles (about 2 % a day). */
export const SETTLING_PER_HOUR = 0.999;
/** Length of the blocks the simulation is anchored to, in hours (30 days). */
export const SNOW_BLOCK_HOURS = 720;

/** The modelled hours from `startHour` and the snow depth (cm) at the end of each. */
export interface SnowRun {
  startHour: number;
  samples: HourSample[];
  depthsCm: Float64Array;
}

/**
 * The first hour of the snowpack simulation for a call at `nowHour`: the start of the 30-day
 * block before the current one, on bare ground. Anchoring to blocks keeps the answer the same
 * for every call within the same block, and gives the pack 30 to 60 days to build up.
 */
export function snowAnchorHour(nowHour: number): number {
  return Math.floor(nowHour / SNOW_BLOCK_HOURS) * SNOW_BLOCK_HOURS - SNOW_BLOCK_HOURS;
}

/**
 * Simulates the snowpack hour by hour from bare ground at `startHour` up to (not including)
 * `endHour`: modelled snowfall adds its depth, every hour above 0 °C melts 0.06 cm per °C, rain
 * melts 0.1 cm per mm, and the pack settles by 0.1 % an hour.
 */
export function simulateSnow(place: ModelPlace, startHour: number, endHour: number): SnowRun {
  const count = Math.max(0, endHour - startHour);
  const samples: HourSample[] = [];
  const depthsCm = new Float64Array(count);
  let depth = 0;
  for (let i = 0; i < count; i++) {
    const s = modelHour(place, startHour + i);
    samples.push(s);
    const snowfall = s.snowfallCm ?? 0;
    depth += snowfall;
    if (s.temperatureC > 0) depth -= MELT_CM_PER_DEGREE_HOUR * s.temperatureC;
    if (snowfall === 0 && s.precipitationMm > 0) depth -= RAIN_MELT_CM_PER_MM * s.precipitationMm;
    depth = Math.max(0, depth * SETTLING_PER_HOUR);
    depthsCm[i] = depth;
  }
  return { startHour, samples, depthsCm };
}

/** Depth (cm) at the end of `hour` in a run, 0 before it starts, the last value after it ends. */
export function depthAt(run: SnowRun, hour: number): number {
  const i = Math.min(run.depthsCm.length - 1, hour - run.startHour);
  return i < 0 ? 0 : (run.depthsCm[i] ?? 0);
}

/** The modelled hours [fromHour, toHour) of a run (the run must cover them). */
export function samplesOf(run: SnowRun, fromHour: number, toHour: number): HourSample[] {
  return run.samples.slice(fromHour - run.startHour, toHour - run.startHour);
}

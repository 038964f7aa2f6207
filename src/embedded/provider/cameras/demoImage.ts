import { getPosition } from 'suncalc';

import { conditionFor } from '../weather/conditions';
import { modelHour, modelPlace } from '../weather/demo/model';
import { hashInts, mulberry32 } from '../weather/demo/random';
import { formatLocalIso, zoneFor } from '../weather/localTime';
import type { DemoCamera } from './demoCameras';

/**
 * The picture of a demo camera: an SVG drawn from the demo weather model at the camera's position
 * and the image's time — sky by the sun's height (day, twilight, night, stars), cloud, rain, snow
 * and fog from the model's values, hills (weather cameras) or a road (traffic cameras) below — with
 * "DEMO CAMERA" across the top and the camera's name, local time and conditions along the bottom.
 * Deterministic: the same camera and time give the same bytes.
 */

export const DEMO_IMAGE_WIDTH = 640;
export const DEMO_IMAGE_HEIGHT = 480;
const W = DEMO_IMAGE_WIDTH;
const H = DEMO_IMAGE_HEIGHT;
const HORIZON = 300;
const HOUR_MS = 3_600_000;
const RAD = Math.PI / 180;
const VIEW_AZIMUTH = { N: 0, NE: 45, E: 90, SE: 135, S: 180, SW: 225, W: 270, NW: 315 } as const;

type Rgb = [number, number, number];

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const mix = (a: Rgb, b: Rgb, t: number): Rgb => {
  const k = clamp(t, 0, 1);
  return [
    Math.round(a[0] + (b[0] - a[0]) * k),
    Math.round(a[1] + (b[1] - a[1]) * k),
    Math.round(a[2] + (b[2] - a[2]) * k),
  ];
};
const hex = (c: Rgb) => `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;

/** Escapes text for SVG content and attributes. */
export function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch,
  );
}

/** What the picture shows, from the model (exposed for tests and the payload). */
export interface DemoScene {
  time: string;
  condition: string;
  temperatureC: number;
  /** The same temperature in °F, rounded from the model's own figure (not from `temperatureC`). */
  temperatureF: number;
  cloudCoverPercent: number;
  precipitationMm: number;
  snowing: boolean;
  foggy: boolean;
  /** The sun's height above the horizon, degrees. */
  sunAltitudeDeg: number;
}

/**
 * The model's weather at the camera (at its town's height) for the hour of `timeMs`, and the sun's
 * height then.
 */
export function demoScene(camera: DemoCamera, timeMs: number): DemoScene {
  const place = modelPlace({
    latitude: camera.latitude,
    longitude: camera.longitude,
    ...(camera.elevationMeters === null ? {} : { elevationMeters: camera.elevationMeters }),
  });
  const sample = modelHour(place, Math.floor(timeMs / HOUR_MS));
  const sun = getPosition(new Date(timeMs), camera.latitude, camera.longitude);
  const snowing = (sample.snowfallCm ?? 0) > 0;
  return {
    time: formatLocalIso(
      timeMs,
      zoneFor({ longitude: camera.longitude, timeZone: camera.timeZone }),
    ),
    condition: conditionFor(sample.weatherCode, sample.isDay).text,
    temperatureC: Math.round(sample.temperatureC),
    temperatureF: Math.round((sample.temperatureC * 9) / 5 + 32),
    cloudCoverPercent: Math.round(sample.cloudCoverPercent),
    precipitationMm: Math.round(sample.precipitationMm * 10) / 10,
    snowing,
    foggy: (sample.visibilityKm ?? 10) < 1,
    sunAltitudeDeg: Math.round((sun.altitude / RAD) * 10) / 10,
  };
}

function skyColours(scene: DemoScene): { top: Rgb; bottom: Rgb; light: number } {
  const alt = scene.sunAltitudeDeg;
  const day = clamp((alt + 4) / 12, 0, 1);
  const twilight = clamp(1 - Math.abs(alt) / 8, 0, 1);
  const cloud = scene.cloudCoverPercent / 100;
  let top = mix([10, 16, 40], [52, 120, 210], day);
  let bottom = mix([30, 42, 80], [160, 205, 240], day);
  bottom = mix(bottom, [240, 160, 90], twilight * (1 - cloud) * 0.8);
  const grey = mix([28, 30, 36], [140, 148, 158], day);
  top = mix(top, grey, cloud * 0.85);
  bottom = mix(bottom, mix(grey, [255, 255, 255], 0.15), cloud * 0.85);
  return { top, bottom, light: Math.max(day, 0.08) };
}

function clock(iso: string): string {
  const m = /T(\d{2}):(\d{2})/.exec(iso);
  if (!m) return '';
  const h = Number(m[1]);
  return `${h % 12 === 0 ? 12 : h % 12}:${m[2]} ${h < 12 ? 'AM' : 'PM'}`;
}

/** The demo camera's picture at `timeMs` as an SVG document. */
export function renderDemoImage(
  camera: DemoCamera,
  timeMs: number,
): { svg: string; scene: DemoScene } {
  const scene = demoScene(camera, timeMs);
  const rand = mulberry32(hashInts(camera.latitude * 1e4, camera.longitude * 1e4, 7));
  const sky = skyColours(scene);
  const parts: string[] = [];
  parts.push(
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hex(sky.top)}"/><stop offset="1" stop-color="${hex(sky.bottom)}"/></linearGradient>`,
    `<pattern id="rain" width="24" height="40" patternUnits="userSpaceOnUse"><path d="M20 0 L12 22 M8 18 L2 34" stroke="#dfe8f2" stroke-width="1.6"/></pattern>`,
    `<pattern id="snow" width="36" height="36" patternUnits="userSpaceOnUse"><circle cx="6" cy="8" r="2.4" fill="#fff"/><circle cx="24" cy="20" r="1.8" fill="#fff"/><circle cx="14" cy="30" r="2.1" fill="#fff"/></pattern></defs>`,
    `<rect width="${W}" height="${HORIZON + 1}" fill="url(#sky)"/>`,
  );
  // Stars on a clear night.
  if (scene.sunAltitudeDeg < -8 && scene.cloudCoverPercent < 60) {
    const stars = Math.round(60 * (1 - scene.cloudCoverPercent / 60));
    for (let s = 0; s < stars; s++)
      parts.push(
        `<circle cx="${Math.round(rand() * W)}" cy="${Math.round(rand() * (HORIZON - 20))}" r="${(0.6 + rand()).toFixed(1)}" fill="#fff" opacity="${(0.5 + rand() * 0.5).toFixed(2)}"/>`,
      );
  }
  // The sun when it is in front of the camera (within 60° of where it looks).
  const sunPos = getPosition(new Date(timeMs), camera.latitude, camera.longitude);
  const sunAzimuth = (sunPos.azimuth / RAD + 180 + 360) % 360;
  const off = ((sunAzimuth - VIEW_AZIMUTH[camera.view] + 540) % 360) - 180;
  if (scene.sunAltitudeDeg > -1 && Math.abs(off) < 60 && scene.cloudCoverPercent < 85) {
    const x = Math.round(W / 2 + (off / 60) * (W / 2));
    const y = Math.round(HORIZON - (scene.sunAltitudeDeg / 50) * HORIZON);
    if (y > 10)
      parts.push(
        `<circle cx="${x}" cy="${y}" r="26" fill="#fff3b0" opacity="${(1 - scene.cloudCoverPercent / 100).toFixed(2)}"/>`,
      );
  }
  // Clouds.
  const cloudTone = hex(mix([60, 64, 72], [236, 238, 242], sky.light));
  const clouds = Math.round(scene.cloudCoverPercent / 9);
  for (let c = 0; c < clouds; c++) {
    const cx = Math.round(rand() * W);
    const cy = Math.round(30 + rand() * (HORIZON - 90));
    const rx = Math.round(50 + rand() * 90);
    parts.push(
      `<g fill="${cloudTone}" opacity="${(0.55 + scene.cloudCoverPercent / 250).toFixed(2)}"><ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${Math.round(rx / 3)}"/><ellipse cx="${cx + Math.round(rx / 3)}" cy="${cy - Math.round(rx / 5)}" rx="${Math.round(rx / 2)}" ry="${Math.round(rx / 3.5)}"/></g>`,
    );
  }
  // The ground: hills or a road, white when it snows.
  const groundBase: Rgb = scene.snowing ? [235, 238, 242] : [70, 120, 60];
  const ground = mix([12, 16, 20], groundBase, sky.light);
  const far = mix([20, 26, 34], scene.snowing ? [210, 216, 224] : [90, 120, 110], sky.light);
  if (camera.kind === 'weather') {
    const hill = (base: number, amp: number) => {
      const points = [`0,${H}`];
      for (let x = 0; x <= W; x += 40) points.push(`${x},${Math.round(base - rand() * amp)}`);
      points.push(`${W},${H}`);
      return points.join(' ');
    };
    parts.push(
      `<polygon points="${hill(HORIZON, 50)}" fill="${hex(far)}"/>`,
      `<polygon points="${hill(HORIZON + 40, 35)}" fill="${hex(ground)}"/>`,
    );
  } else {
    const asphalt = mix([20, 22, 26], scene.snowing ? [170, 174, 180] : [85, 88, 94], sky.light);
    parts.push(
      `<rect y="${HORIZON}" width="${W}" height="${H - HORIZON}" fill="${hex(ground)}"/>`,
      `<polygon points="300,${HORIZON} 340,${HORIZON} ${W},${H} 0,${H}" fill="${hex(asphalt)}"/>`,
    );
    for (let k = 0; k < 6; k++) {
      const t0 = (k + 0.2) / 6;
      const t1 = (k + 0.55) / 6;
      const y0 = HORIZON + (H - HORIZON) * t0 * t0;
      const y1 = HORIZON + (H - HORIZON) * t1 * t1;
      parts.push(
        `<line x1="320" y1="${y0.toFixed(1)}" x2="320" y2="${y1.toFixed(1)}" stroke="#e8d36a" stroke-width="${(1 + 5 * t1).toFixed(1)}"/>`,
      );
    }
    const cars = 2 + Math.floor(rand() * 4);
    const night = sky.light < 0.4;
    for (let k = 0; k < cars; k++) {
      const t = 0.25 + rand() * 0.7;
      const y = HORIZON + (H - HORIZON) * t * t;
      const lane = rand() < 0.5 ? -1 : 1;
      const w = 18 + 70 * t * t;
      const x = 320 + lane * (20 + 160 * t * t) - w / 2;
      const colour = hex(
        mix(
          [30, 30, 36],
          [
            [180, 40, 40],
            [40, 70, 160],
            [200, 200, 205],
          ][k % 3] as Rgb,
          sky.light,
        ),
      );
      parts.push(
        `<rect x="${x.toFixed(1)}" y="${(y - w * 0.55).toFixed(1)}" width="${w.toFixed(1)}" height="${(w * 0.55).toFixed(1)}" rx="${(w / 8).toFixed(1)}" fill="${colour}"/>`,
      );
      if (night)
        parts.push(
          `<circle cx="${(x + w * 0.2).toFixed(1)}" cy="${(y - w * 0.15).toFixed(1)}" r="${(w / 12).toFixed(1)}" fill="${lane < 0 ? '#fff6c8' : '#ff5a4a'}"/><circle cx="${(x + w * 0.8).toFixed(1)}" cy="${(y - w * 0.15).toFixed(1)}" r="${(w / 12).toFixed(1)}" fill="${lane < 0 ? '#fff6c8' : '#ff5a4a'}"/>`,
        );
    }
  }
  // Precipitation and fog over everything.
  if (scene.precipitationMm > 0) {
    const strength = clamp(0.35 + scene.precipitationMm / 6, 0.35, 0.9).toFixed(2);
    parts.push(
      `<rect width="${W}" height="${H}" fill="url(#${scene.snowing ? 'snow' : 'rain'})" opacity="${strength}"/>`,
    );
  }
  if (scene.foggy) parts.push(`<rect width="${W}" height="${H}" fill="#d9dde2" opacity="0.6"/>`);
  // The marking and the caption.
  const caption = `${clock(scene.time)} · ${scene.condition} · ${scene.temperatureC} °C / ${scene.temperatureF} °F`;
  parts.push(
    `<rect x="12" y="12" width="176" height="34" rx="4" fill="#000" opacity="0.72"/>`,
    `<text x="24" y="36" font-family="Arial, Helvetica, sans-serif" font-size="18" font-weight="700" fill="#fff" letter-spacing="1">DEMO CAMERA</text>`,
    `<rect y="${H - 56}" width="${W}" height="56" fill="#000" opacity="0.68"/>`,
    `<text x="14" y="${H - 32}" font-family="Arial, Helvetica, sans-serif" font-size="17" font-weight="700" fill="#fff">${escapeXml(camera.name)}</text>`,
    `<text x="14" y="${H - 11}" font-family="Arial, Helvetica, sans-serif" font-size="15" fill="#fff">${escapeXml(caption)}</text>`,
  );
  const title = `${camera.name} (demo camera drawn from the demo weather model): ${scene.condition}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><title>${escapeXml(title)}</title>${parts.join('')}</svg>`;
  return { svg, scene };
}

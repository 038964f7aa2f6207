#!/usr/bin/env node
// Draws the site's app icons (the favicon's two discs: brand blue, a sun-orange centre) as PNG files
// for the web app manifest, which browsers need at 192 and 512 pixels to offer installing the
// site, plus a maskable 512 (the discs inside the 80 % safe zone on a full blue square, so a
// launcher may cut it to any shape) and the 180-pixel Apple touch icon, and a 96-pixel one for the
// page footer's logo.
//
//   node scripts/build-app-icons.mjs   writes public/app-icons/*.png
//
// Drawn here with pngjs (each pixel supersampled 4 x 4 for smooth edges) rather than rendered by a
// browser, so the files are the same on every machine.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { PNG } from 'pngjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'public/app-icons');

const BLUE = [0x00, 0x59, 0x9c];
const ORANGE = [0xf0, 0x8a, 0x00];
const SAMPLES = 4;

/**
 * One icon: `size` pixels square; discs of radius `outer` and `inner` (fractions of the size)
 * around the centre; `fill` paints the whole square blue first (maskable).
 */
function drawIcon(size, { outer, inner, fill = false }) {
  const png = new PNG({ width: size, height: size });
  const c = size / 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const px = x + (sx + 0.5) / SAMPLES - c;
          const py = y + (sy + 0.5) / SAMPLES - c;
          const d = Math.hypot(px, py) / size;
          const colour = d <= inner ? ORANGE : d <= outer || fill ? BLUE : null;
          if (!colour) continue;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          a += 1;
        }
      }
      const i = (y * size + x) * 4;
      png.data[i] = a ? Math.round(r / a) : 0;
      png.data[i + 1] = a ? Math.round(g / a) : 0;
      png.data[i + 2] = a ? Math.round(b / a) : 0;
      png.data[i + 3] = Math.round((255 * a) / (SAMPLES * SAMPLES));
    }
  }
  return PNG.sync.write(png, { colorType: 6 });
}

// The favicon's proportions: a disc of radius 15/32 with a centre of 7/32.
const REGULAR = { outer: 15 / 32, inner: 7 / 32 };
// Maskable: the centre disc well inside the safe zone (a circle of radius 0.4 of the size).
const MASKABLE = { outer: 0.5, inner: 0.17, fill: true };

export const APP_ICONS = [
  // The footer's logo (32 px on the page: sharp on a 3x screen, a quarter of the 192's bytes).
  { file: 'icon-96.png', size: 96, shape: REGULAR },
  { file: 'icon-192.png', size: 192, shape: REGULAR },
  { file: 'icon-512.png', size: 512, shape: REGULAR },
  { file: 'icon-maskable-512.png', size: 512, shape: MASKABLE },
  { file: 'apple-touch-icon-180.png', size: 180, shape: MASKABLE },
];

mkdirSync(outDir, { recursive: true });
for (const icon of APP_ICONS) {
  writeFileSync(join(outDir, icon.file), drawIcon(icon.size, icon.shape));
  console.log(`wrote public/app-icons/${icon.file}`);
}

// Makes public/content/video/radar-map-tour.webm, the short silent clip of the weather-map press
// release: a canvas animation (a coastline map, radar echoes drifting across it, a zoom towards
// the coast and a timeline) drawn in headless Chromium and recorded with MediaRecorder (VP8/VP9
// WebM). Run: scripts/node24 node scripts/content-video.mjs [output]. Needs Chromium (see
// scripts/chromium.mjs); no network.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium } from '@playwright/test';

import { chromiumArgs, chromiumPath } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const output = path.resolve(
  process.argv[2] ?? path.join(root, 'public/content/video/radar-map-tour.webm'),
);

const WIDTH = 640;
const HEIGHT = 336;
const SECONDS = 9;

/** Runs in the page: draws and records the animation, resolves the WebM as base64. */
async function record({ width, height, seconds }) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  document.body.append(canvas);
  const ctx = canvas.getContext('2d');

  // A deterministic pseudo-random sequence, so every run draws the same clip.
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const coast = Array.from({ length: 15 }, (_, i) => ({
    x: (i / 14) * width * 1.4 - width * 0.2,
    y: height * (0.45 + 0.18 * Math.sin(i * 0.9) + 0.06 * random()),
  }));
  const cells = Array.from({ length: 14 }, () => ({
    x: random() * width * 0.9 - width * 0.3,
    y: height * (0.15 + random() * 0.7),
    r: 14 + random() * 34,
    strength: 0.4 + random() * 0.6,
  }));
  const echoColours = ['#1fae4c', '#8fd13f', '#f3e234', '#f59d1f', '#e0332a'];

  function frame(t) {
    const progress = t / seconds;
    // The camera zooms in slowly towards the coast, then eases back out.
    const zoom = 1 + 0.5 * Math.sin(Math.PI * Math.min(1, progress));
    ctx.setTransform(zoom, 0, 0, zoom, (width / 2) * (1 - zoom), (height / 2) * (1 - zoom));
    // Sea and land.
    ctx.fillStyle = '#0d2f4f';
    ctx.fillRect(-width, -height, width * 3, height * 3);
    ctx.fillStyle = '#2c4a2e';
    ctx.beginPath();
    ctx.moveTo(-width, height * 2);
    for (const p of coast) ctx.lineTo(p.x, p.y);
    ctx.lineTo(width * 2, height * 2);
    ctx.closePath();
    ctx.fill();
    ctx.strokeStyle = 'rgba(255,255,255,0.35)';
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    coast.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
    ctx.stroke();
    // Radar echoes drifting north-east, with rings of rising intensity.
    for (const cell of cells) {
      const x = cell.x + progress * width * 0.55;
      const y = cell.y - progress * height * 0.12;
      for (let ring = 0; ring < echoColours.length; ring++) {
        const level = ring / echoColours.length;
        if (level > cell.strength) break;
        ctx.globalAlpha = 0.55;
        ctx.fillStyle = echoColours[ring];
        ctx.beginPath();
        ctx.arc(x, y, cell.r * (1 - level * 0.8), 0, Math.PI * 2);
        ctx.fill();
      }
    }
    ctx.globalAlpha = 1;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    // The timeline: a bar along the bottom with the playhead.
    ctx.fillStyle = 'rgba(0,0,0,0.55)';
    ctx.fillRect(0, height - 26, width, 26);
    ctx.fillStyle = '#5fb3f5';
    ctx.fillRect(16, height - 15, (width - 32) * progress, 4);
    ctx.beginPath();
    ctx.arc(16 + (width - 32) * progress, height - 13, 6, 0, Math.PI * 2);
    ctx.fill();
  }

  const stream = canvas.captureStream(24);
  const type = MediaRecorder.isTypeSupported('video/webm;codecs=vp9')
    ? 'video/webm;codecs=vp9'
    : 'video/webm;codecs=vp8';
  const recorder = new MediaRecorder(stream, { mimeType: type, videoBitsPerSecond: 260_000 });
  const chunks = [];
  recorder.ondataavailable = (e) => e.data.size > 0 && chunks.push(e.data);
  const done = new Promise((resolve) => (recorder.onstop = resolve));
  const start = performance.now();
  frame(0);
  recorder.start(500);
  await new Promise((resolve) => {
    function tick() {
      const t = (performance.now() - start) / 1000;
      frame(Math.min(t, seconds));
      if (t >= seconds) resolve();
      else requestAnimationFrame(tick);
    }
    requestAnimationFrame(tick);
  });
  recorder.stop();
  await done;
  const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Reads an EBML variable-length integer at `at`: its value and length in bytes. */
function readVint(buf, at) {
  const first = buf[at];
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  let value = first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + buf[at + i];
  return { value, length };
}

/**
 * MediaRecorder's WebM has no duration, so players show none and seek poorly. This adds a
 * Duration element (milliseconds, float64) to the Segment's Info element and fixes Info's size.
 * (The Segment's own size is "unknown" in MediaRecorder output, so it needs no change.)
 */
function withDuration(webm, durationMs) {
  const infoId = Buffer.from([0x15, 0x49, 0xa9, 0x66]);
  const at = webm.indexOf(infoId);
  if (at < 0) return webm;
  const size = readVint(webm, at + 4);
  const bodyStart = at + 4 + size.length;
  const body = webm.subarray(bodyStart, bodyStart + size.value);
  if (body.includes(Buffer.from([0x44, 0x89]))) return webm;
  const duration = Buffer.alloc(11);
  duration.set([0x44, 0x89, 0x88]);
  duration.writeDoubleBE(durationMs, 3);
  const newSize = size.value + duration.length;
  // An 8-byte size field: 0x01 then seven bytes of the value.
  const sizeField = Buffer.alloc(8);
  sizeField.writeUInt8(0x01, 0);
  sizeField.writeUIntBE(newSize, 2, 6);
  return Buffer.concat([
    webm.subarray(0, at + 4),
    sizeField,
    body,
    duration,
    webm.subarray(bodyStart + size.value),
  ]);
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  await page.setContent('<!doctype html><body style="margin:0;background:#000"></body>');
  const base64 = await page.evaluate(record, { width: WIDTH, height: HEIGHT, seconds: SECONDS });
  const webm = withDuration(Buffer.from(base64, 'base64'), SECONDS * 1000);
  mkdirSync(path.dirname(output), { recursive: true });
  writeFileSync(output, webm);
  console.log(`wrote ${output} (${Math.round(webm.length / 1024)} kB)`);
} finally {
  await browser.close();
}

#!/usr/bin/env node
// Builds the weather icons from Meteocons (@bybas/weather-icons, MIT, by Bas Milius): for every icon
// key of src/components/WeatherIcon/iconKeys.ts, one still WebP picture per width of ICON_WIDTHS
// (`meteocons-webp-<hash>/clear-day-128.webp`), drawn from the Meteocons SVG with its animations
// removed (they repaint an image on the page's main thread many times a second; the hero icon
// floats by a CSS transform instead, on the compositor).
//
// Why pictures, not the SVG files: the browser makes every SVG image a document of its own, which
// it loads, styles, lays out and paints on the page's main thread (a dozen distinct icons took a
// throttled phone's main thread about 0.4 s at the home page's first render), while it decodes a
// WebP picture off the main thread. Not SVG sprites either: an `<img src="sprite.svg#view">` makes
// the browser lay out and paint the whole sprite document for every image of it. The component
// takes the smallest width that is at least 3 times the icon's size in CSS pixels (sharp on a 3x
// screen). The decorative icons, drawn by CSS, share one WebP picture (`decorative.webp`, a row of
// them): a forecast page shows most of them at once, and each picture the browser receives costs
// the page's main thread a task and a repaint of the page (on a throttled phone about 15 ms a
// picture, before the page answers clicks).
//
//   node scripts/build-weather-icons.mjs          writes public/icons/, iconDirs.generated.ts and
//                                                 decorativeIcons.generated.module.css
//   node scripts/build-weather-icons.mjs --check  fails when the committed files are out of date
//
// The folder's name is a hash of the drawings, the widths, the encoder's settings and sharp's
// version, so the icons are cached for good (next.config.js), and the check needs no encoding: it
// fails when the hash or the list of files differs from what is committed.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const drawingsDir = join(root, 'node_modules/@bybas/weather-icons/production/fill/all');
const keysFile = join(root, 'src/components/WeatherIcon/iconKeys.ts');
const outDir = join(root, 'public/icons');
const moduleFile = join(root, 'src/components/WeatherIcon/iconDirs.generated.ts');
const decorativeCssFile = join(
  root,
  'src/components/WeatherIcon/decorativeIcons.generated.module.css',
);
const SIZE = 64;
/** The pictures' widths (and heights), in pixels. */
export const ICON_WIDTHS = [64, 128, 192, 288];
/**
 * The decorative icons drawn by CSS, one class each (`class name: [icon key, size in CSS pixels]`):
 * the raindrop beside each chance of precipitation, and the fixed icons before the current
 * conditions' and the sun's labels. The markup then has no image element for them (a forecast page
 * had dozens, each rendered by the server and started by the browser), and the CSS names each
 * picture once. An icon that says something (a sky, a moon phase) stays an image with its text.
 */
export const DECORATIVE_ICONS = {
  raindrop: ['raindrop', 16],
  wind: ['wind', 28],
  humidity: ['humidity', 28],
  thermometer: ['thermometer', 28],
  barometer: ['barometer', 28],
  fog: ['fog', 28],
  uvIndex: ['uv-index', 28],
  sunrise: ['sunrise', 44],
  sunset: ['sunset', 44],
};
/**
 * The side of each decorative icon's square in their shared picture: 3 times the largest of them
 * (sharp on a 3x screen; the smaller ones are drawn from it scaled down).
 */
export const DECORATIVE_CELL =
  3 * Math.max(...Object.values(DECORATIVE_ICONS).map(([, size]) => size));
/** The decorative icons' shared picture, in the icons' folder. */
const DECORATIVE_FILE = 'decorative.webp';
/** The WebP encoder's settings (sharp's `webp()`). */
const WEBP = { quality: 85, alphaQuality: 90, effort: 6 };
/** sharp's version, from its package.json (which its exports do not list). */
const sharpVersion = () =>
  JSON.parse(readFileSync(join(root, 'node_modules/sharp/package.json'), 'utf8')).version;

/** Icon key → drawing name, read from the `WEATHER_ICON_DRAWINGS` table. */
function readDrawingTable() {
  const source = readFileSync(keysFile, 'utf8');
  const body = source.slice(
    source.indexOf('WEATHER_ICON_DRAWINGS = {'),
    source.indexOf('} as const'),
  );
  const table = new Map();
  for (const m of body.matchAll(/^\s*'?([a-z0-9-]+)'?:\s*'([a-z0-9-]+)',?$/gm))
    table.set(m[1], m[2]);
  if (table.size === 0) throw new Error(`no icon keys found in ${keysFile}`);
  return table;
}

/** The inner markup of one drawing, its ids prefixed so drawings never share one. */
function drawingBody(name, prefix) {
  const svg = readFileSync(join(drawingsDir, `${name}.svg`), 'utf8');
  let inner = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  inner = inner
    .replace(/\sid="([^"]+)"/g, ` id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}$1"`);
  return inner
    .replace(/<animate(Transform)?\b[^>]*\/>/g, '')
    .replace(/<animate(Transform)?\b[^>]*>[\s\S]*?<\/animate(Transform)?>/g, '');
}

/** One drawing as a standalone still SVG (its animations removed). */
function buildIcon(name) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 ${SIZE} ${SIZE}">` +
    `<!-- Meteocons by Bas Milius (https://meteocons.com), MIT licence -->` +
    drawingBody(name, 'd-') +
    `</svg>\n`
  );
}

const hash = (text) => createHash('sha256').update(text).digest('hex').slice(0, 10);

/**
 * What the icons are made of, without making them: each key's still SVG, and the folder their
 * pictures go in (`meteocons-webp-<hash>`), with every file's name in it.
 */
export function planWeatherIcons() {
  const table = readDrawingTable();
  for (const name of new Set(table.values())) {
    if (!existsSync(join(drawingsDir, `${name}.svg`)))
      throw new Error(`no Meteocons drawing ${name}`);
  }
  const stills = [...table].map(([key, name]) => [key, buildIcon(name)]);
  const decorative = Object.values(DECORATIVE_ICONS).map(([key]) => {
    const still = stills.find(([k]) => k === key);
    if (!still) throw new Error(`decorative icon ${key} is not an icon key`);
    return still[1];
  });
  const dir = `meteocons-webp-${hash(
    JSON.stringify({
      stills,
      widths: ICON_WIDTHS,
      decorative: { icons: DECORATIVE_ICONS, cell: DECORATIVE_CELL },
      webp: WEBP,
      sharp: sharpVersion(),
    }),
  )}`;
  const files = [
    ...stills.flatMap(([key, svg]) =>
      ICON_WIDTHS.map((width) => ({ path: `${dir}/${key}-${width}.webp`, svgs: [svg], width })),
    ),
    { path: `${dir}/${DECORATIVE_FILE}`, svgs: decorative, width: DECORATIVE_CELL },
  ];
  const moduleText =
    `// Generated by scripts/build-weather-icons.mjs: do not edit.\n` +
    `/** The weather icons' pictures: \`\${dir}/<key>-<width>.webp\`, square, one per width. */\n` +
    `export const WEATHER_ICONS = {\n` +
    `  dir: '/icons/${dir}',\n` +
    `  widths: [${ICON_WIDTHS.join(', ')}],\n` +
    `} as const;\n`;
  return { dir, files, moduleText, decorativeCss: decorativeIconsCss(dir) };
}

/**
 * The stylesheet of DECORATIVE_ICONS: each class draws its icon before the element's content,
 * from its square of the shared picture (a row of squares in DECORATIVE_ICONS' order), scaled to
 * the icon's size.
 */
function decorativeIconsCss(dir) {
  const names = Object.keys(DECORATIVE_ICONS);
  const common =
    `${names.map((name) => `.${name}::before`).join(',\n')} {\n` +
    `  content: '';\n` +
    `  display: inline-block;\n` +
    `  flex: none;\n` +
    `  background: url('/icons/${dir}/${DECORATIVE_FILE}') no-repeat;\n` +
    `}\n`;
  const rules = Object.entries(DECORATIVE_ICONS).map(([name, [, size]], i) => {
    return (
      `.${name}::before {\n` +
      `  width: ${size}px;\n` +
      `  height: ${size}px;\n` +
      `  background-size: ${names.length * size}px ${size}px;\n` +
      `  background-position: ${i === 0 ? 0 : `-${i * size}px`} 0;\n` +
      `}\n`
    );
  });
  return (
    `/* Generated by scripts/build-weather-icons.mjs (DECORATIVE_ICONS): do not edit. */\n` +
    `/* Decorative icons drawn before an element's content: no image element, nothing announced. */\n` +
    `/* One picture for all of them, a row of ${DECORATIVE_CELL}-pixel squares: each class shows its own. */\n` +
    [common, ...rules].join('\n')
  );
}

/**
 * One picture: still SVG drawings side by side, each `width` pixels square, as WebP (an icon's
 * picture is one drawing; the decorative icons' is a row of them).
 */
async function drawPicture(svgs, width) {
  const { default: sharp } = await import('sharp');
  const draw = (svg) =>
    sharp(Buffer.from(svg), { density: (72 * width) / SIZE })
      .resize(width, width)
      .png()
      .toBuffer();
  if (svgs.length === 1) {
    return sharp(await draw(svgs[0]))
      .webp(WEBP)
      .toBuffer();
  }
  const squares = await Promise.all(svgs.map(draw));
  return sharp({
    create: {
      width: width * svgs.length,
      height: width,
      channels: 4,
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    },
  })
    .composite(squares.map((input, i) => ({ input, left: i * width, top: 0 })))
    .webp(WEBP)
    .toBuffer();
}

async function main() {
  const { dir, files, moduleText, decorativeCss } = planWeatherIcons();
  const check = process.argv.includes('--check');
  const wanted = new Set(files.map((f) => f.path));
  const existing = existsSync(outDir)
    ? readdirSync(outDir, { recursive: true })
        .map(String)
        .filter((f) => f.startsWith('meteocons') && /\.(svg|webp)$/.test(f))
    : [];
  const missing = [...wanted].filter((f) => !existsSync(join(outDir, f)));
  const extra = existing.filter((f) => !wanted.has(f));
  const stale = (file, text) => !existsSync(file) || readFileSync(file, 'utf8') !== text;
  const staleModules = [
    ...(stale(moduleFile, moduleText) ? [moduleFile] : []),
    ...(stale(decorativeCssFile, decorativeCss) ? [decorativeCssFile] : []),
  ];
  if (check) {
    if (missing.length || extra.length || staleModules.length) {
      const stale = [...missing, ...extra, ...staleModules];
      console.error(`weather icons out of date: ${stale.slice(0, 5).join(', ')} (${stale.length})`);
      console.error('run: node scripts/build-weather-icons.mjs');
      process.exit(1);
    }
    return;
  }
  for (const f of extra) rmSync(join(outDir, f));
  for (const old of existsSync(outDir) ? readdirSync(outDir) : []) {
    const path = join(outDir, old);
    if (old.startsWith('meteocons-') && statSync(path).isDirectory() && !readdirSync(path).length)
      rmSync(path, { recursive: true });
  }
  mkdirSync(join(outDir, dir), { recursive: true });
  for (const file of files)
    writeFileSync(join(outDir, file.path), await drawPicture(file.svgs, file.width));
  writeFileSync(moduleFile, moduleText);
  writeFileSync(decorativeCssFile, decorativeCss);
  console.log(`wrote ${files.length} pictures under public/icons/${dir}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

import '@/server/serverOnly';

import { createHash } from 'node:crypto';

/** What a creative's picture is drawn from. */
export interface HouseAdArtwork {
  id: string;
  headline: string;
  body: string;
  cta: string;
  width: number;
  height: number;
}

/** Bump when the drawing changes, so every image URL (and browser cache entry) changes with it. */
const RENDER_VERSION = 1;

/** The site's brand colours (styles/globals.css). */
const BRAND = '#00599c';
const BRAND_DARK = '#003e6e';
const ACCENT = '#f08a00';
const ON_ACCENT = '#1d1d1f';
const ON_BRAND = '#ffffff';
const ON_BRAND_MUTED = '#cfe3f5';
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** Text for SVG character data and attribute values: `& < > " '` become entities. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&#39;',
  );
}

/** `{{siteName}}` in a creative's texts becomes the site's name. */
export function fillSiteName(text: string, siteName: string): string {
  return text.replace(/\{\{siteName\}\}/g, siteName);
}

/** The creative's texts with the site name filled in. */
export function artworkFor<T extends HouseAdArtwork>(creative: T, siteName: string): T {
  return {
    ...creative,
    headline: fillSiteName(creative.headline, siteName),
    body: fillSiteName(creative.body, siteName),
    cta: fillSiteName(creative.cta, siteName),
  };
}

/**
 * A short hash of everything the picture is drawn from: the image URL carries it (`?v=`), so
 * the picture can be cached for good and a changed creative or site name is a new URL.
 */
export function artworkVersion(art: HouseAdArtwork): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        RENDER_VERSION,
        art.id,
        art.headline,
        art.body,
        art.cta,
        art.width,
        art.height,
      ]),
    )
    .digest('hex')
    .slice(0, 12);
}

/** Approximate advance of one character, as a share of the font size (sans-serif). */
const CHAR_WIDTH = { bold: 0.6, regular: 0.54 };

/**
 * Breaks text into at most `maxLines` lines that fit `width` at `fontSize`; what does not fit
 * ends the last line with an ellipsis. A word longer than a line is cut.
 */
export function wrapText(
  text: string,
  width: number,
  fontSize: number,
  maxLines: number,
  weight: keyof typeof CHAR_WIDTH = 'regular',
): string[] {
  const perLine = Math.max(4, Math.floor(width / (fontSize * CHAR_WIDTH[weight])));
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  let rest = false;
  for (const word of words) {
    const next = current ? `${current} ${word}` : word;
    if (next.length <= perLine) {
      current = next;
      continue;
    }
    if (lines.length + 1 >= maxLines) {
      rest = true;
      break;
    }
    if (current) lines.push(current);
    current = word.length > perLine ? `${word.slice(0, perLine - 1)}…` : word;
  }
  if (current) lines.push(current);
  if (rest || lines.length > maxLines) {
    const last = (lines[maxLines - 1] ?? '').slice(0, perLine - 1).replace(/[\s,.;:]+$/, '');
    lines.splice(maxLines - 1, lines.length, `${last}…`);
  }
  return lines;
}

const textLines = (
  lines: string[],
  x: number,
  y: number,
  fontSize: number,
  lineHeight: number,
  fill: string,
  weight: 'bold' | 'normal',
  anchor: 'start' | 'middle' = 'start',
) =>
  lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * lineHeight}" font-size="${fontSize}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${escapeXml(line)}</text>`,
    )
    .join('');

const button = (
  x: number,
  y: number,
  w: number,
  h: number,
  label: string,
  fontSize: number,
  inset: number,
) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${ACCENT}"/>` +
  textLines(
    wrapText(label, w - inset, fontSize, 1, 'bold'),
    x + w / 2,
    y + h / 2 + fontSize * 0.35,
    fontSize,
    fontSize,
    ON_ACCENT,
    'bold',
    'middle',
  );

/** Radar-like rings in the corner: the brand's motif, purely decorative. */
const rings = (cx: number, cy: number, r: number) =>
  [1, 0.7, 0.4]
    .map(
      (k) =>
        `<circle cx="${cx}" cy="${cy}" r="${Math.round(r * k)}" fill="none" stroke="${ON_BRAND}" stroke-opacity="0.14" stroke-width="${Math.max(2, Math.round(r / 12))}"/>`,
    )
    .join('');

/** The body of a wide, short creative (320x50, 728x90): headline, body when tall enough, button. */
function bannerBody(art: HouseAdArtwork): string {
  const { width: w, height: h } = art;
  const small = h < 80;
  const pad = small ? 8 : 20;
  const ctaSize = small ? 11 : 16;
  // The button fits its label (bold advance plus padding), up to 40 % of the width.
  const ctaW = Math.min(
    Math.round(w * 0.4),
    Math.ceil(art.cta.length * ctaSize * CHAR_WIDTH.bold) + (small ? 20 : 36),
  );
  const ctaH = small ? 28 : 44;
  const textW = w - ctaW - pad * 3;
  const cta = button(w - pad - ctaW, (h - ctaH) / 2, ctaW, ctaH, art.cta, ctaSize, small ? 8 : 16);
  if (small) {
    const size = 13;
    const head = wrapText(art.headline, textW, size, 2, 'bold');
    const lineHeight = 16;
    const top = h / 2 - ((head.length - 1) * lineHeight) / 2 + size * 0.35;
    return textLines(head, pad, top, size, lineHeight, ON_BRAND, 'bold') + cta;
  }
  const headSize = 22;
  const bodySize = 14;
  const body = wrapText(art.body, textW, bodySize, 2);
  const headTop = body.length > 1 ? 32 : 40;
  return (
    rings(w - ctaW - pad * 2, h, h * 0.9) +
    textLines(
      wrapText(art.headline, textW, headSize, 1, 'bold'),
      pad,
      headTop,
      headSize,
      headSize,
      ON_BRAND,
      'bold',
    ) +
    textLines(body, pad, headTop + 24, bodySize, 17, ON_BRAND_MUTED, 'normal') +
    cta
  );
}

/** The body of a box (300x250, 300x600): headline and body, centred above the button at the foot. */
function boxBody(art: HouseAdArtwork): string {
  const { width: w, height: h } = art;
  const tall = h >= 400;
  const pad = 20;
  const headSize = tall ? 30 : 22;
  const headLine = Math.round(headSize * 1.2);
  const bodySize = tall ? 18 : 14;
  const bodyLine = Math.round(bodySize * 1.35);
  const gap = tall ? 20 : 10;
  const ctaH = tall ? 52 : 44;
  const ctaTop = h - pad - ctaH;
  const head = wrapText(art.headline, w - pad * 2, headSize, tall ? 4 : 2, 'bold');
  const room = ctaTop - pad - head.length * headLine - gap;
  const body = wrapText(
    art.body,
    w - pad * 2,
    bodySize,
    Math.max(1, Math.min(tall ? 8 : 3, Math.floor(room / bodyLine))),
  );
  // The text block sits in the middle of the space above the button (at the top when it is full).
  const block = head.length * headLine + gap + body.length * bodyLine;
  const top = pad + Math.max(0, (ctaTop - pad - block) / (tall ? 2 : 3));
  const headTop = Math.round(top + headSize);
  const bodyTop = Math.round(top + head.length * headLine + gap + bodySize);
  return (
    rings(w, tall ? 0 : h, tall ? 220 : 150) +
    textLines(head, pad, headTop, headSize, headLine, ON_BRAND, 'bold') +
    textLines(body, pad, bodyTop, bodySize, bodyLine, ON_BRAND_MUTED, 'normal') +
    button(pad, ctaTop, w - pad * 2, ctaH, art.cta, tall ? 20 : 17, 16)
  );
}

/**
 * The creative as a standalone SVG of its own size in the brand's colours: an accessible name
 * (`<title>`, the headline) and description (`<desc>`, the body and call to action), every text
 * escaped. Nothing external is referenced (no fonts, images or scripts).
 */
export function renderHouseAdSvg(art: HouseAdArtwork): string {
  const { width: w, height: h } = art;
  const titleId = `t-${art.id}`;
  const descId = `d-${art.id}`;
  const inner = h <= 120 && w > h * 2 ? bannerBody(art) : boxBody(art);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-labelledby="${titleId} ${descId}">` +
    `<title id="${titleId}">${escapeXml(art.headline)}</title>` +
    `<desc id="${descId}">${escapeXml(`${art.body} ${art.cta}`)}</desc>` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND}"/><stop offset="1" stop-color="${BRAND_DARK}"/></linearGradient></defs>` +
    `<g font-family="${escapeXml(FONT)}">` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
    inner +
    `</g></svg>`
  );
}

/**
 * Colours of the alerts badge pill: the status colour at the status opacity, laid over an opaque
 * white base (so the result does not depend on what is behind the badge), with the text colour of
 * better contrast: the better of black and white reaches at least 4.58:1 on any opaque colour.
 */

/** Pill colours. */
export interface BadgeColours {
  /** Opaque background after compositing, as #rrggbb. */
  background: string;
  /** Text colour for the count. */
  color: string;
  /** A border one step darker than the background, so a pale pill stays visible. */
  border: string;
}

/** Colours before any status has arrived (and for an unreadable colour). */
export const MUTED_BADGE: BadgeColours = {
  background: '#e9ecef',
  color: '#44474c',
  border: '#c4c9cf',
};

const DARK_TEXT = '#000000';
const LIGHT_TEXT = '#ffffff';

type Rgb = [number, number, number];

/** Parses #rgb or #rrggbb; null otherwise. */
export function parseHexColour(value: string): Rgb | null {
  const hex = value.trim().replace(/^#/, '');
  const full = /^[0-9a-f]{3}$/i.test(hex) ? hex.replace(/./g, (c) => c + c) : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** WCAG relative luminance of an sRGB colour. */
export function relativeLuminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two colours. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (hi + 0.05) / (lo + 0.05);
}

/** The pill colours for a status colour and opacity (opacity clamped to 0..1, missing = 1). */
export function badgeColours(
  colour: string | null | undefined,
  opacity: number | null | undefined,
): BadgeColours {
  const rgb = colour ? parseHexColour(colour) : null;
  if (!rgb) return MUTED_BADGE;
  const alpha =
    typeof opacity === 'number' && Number.isFinite(opacity) ? Math.min(1, Math.max(0, opacity)) : 1;
  const composite = rgb.map((c) => c * alpha + 255 * (1 - alpha)) as Rgb;
  const dark = parseHexColour(DARK_TEXT) as Rgb;
  const useDark = contrastRatio(composite, dark) >= contrastRatio(composite, [255, 255, 255]);
  return {
    background: toHex(composite),
    color: useDark ? DARK_TEXT : LIGHT_TEXT,
    border: toHex(composite.map((c) => c * 0.75) as Rgb),
  };
}

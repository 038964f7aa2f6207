import type { Basin, ChanceLevel, OutlookArea, OutlookChance } from './hurricane.types';

/**
 * Parser of NHC's Tropical Weather Outlook text product (TWOAT, TWOEP from NHC Miami; TWOCP from
 * CPHC Honolulu), e.g. https://www.nhc.noaa.gov/text/MIATWOAT.shtml. Each open area is a
 * numbered paragraph ending in two bullets:
 *   1. Central Tropical Atlantic (AL93):
 *   Showers and thunderstorms ...
 *   * Formation chance through 48 hours...low...10 percent.
 *   * Formation chance through 7 days...medium...40 percent.
 * A quiet basin says "Tropical cyclone formation is not expected during the next 7 days."
 */

/** UTC offsets (hours) of the zones NHC and CPHC stamp their products with. */
const ZONES: Readonly<Record<string, number>> = {
  UTC: 0,
  GMT: 0,
  AST: -4,
  EDT: -4,
  EST: -5,
  CDT: -5,
  CST: -6,
  MDT: -6,
  MST: -7,
  PDT: -7,
  PST: -8,
  HST: -10,
};
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** The text inside a product page's `<pre>` (the .shtml pages), or the text itself. */
export function productText(raw: string): string {
  const pre = /<pre[^>]*>([\s\S]*?)<\/pre>/i.exec(raw);
  if (!pre?.[1]) return raw.replace(/\r\n?/g, '\n');
  return pre[1]
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\r\n?/g, '\n');
}

/** Reads the issuance line ('800 AM EDT Tue Oct 8 2024') as an ISO time, or null. */
export function issuedAtFromText(text: string): string | null {
  const re =
    /^\s*(\d{1,2}?)(\d{2})\s+(AM|PM)\s+([A-Z]{3})\s+[A-Z]{3}\s+([A-Z]{3})\s+(\d{1,2})\s+(\d{4})\s*$/im;
  const m = re.exec(text);
  if (!m) return null;
  const [, h = '', min = '', ampm = '', zone = '', mon = '', day = '', year = ''] = m;
  const offset = ZONES[zone.toUpperCase()];
  const month = MONTHS.indexOf(mon.toUpperCase());
  const hour12 = Number(h || '0');
  if (offset === undefined || month < 0 || hour12 < 1 || hour12 > 12) return null;
  const hour = (hour12 % 12) + (ampm.toUpperCase() === 'PM' ? 12 : 0);
  const utc = Date.UTC(Number(year), month, Number(day), hour - offset, Number(min));
  return new Date(utc).toISOString();
}

/** NHC's level of a chance from its word, or from the percent when the word is not one. */
export function chanceLevel(word: string, percent: number): ChanceLevel {
  const w = word.toLowerCase();
  if (w === 'low' || w === 'medium' || w === 'high') return w;
  // NHC's own bands: low < 40 %, medium 40–60 %, high > 60 %.
  return percent < 40 ? 'low' : percent <= 60 ? 'medium' : 'high';
}

function chance(text: string, period: '48 hours' | '7 days'): OutlookChance | null {
  const re = new RegExp(
    `Formation chance through ${period}\\s*\\.+\\s*([a-z]+)\\s*\\.+\\s*(?:near\\s+)?(\\d{1,3})\\s*percent`,
    'i',
  );
  const m = re.exec(text);
  if (!m?.[1] || !m[2]) return null;
  const percent = Math.min(100, Number(m[2]));
  return { level: chanceLevel(m[1], percent), percent };
}

function areaFrom(basin: Basin, number: string, lines: string[]): OutlookArea {
  const [first = '', ...rest] = lines;
  const heading = /^(.*?):\s*$/.exec(first);
  const title = heading?.[1]?.trim() || null;
  const body = (heading ? rest : lines).join(' ');
  const invest = /\(((?:AL|EP|CP)\d{2})\)/i.exec(first)?.[1];
  const description =
    body
      .split(/\s*\*\s*Formation chance/i)[0]
      ?.replace(/\s+/g, ' ')
      .trim() ?? '';
  return {
    id: invest ? invest.toUpperCase() : `${basin}-${number}`,
    title: title?.replace(/\s*\((?:AL|EP|CP)\d{2}\)\s*$/i, '') ?? null,
    description,
    chance48h: chance(body, '48 hours'),
    chance7d: chance(body, '7 days'),
  };
}

/** Parses a TWO product (plain text or its .shtml page) into its issuance time and open areas. */
export function parseOutlookText(
  basin: Basin,
  raw: string,
): { issuedAt: string | null; areas: OutlookArea[] } {
  const text = productText(raw);
  const areas: OutlookArea[] = [];
  let current: { number: string; lines: string[] } | null = null;
  const flush = () => {
    if (current) areas.push(areaFrom(basin, current.number, current.lines));
    current = null;
  };
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    const start = /^(\d{1,2})\.\s+(.*)$/.exec(trimmed);
    if (start?.[1]) {
      flush();
      current = { number: start[1], lines: [start[2] ?? ''] };
    } else if (/^(\$\$|&&|Forecaster\b)/i.test(trimmed)) {
      flush();
    } else if (current && trimmed) {
      current.lines.push(trimmed);
    }
  }
  flush();
  return { issuedAt: issuedAtFromText(text), areas };
}

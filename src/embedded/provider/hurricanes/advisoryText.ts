import { nhcTime } from './nhcTime';
import { productText } from './outlookText';

/**
 * Parsers of a storm's NHC text products, read from their `.shtml` pages (text in `<pre>`):
 * the public advisory (TCP: number, issuing time, the '...' headline, the body) and the
 * forecast discussion (TCD), whose "KEY MESSAGES:" section lists numbered messages.
 */

/** What the public advisory says. */
export interface PublicAdvisory {
  number: string | null;
  issuedAt: string | null;
  headline: string | null;
  /** The body after the headline, up to the product's end ('$$'), without the forecaster line. */
  text: string;
}

/** The issuing line of an NHC product, e.g. '1000 AM CDT Tue Oct 08 2024'. */
const ISSUING_LINE =
  /^\s*\d{3,4}\s+[AP]M\s+[A-Z]{3,4}\s+[A-Z][a-z]{2}\s+[A-Z][a-z]{2}\s+\d{1,2}\s+\d{4}\s*$/m;

/** Reads a public advisory page (or its plain text). */
export function parsePublicAdvisory(raw: string): PublicAdvisory {
  const text = productText(raw);
  const number = /Advisory\s+Number\s+(\w+)/i.exec(text)?.[1]?.replace(/^0+(?=\w)/, '') ?? null;
  const issuing = ISSUING_LINE.exec(text);
  const issuedAt = issuing ? nhcTime(issuing[0]) : null;
  let body = issuing ? text.slice(issuing.index + issuing[0].length) : text;
  body = body.split(/^\s*\$\$\s*$/m)[0] ?? body;
  const lines = body.replace(/^\s*\n/, '').split('\n');
  // The headline: the leading lines between '...' markers (one or more statements).
  const headlineLines: string[] = [];
  while (
    lines.length > 0 &&
    (headlineLines.length === 0 ? /^\s*\.\.\./ : /\S/).test(lines[0] ?? '')
  ) {
    headlineLines.push((lines.shift() ?? '').trim());
  }
  const headline = headlineLines.length
    ? headlineLines
        .join(' ')
        .split(/\.\.\.\s*\.\.\./)
        .map((h) => h.replace(/^\.+|\.+$/g, '').trim())
        .filter(Boolean)
        .join('. ')
    : null;
  return {
    number,
    issuedAt,
    headline: headline || null,
    text: lines.join('\n').trim(),
  };
}

/**
 * The numbered messages of a forecast discussion's "KEY MESSAGES:" section, each unwrapped to one
 * line; null when the discussion has no such section.
 */
export function parseKeyMessages(raw: string): string[] | null {
  const text = productText(raw);
  const start = /^\s*KEY\s+MESSAGES:?\s*$/im.exec(text);
  if (!start) return null;
  const rest = text.slice(start.index + start[0].length);
  // The section ends at the next all-capitals heading (e.g. 'FORECAST POSITIONS') or '$$'.
  const end = /^\s*(?:\$\$|[A-Z][A-Z ]{5,}[A-Z](?:\s+AND\s+[A-Z ]+)?:?\s*$)/m.exec(rest);
  const section = end ? rest.slice(0, end.index) : rest;
  const messages = section
    .split(/^\s*\d+\.\s+/m)
    .slice(1)
    .map((m) => m.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return messages.length > 0 ? messages : null;
}

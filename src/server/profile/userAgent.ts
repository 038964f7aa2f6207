import { createIsbotFromList, list } from 'isbot';

/**
 * Crawlers, link previewers and headless browsers, from isbot's maintained list (bots get no ads,
 * analytics or measurement, and no device). Lighthouse is the one exception: it measures the page
 * a visitor gets, so it must get that page.
 */
const matchesBot = createIsbotFromList(list.filter((pattern) => pattern !== 'chrome-lighthouse'));

/** True when the user agent is a crawler, a link previewer or a headless browser (not Lighthouse). */
export function isBot(userAgent: string | undefined): boolean {
  return matchesBot(userAgent ?? '');
}

/** The operating system and its version from a user agent, when recognisable. */
export function osOf(userAgent: string | undefined): { os: string | null; version: string | null } {
  const ua = userAgent ?? '';
  const rules: [RegExp, string][] = [
    [/Windows NT ([\d.]+)/, 'Windows'],
    [/(?:iPhone|iPad|iPod).*? OS ([\d_]+)/, 'iOS'],
    [/Mac OS X ([\d_.]+)/, 'macOS'],
    [/Android ([\d.]+)/, 'Android'],
    [/CrOS \S+ ([\d.]+)/, 'ChromeOS'],
    [/Linux/, 'Linux'],
  ];
  for (const [re, os] of rules) {
    const m = re.exec(ua);
    if (m) return { os, version: m[1]?.replace(/_/g, '.') ?? null };
  }
  return { os: null, version: null };
}

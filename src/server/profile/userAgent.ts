/** Crawlers and link previewers (bots get no ads, analytics or measurement). */
const BOT =
  /bot\b|crawl|spider|slurp|bingpreview|mediapartners|facebookexternalhit|embedly|quora link preview|pinterest|whatsapp|telegrambot|headlesschrome(?!.*lighthouse)/i;

/** True when the user agent is a crawler or a link previewer. */
export function isBot(userAgent: string | undefined): boolean {
  return BOT.test(userAgent ?? '');
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

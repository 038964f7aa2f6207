import '@/server/serverOnly';

/** The sitemaps protocol's limit of URLs in one file. */
export const SITEMAP_URL_LIMIT = 50_000;
/** URLs per sitemap file here: well under the limit, so each file stays small (about 1 MB). */
export const DEFAULT_CHUNK_SIZE = 10_000;

/** One page for a sitemap: its path on the site and, when known, when it last changed. */
export interface SitemapEntry {
  path: string;
  /** An ISO 8601 date or date-time. */
  updatedAt?: string;
}

/** A named list of pages; its entries are split into files of at most the chunk size. */
export interface SitemapSource {
  /** Lower-case letters and digits: the file names are `/sitemaps/<name>-<n>.xml`. */
  name: string;
  entries(): Promise<SitemapEntry[]>;
}

/** One sitemap file of the index: its path and the latest change among its entries. */
export interface SitemapChunk {
  path: string;
  lastModified?: string;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe inside an XML element or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** The absolute URL of a path on the site's origin (percent-encoded as a URL requires). */
export function absoluteSiteUrl(origin: string, path: string): string {
  return new URL(path, origin).toString();
}

/** A `<lastmod>` value: the date-time in UTC, or nothing for a missing or unreadable date. */
function lastModified(updatedAt: string | undefined): string | undefined {
  if (!updatedAt) return undefined;
  const time = Date.parse(updatedAt);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** The path of the n-th (from 1) file of a source. */
export function chunkPath(name: string, n: number): string {
  return `/sitemaps/${name}-${n}.xml`;
}

/** How many files `count` entries fill. */
export function chunkCount(count: number, chunkSize = DEFAULT_CHUNK_SIZE): number {
  return Math.ceil(count / chunkSize);
}

/** The n-th (from 1) slice of entries, or null past the last. */
export function chunkEntries<T>(
  entries: readonly T[],
  n: number,
  chunkSize = DEFAULT_CHUNK_SIZE,
): T[] | null {
  if (!Number.isInteger(n) || n < 1 || n > chunkCount(entries.length, chunkSize)) return null;
  return entries.slice((n - 1) * chunkSize, n * chunkSize);
}

/** The files a source's entries fill, each with the latest change of its entries. */
export function sourceChunks(
  name: string,
  entries: readonly SitemapEntry[],
  chunkSize = DEFAULT_CHUNK_SIZE,
): SitemapChunk[] {
  if (chunkSize < 1 || chunkSize > SITEMAP_URL_LIMIT)
    throw new RangeError(`chunk size must be 1 to ${SITEMAP_URL_LIMIT}`);
  const chunks: SitemapChunk[] = [];
  for (let n = 1; n <= chunkCount(entries.length, chunkSize); n += 1) {
    let latest: string | undefined;
    for (const entry of chunkEntries(entries, n, chunkSize) ?? []) {
      const at = lastModified(entry.updatedAt);
      if (at && (!latest || at > latest)) latest = at;
    }
    chunks.push(
      latest ? { path: chunkPath(name, n), lastModified: latest } : { path: chunkPath(name, n) },
    );
  }
  return chunks;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A `<urlset>` of entries as absolute URLs on the origin; throws past the protocol's limit. */
export function buildUrlSet(origin: string, entries: readonly SitemapEntry[]): string {
  if (entries.length > SITEMAP_URL_LIMIT)
    throw new RangeError(`a sitemap holds at most ${SITEMAP_URL_LIMIT} URLs`);
  const lines = entries.map((entry) => {
    const at = lastModified(entry.updatedAt);
    const loc = `<loc>${escapeXml(absoluteSiteUrl(origin, entry.path))}</loc>`;
    return `<url>${loc}${at ? `<lastmod>${at}</lastmod>` : ''}</url>`;
  });
  return [XML_DECLARATION, `<urlset xmlns="${SITEMAP_NS}">`, ...lines, '</urlset>', ''].join('\n');
}

/** A `<sitemapindex>` of the files, as absolute URLs on the origin. */
export function buildSitemapIndex(origin: string, chunks: readonly SitemapChunk[]): string {
  const lines = chunks.map((chunk) => {
    const loc = `<loc>${escapeXml(absoluteSiteUrl(origin, chunk.path))}</loc>`;
    return `<sitemap>${loc}${chunk.lastModified ? `<lastmod>${chunk.lastModified}</lastmod>` : ''}</sitemap>`;
  });
  return [
    XML_DECLARATION,
    `<sitemapindex xmlns="${SITEMAP_NS}">`,
    ...lines,
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** The source name and file number of a sitemap file name (`places-3.xml`), else null. */
export function parseChunkFileName(file: string): { name: string; n: number } | null {
  const match = /^([a-z][a-z0-9]{0,31})-([1-9][0-9]{0,5})\.xml$/.exec(file);
  if (!match?.[1] || !match[2]) return null;
  return { name: match[1], n: Number(match[2]) };
}

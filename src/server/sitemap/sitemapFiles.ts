import '@/server/serverOnly';

import type { ServerResponse } from 'node:http';

import type { GetServerSideProps } from 'next';
import { z } from 'zod';

import { setNoStore } from '@/server/http/headers';
import { upstreamHttpError, UPSTREAM_RETRY_AFTER_SECONDS } from '@/server/http/httpError';
import { refuseNonPageMethod } from '@/server/http/pageMethods';
import { siteOrigin } from '@/server/http/siteOrigin';
import { withUpstreamBudget } from '@/server/http/upstreamBudget';

import {
  buildSitemapIndex,
  buildUrlSet,
  chunkEntries,
  parseChunkFileName,
  sourceChunks,
  type SitemapSource,
} from './sitemapXml';
import { sitemapSources } from './sources';

/** How long browsers and crawlers may keep a sitemap file (the places change with a data release). */
export const SITEMAP_MAX_AGE_SECONDS = 60 * 60;

/** Writes a text answer and ends the response (the page renders nothing after it). */
export function answerText(
  res: ServerResponse,
  status: number,
  contentType: string,
  body: string,
  maxAgeSeconds: number,
): void {
  res.statusCode = status;
  res.setHeader('Content-Type', contentType);
  if (status === 200) res.setHeader('Cache-Control', `public, max-age=${maxAgeSeconds}`);
  else setNoStore(res);
  res.end(body);
}

/**
 * Runs `write` under the upstream budget; when the provider is down the answer is a short 503
 * with Retry-After (crawlers come back later) instead of an error page.
 */
async function answering(res: ServerResponse, write: () => Promise<void>): Promise<void> {
  try {
    await withUpstreamBudget(write);
  } catch (err) {
    const upstream = upstreamHttpError(err);
    if (!upstream) throw err;
    console.warn('sitemap: provider down:', (err as Error).message);
    res.setHeader(
      'Retry-After',
      String(upstream.retryAfterSeconds ?? UPSTREAM_RETRY_AFTER_SECONDS),
    );
    answerText(res, 503, 'text/plain; charset=utf-8', 'Failed to load sitemap\n', 0);
  }
}

const XML = 'application/xml; charset=utf-8';

/** The sitemap index: every file of every source, as absolute URLs on the site's origin. */
export function sitemapIndexServerSideProps(
  sources: () => SitemapSource[] = sitemapSources,
): GetServerSideProps<Record<string, never>> {
  return async ({ res }) => {
    await answering(res, async () => {
      const chunks = await Promise.all(
        sources().map(async (source) => sourceChunks(source.name, await source.entries())),
      );
      const xml = buildSitemapIndex(siteOrigin(), chunks.flat());
      answerText(res, 200, XML, xml, SITEMAP_MAX_AGE_SECONDS);
    });
    return { props: {} };
  };
}

const fileParams = z.object({ file: z.string().max(64) });

/** One sitemap file (`/sitemaps/<source>-<n>.xml`); 404 for an unknown source or number. */
export function sitemapFileServerSideProps(
  sources: () => SitemapSource[] = sitemapSources,
): GetServerSideProps<Record<string, never>> {
  return async ({ res, params }) => {
    const parsed = fileParams.safeParse(params);
    const file = parsed.success ? parseChunkFileName(parsed.data.file) : null;
    const source = file && sources().find((s) => s.name === file.name);
    if (!file || !source) return { notFound: true };
    let found = true;
    await answering(res, async () => {
      const entries = chunkEntries(await source.entries(), file.n);
      if (!entries) {
        found = false;
        return;
      }
      answerText(res, 200, XML, buildUrlSet(siteOrigin(), entries), SITEMAP_MAX_AGE_SECONDS);
    });
    return found ? { props: {} } : { notFound: true };
  };
}

/**
 * Paths crawlers are asked to leave alone: APIs, sign-in, the embedded services, test pages and
 * the location search's results (`/search?q=…`, also `noindex`).
 */
export const ROBOTS_DISALLOWED: readonly string[] = [
  '/api/',
  '/idp/',
  '/signin/',
  '/map-v2-test/',
  '/web2/',
  '/provider/',
  '/search',
];

/**
 * What indexed pages draw from under a disallowed path, allowed again so a crawler renders those
 * pages as visitors see them: the hurricane maps' land (an SVG `<image>`) and the camera pictures.
 * (The longest matching rule wins, so these outrank `Disallow: /web2/`.)
 */
export const ROBOTS_ALLOWED_RESOURCES: readonly string[] = [
  '/web2/api/hurricanes/basemap/',
  '/web2/api/cameras/',
];

/** robots.txt: everything allowed but the paths above, and where the sitemap index is. */
export function buildRobotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_ALLOWED_RESOURCES.map((path) => `Allow: ${path}`),
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).toString()}`,
    '',
  ].join('\n');
}

/**
 * Serves robots.txt naming the sitemap index on the configured origin. The request proxy does not
 * run for it (a static-file path in its matcher), so it refuses other methods than GET and HEAD
 * itself (405 JSON, as the proxy does for pages).
 */
export const robotsTxtServerSideProps: GetServerSideProps<Record<string, never>> = async ({
  req,
  res,
}) => {
  if (await refuseNonPageMethod(req, res)) return { props: {} };
  answerText(
    res,
    200,
    'text/plain; charset=utf-8',
    buildRobotsTxt(siteOrigin()),
    SITEMAP_MAX_AGE_SECONDS,
  );
  return { props: {} };
};

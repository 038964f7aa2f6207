import '@/server/serverOnly';

import type { IncomingMessage, ServerResponse } from 'node:http';

import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/pageHeads';
import { setNoStore } from '@/server/http/headers';
import {
  FETCH_FORBIDDEN_METHODS,
  isApiPath,
  isIdpPagePath,
  isIdpPath,
  PAGE_METHODS,
} from '@/server/http/sitePaths';
import type { PageProps } from '@/types/page';

import { buildPageProps } from './pageProps';

const t = translator('pageHeads', messages);

/**
 * Page props for the 400, 404 and 500 pages. They carry no canonical link: an error answer is not a
 * page search engines should index under its URL.
 */
export function buildErrorPageProps(
  req: Pick<IncomingMessage, 'headers'>,
  statusCode: number,
): PageProps {
  // A malformed address (400) is the visitor's link, not the site's failure: it reads as a page
  // that is not there, with its own words, and the same search.
  if (statusCode === 404 || statusCode === 400) {
    return buildPageProps({
      req,
      pageId: 'not-found',
      canonicalPath: null,
      title: statusCode === 404 ? t('error.notFound') : t('error.badRequest'),
      description:
        statusCode === 404
          ? 'The page you asked for does not exist. Search for a place or go back to the home page.'
          : 'Part of the address could not be read. Search for a place or go back to the home page.',
    });
  }
  return buildPageProps({
    req,
    pageId: 'error',
    canonicalPath: null,
    title: t('error.failed'),
    description: 'Something went wrong loading the data. Please reload the page or try again later',
  });
}

const API_MESSAGES: Record<number, string> = {
  400: 'Malformed request URL',
  404: 'Not found',
  405: 'Method not allowed',
};

function answerJson(
  res: ServerResponse,
  status: number,
  body: { error: string },
  headers: Record<string, string> = {},
): void {
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  setNoStore(res);
  res.end(JSON.stringify(body));
}

/**
 * Answers an error that is not a page's, before the error page renders, and says whether it did:
 * - a method the Fetch API refuses (TRACE, TRACK) fails Next before the request middleware runs
 *   and arrives here as a 500: it is answered 405 with `Allow` (pages: GET, HEAD) and a JSON error;
 * - errors under the JSON APIs (`/web2/api`, `/provider`, `/api`) and the identity provider's
 *   endpoints (`/idp/*` but its sign-in page): an unknown route (404), a malformed
 *   percent-escape in the path (Next's 400) or a failure are JSON `{ error }`, never the HTML
 *   error page.
 */
export function answerNonPageError(
  req: Pick<IncomingMessage, 'method' | 'url'>,
  res: ServerResponse,
  statusCode: number,
): boolean {
  if (res.headersSent || res.writableEnded) return true;
  const method = (req.method ?? 'GET').toUpperCase();
  const path = req.url ?? '/';
  const idp = isIdpPath(path);
  const api = isApiPath(path) || (idp && !isIdpPagePath(path));
  if (api && !(idp && FETCH_FORBIDDEN_METHODS.has(method))) {
    answerJson(res, statusCode, { error: API_MESSAGES[statusCode] ?? 'Internal server error' });
    return true;
  }
  const refused = idp
    ? FETCH_FORBIDDEN_METHODS.has(method)
    : !(PAGE_METHODS as readonly string[]).includes(method);
  if (refused) {
    const allow = idp ? 'GET, HEAD, POST' : PAGE_METHODS.join(', ');
    answerJson(res, 405, { error: `Method ${method} not allowed` }, { Allow: allow });
    return true;
  }
  return false;
}

export { discardBody } from '@/server/http/body';

import '@/server/serverOnly';

import type { IncomingMessage } from 'node:http';

import type { PageProps } from '@/types/page';

import { buildPageProps } from './pageProps';

/** Page props for the 404 and 500 pages. */
export function buildErrorPageProps(
  req: Pick<IncomingMessage, 'headers'>,
  statusCode: number,
  path: string,
): PageProps {
  const notFound = statusCode === 404;
  return buildPageProps({
    req,
    pageId: notFound ? 'not-found' : 'error',
    canonicalPath: path.split(/[?#]/)[0] ?? '/',
    title: notFound ? 'Page not found' : 'Something went wrong',
    description: notFound
      ? 'The page you asked for does not exist. Search for a place or go back to the home page.'
      : 'Something went wrong loading the data. Please reload the page or try again later',
  });
}

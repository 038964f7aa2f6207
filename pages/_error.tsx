import type { NextPageContext } from 'next';

import { siteLayout } from '@/application/layout';
import { ErrorView } from '@/application/page-views/ErrorView';
import type { PageProps } from '@/types/page';

type ErrorProps = Partial<PageProps> & { statusCode: number };

/**
 * Renders 404 and 500 server-side on every request (no static 404.html), so error pages carry the
 * request's CSP nonce, the frame and a real title and description (no canonical link). Errors that
 * are not a page's (the JSON APIs, a method pages do not answer) are answered as JSON instead.
 */
function ErrorPage({ statusCode }: ErrorProps) {
  return <ErrorView statusCode={statusCode} />;
}

ErrorPage.getInitialProps = async ({ req, res, err }: NextPageContext): Promise<ErrorProps> => {
  const statusCode = res?.statusCode ?? err?.statusCode ?? 404;
  // `typeof window` is a build-time constant: the browser bundle drops this branch and with it
  // the server-only module.
  if (typeof window === 'undefined' && req) {
    const { answerNonPageError, buildErrorPageProps, discardBody } =
      await import('@/server/pages/errorPageProps');
    // The error answers without the request's body: it is read and dropped first, so a client
    // still sending it reads the answer (closing on unread bytes would reset its connection).
    if (res && !(await discardBody(req))) res.setHeader('Connection', 'close');
    if (res && answerNonPageError(req, res, statusCode)) return { statusCode: res.statusCode };
    return { statusCode, ...buildErrorPageProps(req, statusCode) };
  }
  return { statusCode };
};

ErrorPage.getLayout = siteLayout();

export default ErrorPage;

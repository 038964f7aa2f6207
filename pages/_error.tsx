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
  // `typeof window` is a build-time constant: the browser bundle drops this branch and with it
  // the server-only module.
  if (typeof window === 'undefined' && req) {
    const { answerNonPageError, buildErrorPageProps, discardBody } =
      await import('@/server/pages/errorPageProps');
    // A database or provider that cannot serve is a 503 with Retry-After, not a 500.
    if (res && err) (await import('@/server/pages/unavailableStatus')).markUnavailable(err, res);
    const statusCode = res?.statusCode ?? err?.statusCode ?? 404;
    // The error answers without the request's body: it is read and dropped first, so a client
    // still sending it reads the answer (closing on unread bytes would reset its connection).
    if (res && !(await discardBody(req))) res.setHeader('Connection', 'close');
    if (res && answerNonPageError(req, res, statusCode)) return { statusCode: res.statusCode };
    return { statusCode, ...buildErrorPageProps(req, statusCode) };
  }
  return { statusCode: res?.statusCode ?? err?.statusCode ?? 404 };
};

ErrorPage.getLayout = siteLayout();

export default ErrorPage;

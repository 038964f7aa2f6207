import type { NextPageContext } from 'next';

import { siteLayout } from '@/application/layout';
import { ErrorView } from '@/application/page-views/ErrorView';
import type { PageProps } from '@/types/page';

type ErrorProps = Partial<PageProps> & { statusCode: number };

/**
 * Renders 404 and 500 server-side on every request (no static 404.html), so error pages carry the
 * request's CSP nonce, the frame and a real title, description and canonical link.
 */
function ErrorPage({ statusCode }: ErrorProps) {
  return <ErrorView statusCode={statusCode} />;
}

ErrorPage.getInitialProps = async ({
  req,
  res,
  err,
  asPath,
}: NextPageContext): Promise<ErrorProps> => {
  const statusCode = res?.statusCode ?? err?.statusCode ?? 404;
  // `typeof window` is a build-time constant: the browser bundle drops this branch and with it
  // the server-only module.
  if (typeof window === 'undefined' && req) {
    const { buildErrorPageProps } = await import('@/server/pages/errorPageProps');
    return { statusCode, ...buildErrorPageProps(req, statusCode, asPath ?? '/') };
  }
  return { statusCode };
};

ErrorPage.getLayout = siteLayout();

export default ErrorPage;

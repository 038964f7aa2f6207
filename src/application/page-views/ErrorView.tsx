import { useRouter } from 'next/router';
import type { ComponentType } from 'react';

import { SiteLink } from '@/components/SiteLink';
import { LocationSearch } from '@/features/search/components/LocationSearch';
import { isErrorStatusPage, type ErrorStatusPageProps } from '@/lib/http/errorStatusPage';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/errors';

const t = translator('errors', messages);

/**
 * Body of the error pages: 404, 400 (a malformed address, such as an invalid escape: the link is
 * wrong, so no "try again"), and the generic message for 500 and for 503 (an upstream down or too
 * slow: the server answers 503 with Retry-After).
 */
export function ErrorView({ statusCode }: { statusCode: number }) {
  const { asPath } = useRouter();
  if (statusCode === 404 || statusCode === 400) {
    const notFound = statusCode === 404;
    return (
      <>
        <h1>{notFound ? t('notFound.heading') : t('badRequest.heading')}</h1>
        <p>{notFound ? t('notFound.text') : t('badRequest.text')}</p>
        {notFound && asPath.startsWith('/hurricane/') && (
          <p>
            {t('notFound.storm')}{' '}
            <SiteLink href="/hurricane/active">{t('notFound.activeStorms')}</SiteLink>
          </p>
        )}
        <LocationSearch scope="local" label={t('notFound.search')} showLabel toResultsPage />
        <p>
          <SiteLink href="/">{t('notFound.home')}</SiteLink>
        </p>
      </>
    );
  }
  return (
    <>
      <h1>{t('failed.heading')}</h1>
      <p>{t('failed.text')}</p>
    </>
  );
}

/**
 * A page view that yields to the ErrorView when its props carry an error status (the page's
 * getServerSideProps answered 503 because the provider is down), in the same layout.
 */
export function withErrorStatus<P extends object>(
  View: ComponentType<P>,
): ComponentType<P | ErrorStatusPageProps> {
  function ViewOrError(props: P | ErrorStatusPageProps) {
    if (isErrorStatusPage(props)) return <ErrorView statusCode={props.errorStatus} />;
    return <View {...(props as P)} />;
  }
  ViewOrError.displayName = `WithErrorStatus(${View.displayName ?? View.name})`;
  return ViewOrError;
}

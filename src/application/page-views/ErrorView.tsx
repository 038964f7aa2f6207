import Link from 'next/link';
import { useRouter } from 'next/router';
import type { ComponentType } from 'react';

import { LocationSearch } from '@/features/search/components/LocationSearch';
import { isErrorStatusPage, type ErrorStatusPageProps } from '@/lib/http/errorStatusPage';

/**
 * Body of the error pages: 404, and the generic message for 500 and for 503 (an upstream down or
 * too slow: the server answers 503 with Retry-After).
 */
export function ErrorView({ statusCode }: { statusCode: number }) {
  const { asPath } = useRouter();
  if (statusCode === 404) {
    return (
      <>
        <h1>Page not found</h1>
        <p>The page you asked for does not exist.</p>
        {asPath.startsWith('/hurricane/') && (
          <p>
            The storm may no longer be active.{' '}
            <Link prefetch={false} href="/hurricane/active">
              See active storms
            </Link>
          </p>
        )}
        <LocationSearch scope="local" label="Find a place's forecast" showLabel />
        <p>
          <Link prefetch={false} href="/">
            Go to the home page
          </Link>
        </p>
      </>
    );
  }
  return (
    <>
      <h1>Something went wrong</h1>
      <p>Something went wrong loading the data. Please reload the page or try again later</p>
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

import Link from 'next/link';

/** Body of the 404 and 500 pages. */
export function ErrorView({ statusCode }: { statusCode: number }) {
  if (statusCode === 404) {
    return (
      <>
        <h1>Page not found</h1>
        <p>The page you asked for does not exist.</p>
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

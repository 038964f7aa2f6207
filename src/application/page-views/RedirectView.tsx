/**
 * The view of a path that only redirects (a location page without its place): its
 * getServerSideProps always redirects or, when the provider is down, yields to the error view.
 */
export function RedirectView() {
  return null;
}

/** Leaves a bare sign-in page for the home page with a full load, so server rendering sees the new cookies. */
export function goHome(): void {
  window.location.replace('/');
}

/**
 * Leaves a bare sign-in page for `path` (a path on the site, already checked by `safeReturnPath`)
 * with a full load, so server rendering sees the new cookies.
 */
export function goTo(path: string): void {
  window.location.replace(path);
}

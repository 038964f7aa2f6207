/** Leaves a bare sign-in page for the home page with a full load, so server rendering sees the new cookies. */
export function goHome(): void {
  window.location.replace('/');
}

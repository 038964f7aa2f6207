/**
 * The sign-out ends at the identity provider, which sends the visitor back to the page they were
 * on: a new page load, on which nothing would say that they signed out. The tab remembers it for
 * that page (sessionStorage, this tab only), which says it once (`SignedInAnnouncement`).
 */
const KEY = 'wb_signed_out';

/** Before leaving for the identity provider's sign-out. */
export function rememberSignedOut(): void {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // Storage refused (private mode, full): the page comes back without the words.
  }
}

/** The sign-out did not leave the page after all (no end-session endpoint). */
export function forgetSignedOut(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // As above.
  }
}

/** Whether this tab has just come back from a sign-out; answers true once. */
export function takeSignedOut(): boolean {
  try {
    const signedOut = sessionStorage.getItem(KEY) === '1';
    sessionStorage.removeItem(KEY);
    return signedOut;
  } catch {
    return false;
  }
}

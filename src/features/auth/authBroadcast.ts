/**
 * Tells the site's other open tabs that this one signed in or out, so every tab shows the same
 * person (the greeting, whose favourites) without a reload: the cookies and the stored tokens are
 * shared by the tabs, what each page shows is not. A BroadcastChannel of the site's origin
 * carries it; a browser without one keeps the old behaviour (the other tab catches up on its next
 * page load).
 */
const CHANNEL = 'weather-auth';

/** What one tab tells the others, once the server has done its part. */
export type AuthChange = 'signed-in' | 'signed-out';

const isAuthChange = (data: unknown): data is AuthChange =>
  data === 'signed-in' || data === 'signed-out';

/** Tells the other tabs (a tab does not hear itself). */
export function announceAuthChange(change: AuthChange): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(change);
  channel.close();
}

/** Calls `onChange` for each change another tab announces; answers the unsubscribe. */
export function listenForAuthChanges(onChange: (change: AuthChange) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (isAuthChange(event.data)) onChange(event.data);
  };
  return () => channel.close();
}

/**
 * Messages between the site's open tabs of one browser (a BroadcastChannel of the site's origin):
 * the cookies and stored tokens are the tabs' shared state, what each page shows is not, so a tab
 * that changes what the visitor keeps (sign-in, units, favourites) tells the others. A tab does not
 * hear itself. A browser without BroadcastChannel keeps the old behaviour: the other tab catches
 * up on its next page load.
 */

/** Tells the other tabs listening on `channel`. */
export function tellOtherTabs(channel: string, data: unknown): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const sender = new BroadcastChannel(channel);
  sender.postMessage(data);
  sender.close();
}

/**
 * Calls `onMessage` with each message another tab sends on `channel` that `accept` recognises
 * (anything else is ignored: another version of the site may be open). Answers the unsubscribe.
 */
export function listenToOtherTabs<T>(
  channel: string,
  accept: (data: unknown) => data is T,
  onMessage: (data: T) => void,
): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const receiver = new BroadcastChannel(channel);
  receiver.onmessage = (event: MessageEvent<unknown>) => {
    if (accept(event.data)) onMessage(event.data);
  };
  return () => receiver.close();
}

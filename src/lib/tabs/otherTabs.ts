/**
 * Messages between the site's open tabs of one browser (a BroadcastChannel of the site's origin):
 * the cookies and stored tokens are the tabs' shared state, what each page shows is not, so a tab
 * that changes what the visitor keeps (sign-in, units, favourites) tells the others. A browser
 * without BroadcastChannel keeps the old behaviour: the other tab catches up on its next page load.
 *
 * A tab does not hear itself: a BroadcastChannel delivers a message to every other object of its
 * name, those of the sending page included, so each channel is one object per page, which both
 * sends and listens.
 */

interface Shared {
  channel: BroadcastChannel;
  listeners: Set<(data: unknown) => void>;
}

const open = new Map<string, Shared>();

/** Tells the other tabs listening on `channel`. */
export function tellOtherTabs(channel: string, data: unknown): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const shared = open.get(channel);
  if (shared) {
    shared.channel.postMessage(data);
    return;
  }
  // Nothing in this page listens: a channel for this message alone.
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
  let shared = open.get(channel);
  if (!shared) {
    const created: Shared = { channel: new BroadcastChannel(channel), listeners: new Set() };
    created.channel.onmessage = (event: MessageEvent<unknown>) => {
      for (const listener of created.listeners) listener(event.data);
    };
    open.set(channel, created);
    shared = created;
  }
  const listener = (data: unknown) => {
    if (accept(data)) onMessage(data);
  };
  shared.listeners.add(listener);
  const { listeners, channel: object } = shared;
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && open.get(channel)?.channel === object) {
      object.close();
      open.delete(channel);
    }
  };
}

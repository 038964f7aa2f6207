import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the server's HTML and while the browser hydrates it, true once the app runs: for what
 * only works with the app running (a control whose handler is JavaScript) or that the server's
 * HTML may not carry. React renders the server's value first, so hydration matches.
 */
export function useAppRunning(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

import { listenToOtherTabs, tellOtherTabs } from '@/lib/tabs/otherTabs';

/**
 * Tells the site's other open tabs that this one signed in or out, so every tab shows the same
 * person (the greeting, whose favourites) without a reload (`src/lib/tabs`).
 */
const CHANNEL = 'weather-auth';

/** What one tab tells the others, once the server has done its part. */
export type AuthChange = 'signed-in' | 'signed-out';

const isAuthChange = (data: unknown): data is AuthChange =>
  data === 'signed-in' || data === 'signed-out';

/** Tells the other tabs (a tab does not hear itself). */
export function announceAuthChange(change: AuthChange): void {
  tellOtherTabs(CHANNEL, change);
}

/** Calls `onChange` for each change another tab announces; answers the unsubscribe. */
export function listenForAuthChanges(onChange: (change: AuthChange) => void): () => void {
  return listenToOtherTabs(CHANNEL, isAuthChange, onChange);
}

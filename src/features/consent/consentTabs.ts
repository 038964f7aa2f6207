import { listenToOtherTabs, tellOtherTabs } from '@/lib/tabs/otherTabs';

/**
 * A GDPR visitor's consent decided in one tab reaches the site's other open tabs (`src/lib/tabs`):
 * the decision is kept in the `euconsent-v2` cookie, which a tab reads once, so a withdrawal made
 * in one tab would otherwise leave another still measuring and personalising ads.
 */
const CHANNEL = 'weather-consent';

/** What a tab tells the others: the TC string it has just stored. */
interface ConsentMessage {
  tcString: string;
}

const isConsentMessage = (data: unknown): data is ConsentMessage =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as { tcString?: unknown }).tcString === 'string' &&
  (data as { tcString: string }).tcString.length > 0;

/** Tells the other tabs the consent this tab has just stored. */
export function announceConsent(tcString: string): void {
  tellOtherTabs(CHANNEL, { tcString } satisfies ConsentMessage);
}

/** Calls `onConsent` with each TC string another tab stores; answers the unsubscribe. */
export function listenForConsent(onConsent: (tcString: string) => void): () => void {
  return listenToOtherTabs(CHANNEL, isConsentMessage, ({ tcString }) => onConsent(tcString));
}

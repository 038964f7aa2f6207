/**
 * Whether the browser can reach the site: its requests to our own origin (the web API and the
 * provider's signing proxy) report here when one gets no answer at all, and when one is answered
 * again. The frame shows the network message while the site is unreachable.
 */
import { fetchTransport, type HttpTransport } from '@/lib/http/createHttpClient';

type Listener = () => void;

let unreachable = false;
const listeners = new Set<Listener>();

function set(value: boolean): void {
  if (unreachable === value) return;
  unreachable = value;
  for (const listener of listeners) listener();
}

/** True after a request to the site got no answer, until one is answered again. */
export function isSiteUnreachable(): boolean {
  return unreachable;
}

/** Calls `listener` whenever that changes; returns the unsubscribe. */
export function subscribeSiteReachability(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Forgets a reported failure (the browser is back online, or tests). */
export function clearSiteUnreachable(): void {
  set(false);
}

/**
 * A transport to the site that reports reachability: a request that gets no answer (a network
 * error, not a cancellation or a timeout the caller asked for) marks the site unreachable; any
 * answer, whatever its status, marks it reachable.
 */
export function siteTransport(base: HttpTransport = fetchTransport): HttpTransport {
  return async (request) => {
    try {
      const answer = await base(request);
      set(false);
      return answer;
    } catch (err) {
      if (!request.signal.aborted) set(true);
      throw err;
    }
  };
}

import { favoriteHref } from '@/features/favorites/favoriteHref';
import type { FavoriteLocation } from '@/types/location';

/** Where the service worker is served (public/sw.js); its scope is the whole site. */
export const SERVICE_WORKER_PATH = '/sw.js';

/** The page type whose copies are kept for offline reading of favourite places. */
const FAVORITE_PAGE_ID = 'forecasts/current';

/**
 * The worker's URL for this build: a new build is a new URL, so the browser installs its worker
 * and the old build's caches are deleted when it activates.
 */
export function serviceWorkerUrl(buildId: string): string {
  return `${SERVICE_WORKER_PATH}?v=${encodeURIComponent(buildId)}`;
}

/** The current conditions pages of the favourite places, which the worker keeps for offline reading. */
export function favoritePagesToKeep(favorites: readonly FavoriteLocation[]): string[] {
  return favorites.map((f) => favoriteHref(f, FAVORITE_PAGE_ID));
}

/** The build's id, as Next.js writes it into every page's data. */
export function currentBuildId(): string | null {
  const data = (window as Window & { __NEXT_DATA__?: { buildId?: unknown } }).__NEXT_DATA__;
  return typeof data?.buildId === 'string' ? data.buildId : null;
}

/**
 * Registers the site's worker. Resolves to the registration, or null where the browser has no
 * service workers (or refuses: a private window, an insecure origin) - the site works as before.
 */
export async function registerServiceWorker(
  buildId: string,
): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  try {
    return await navigator.serviceWorker.register(serviceWorkerUrl(buildId), { scope: '/' });
  } catch {
    return null;
  }
}

/** Asks the active worker to keep these pages (it fetches and stores them itself). */
export function keepPages(worker: ServiceWorker | null | undefined, urls: string[]): void {
  if (!worker || urls.length === 0) return;
  worker.postMessage({ type: 'keep-pages', urls });
}

/**
 * Asks the worker to drop the pages it keeps (after a sign-out: a kept page greets its account
 * and lists its favourites, which the next person on this browser must not read offline).
 */
export function forgetKeptPages(worker: ServiceWorker | null | undefined): void {
  worker?.postMessage({ type: 'forget-pages' });
}

import { useEffect, useState } from 'react';

import { selectFavorites } from '@/features/favorites/favoritesSelectors';
import { useAppSelector } from '@/store/hooks';

import {
  currentBuildId,
  favoritePagesToKeep,
  keepPages,
  registerServiceWorker,
} from '../serviceWorker';

/**
 * Installs the site's service worker once the page has started (mounted after start-up, in its
 * own chunk, so it adds nothing to a page's first JavaScript), and asks it to keep the favourite
 * places' current conditions for offline reading whenever the favourites change. Draws nothing.
 */
export function OfflineSupport() {
  const favorites = useAppSelector(selectFavorites);
  const [registration, setRegistration] = useState<ServiceWorkerRegistration | null>(null);

  useEffect(() => {
    const buildId = currentBuildId();
    if (!buildId) return;
    let cancelled = false;
    void registerServiceWorker(buildId).then((r) => {
      if (!cancelled) setRegistration(r);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (!registration) return;
    const urls = favoritePagesToKeep(favorites);
    if (registration.active) {
      keepPages(registration.active, urls);
      return;
    }
    // The first visit: the worker is still installing; keep the pages once it is active.
    void navigator.serviceWorker.ready.then((ready) => keepPages(ready.active, urls));
  }, [registration, favorites]);

  return null;
}

import { useEffect, useRef, useState } from 'react';

import { selectIsLoggedIn } from '@/features/auth/authSelectors';
import { selectFavorites } from '@/features/favorites/favoritesSelectors';
import { useAppSelector } from '@/store/hooks';

import {
  currentBuildId,
  favoritePagesToKeep,
  forgetKeptPages,
  keepPages,
  registerServiceWorker,
} from '../serviceWorker';

/**
 * Installs the site's service worker once the page has started (mounted after start-up, in its
 * own chunk, so it adds nothing to a page's first JavaScript), and asks it to keep the favourite
 * places' current conditions for offline reading whenever the favourites change, and to drop the
 * kept pages when the visitor signs out. Draws nothing.
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

  // Before the favourites' effect: the pages of the account go before the device's are kept.
  const signedIn = useAppSelector(selectIsLoggedIn);
  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    const signedOut = wasSignedIn.current && !signedIn;
    wasSignedIn.current = signedIn;
    if (signedOut) forgetKeptPages(registration?.active ?? navigator.serviceWorker?.controller);
  }, [signedIn, registration]);

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

import { useRouter } from 'next/router';
import { useEffect } from 'react';

/** How often an open hurricane page reads its data again. */
export const HURRICANE_REFRESH_MS = 5 * 60 * 1000;

/**
 * Keeps an open hurricane page fresh: every 5 minutes while the tab is visible (and at once when
 * it becomes visible after a longer absence) the page's server props are read again in place,
 * so a new advisory shows without a reload.
 */
export function useFiveMinuteRefresh(): void {
  const router = useRouter();
  useEffect(() => {
    let last = Date.now();
    const refresh = () => {
      last = Date.now();
      void router.replace(router.asPath, undefined, { scroll: false });
    };
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') refresh();
    }, HURRICANE_REFRESH_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() - last >= HURRICANE_REFRESH_MS)
        refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
    // The router object is stable for the page; its path is read when the timer fires.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

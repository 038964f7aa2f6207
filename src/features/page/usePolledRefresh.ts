import { useRouter } from 'next/router';
import { useEffect } from 'react';

import { selectConfig } from '@/features/config/configSlice';
import { useAppSelector } from '@/store/hooks';

/** Which of the configuration's polling delays a page's data follows. */
export type PollingKind = 'alerts' | 'hourly' | 'daily';

/**
 * Keeps an open tab's data fresh: every `delayMs` while the tab is visible, the page's server
 * props are fetched again in place (no scroll, no history entry). A tab that was hidden past the
 * delay refreshes when it shows again. No delay (0 or less): nothing.
 */
export function useRefreshEvery(delayMs: number): void {
  const router = useRouter();
  useEffect(() => {
    if (!delayMs || delayMs <= 0) return undefined;
    let last = Date.now();
    const refresh = () => {
      last = Date.now();
      void router.replace(router.asPath, undefined, { scroll: false });
    };
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') refresh();
    }, delayMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() - last >= delayMs) refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
    // The router object is stable for the page; its path is read when the timer fires.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [delayMs]);
}

/** `useRefreshEvery` at the published configuration's polling delay for `kind` (alerts, hourly, daily). */
export function usePolledRefresh(kind: PollingKind): void {
  const config = useAppSelector(selectConfig);
  const delaySeconds = config
    ? {
        alerts: config.alertsPollerDelaySeconds,
        hourly: config.hourlyPollerDelaySeconds,
        daily: config.dailyPollerDelaySeconds,
      }[kind]
    : 0;
  useRefreshEvery(delaySeconds * 1000);
}

import { useRefreshEvery } from '@/features/page';

/** How often an open hurricane page reads its data again. */
export const HURRICANE_REFRESH_MS = 5 * 60 * 1000;

/**
 * Keeps an open hurricane page fresh: every 5 minutes while the tab is visible (and at once when
 * it becomes visible after a longer absence) the page's server props are read again in place,
 * so a new advisory shows without a reload.
 */
export function useFiveMinuteRefresh(): void {
  useRefreshEvery(HURRICANE_REFRESH_MS);
}

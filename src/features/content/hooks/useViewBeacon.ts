import { useEffect } from 'react';

import { useAppSelector } from '@/store/hooks';
import { selectMayLoadTracking } from '@/features/consent/consentSlice';

/** Where a story page reports that it was read. */
export const VIEW_BEACON_URL = '/web2/api/content/views';

/**
 * Reports one read of a story after the page has loaded in a browser, off the rendering path:
 * `navigator.sendBeacon` (which survives the visitor leaving), else a keep-alive fetch. Failures
 * are ignored: a view count is not worth an error. The count is audience measurement (the server
 * counts a device once a day), so it waits for the visitor's consent and is not sent for a
 * visitor who has not given it, opted out or sends Global Privacy Control (selectMayLoadTracking).
 */
export function useViewBeacon(slug: string): void {
  const mayTrack = useAppSelector(selectMayLoadTracking);
  useEffect(() => {
    if (!mayTrack) return;
    const body = JSON.stringify({ slug });
    try {
      const blob = new Blob([body], { type: 'application/json' });
      if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(VIEW_BEACON_URL, blob))
        return;
    } catch {
      // Some browsers refuse a JSON beacon; the fetch below sends the same request.
    }
    void fetch(VIEW_BEACON_URL, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => undefined);
  }, [slug, mayTrack]);
}

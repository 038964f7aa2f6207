import { useSyncExternalStore } from 'react';

import { formatInViewerZone, formatUtc } from '../stormFormat';

const noSubscription = () => () => undefined;

/**
 * A UTC time shown in UTC (zone named) in the first HTML, and in the viewer's own zone once the
 * page has hydrated in the browser: the server snapshot is used while hydrating, so server and
 * first browser render agree, and React renders again with the browser's snapshot.
 */
export function AdvisoryTime({ iso }: { iso: string }) {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return <time dateTime={iso}>{inBrowser ? formatInViewerZone(iso) : formatUtc(iso)}</time>;
}

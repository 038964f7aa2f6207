import { useEffect, useState } from 'react';

import { whenIdle } from '@/lib/scheduling/whenIdle';

import { formatInViewerZone, formatUtc } from '../stormFormat';

/**
 * A UTC time shown in UTC (zone named) in the first HTML, and in the viewer's own zone from the
 * browser's first idle moment after start-up: hydration renders what the server wrote, so the two
 * agree. Not at once: the viewer's zone needs the page's first `Intl.DateTimeFormat`, which loads
 * the browser's date-formatting data (70–130 ms of a throttled phone's main thread), work that can
 * wait until the page answers clicks.
 */
export function AdvisoryTime({ iso }: { iso: string }) {
  const [inViewerZone, setInViewerZone] = useState(false);
  useEffect(() => whenIdle(() => setInViewerZone(true)), []);
  return <time dateTime={iso}>{inViewerZone ? formatInViewerZone(iso) : formatUtc(iso)}</time>;
}

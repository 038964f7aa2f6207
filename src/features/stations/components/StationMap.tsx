import { useEffect, useRef } from 'react';

import { createStationMap } from '@/lib/maps/stationMap';
import type { Station } from '@/types/location';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/stations';

import styles from './StationMap.module.css';

const t = translator('stations', messages);

/** The pin's colour when the design tokens are not loaded (the value of --color-brand). */
const BRAND_FALLBACK = '#00599c';

/**
 * A small map of the stations: numbered circles and a pin on the active station. maplibre-gl
 * is imported in the effect, so it loads in the browser only and only when a map is shown;
 * the map is removed on unmount.
 */
export function StationMap({
  stations,
  activeStationId,
}: {
  stations: readonly Station[];
  activeStationId: string | null;
}) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element || stations.length === 0) return undefined;
    let map: { remove(): void } | undefined;
    let cancelled = false;
    // The pin wears the brand colour of the design tokens (a canvas image cannot read CSS).
    const pinColor =
      getComputedStyle(element).getPropertyValue('--color-brand').trim() || BRAND_FALLBACK;
    import('maplibre-gl')
      .then((maplibre) => {
        if (!cancelled)
          map = createStationMap(maplibre, element, { stations, activeStationId, pinColor });
      })
      .catch((err: unknown) => console.error('Could not show the station map', err));
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [stations, activeStationId]);

  return <div ref={container} className={styles.frame} role="region" aria-label={t('mapLabel')} />;
}

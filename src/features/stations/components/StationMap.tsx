import { useEffect, useRef } from 'react';
import styled, { useTheme } from 'styled-components';

import { createStationMap } from '@/lib/maps/stationMap';
import type { Station } from '@/types/location';

const Frame = styled.div`
  position: relative;
  height: 300px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius};
  background: #cfe3f3;
  /* The parts of maplibre's stylesheet this map needs (its CSS file is not loaded). */
  .maplibregl-canvas {
    position: absolute;
    left: 0;
    top: 0;
  }
  .maplibregl-canvas-container.maplibregl-interactive {
    cursor: grab;
  }
  .maplibregl-ctrl-bottom-left,
  .maplibregl-ctrl-bottom-right {
    display: none;
  }
`;

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
  const pinColor = useTheme().colors.brand;

  useEffect(() => {
    const element = container.current;
    if (!element || stations.length === 0) return undefined;
    let map: { remove(): void } | undefined;
    let cancelled = false;
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
  }, [stations, activeStationId, pinColor]);

  return <Frame ref={container} role="region" aria-label="Map of the weather stations" />;
}

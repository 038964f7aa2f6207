import { useEffect, useRef } from 'react';

import { createHurricaneMap } from '../map/hurricaneMap';
import {
  BAND_COLORS,
  WATCH_WARNING_COLORS,
  type HurricaneMapData,
  type IntensityBand,
} from '../map/hurricaneMapData';
import styles from './HurricaneMap.module.css';

const BAND_NAMES: Record<IntensityBand, string> = {
  TD: 'Depression',
  TS: 'Tropical storm',
  C1: 'Cat. 1',
  C2: 'Cat. 2',
  C3: 'Cat. 3',
  C4: 'Cat. 4',
  C5: 'Cat. 5',
};

/** A legend key drawn in SVG (presentation attributes, so no inline style is needed). */
function Swatch({ color, shape }: { color: string; shape: 'dot' | 'line' }) {
  return (
    <svg className={styles.swatchSvg} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      {shape === 'dot' ? (
        <circle cx="8" cy="8" r="6" fill={color} stroke="#1f2d3d" strokeWidth="1" />
      ) : (
        <rect x="0" y="5" width="16" height="6" rx="2" fill={color} />
      )}
    </svg>
  );
}

/**
 * A map of storms: cones, tracks, forecast points by intensity, coastal watches and warnings and
 * wind radii over the offline basemap. maplibre-gl is imported in the effect, so it loads in the
 * browser only, once the map is shown; the map is removed on unmount. The legend is plain HTML.
 */
export function HurricaneMap({ data, label }: { data: HurricaneMapData; label: string }) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    let map: { remove(): void } | undefined;
    let cancelled = false;
    import('maplibre-gl')
      .then((maplibre) => {
        if (!cancelled) map = createHurricaneMap(maplibre, element, data);
      })
      .catch((err: unknown) => console.error('Could not show the hurricane map', err));
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [data]);

  const warnings = new Set(
    data.watchesWarnings.features.map((f) => String(f.properties?.type ?? '')),
  );
  return (
    <figure className={styles.figure}>
      <div ref={container} className={styles.frame} role="region" aria-label={label} />
      <figcaption>
        <ul className={styles.legend} aria-label="Map legend">
          {data.cones.features.length > 0 && (
            <li>
              <span className={`${styles.swatch} ${styles.cone}`} aria-hidden="true" />
              Forecast cone
            </li>
          )}
          {data.pastTracks.features.length > 0 && (
            <li>
              <span className={`${styles.swatch} ${styles.past}`} aria-hidden="true" />
              Past track
            </li>
          )}
          {data.forecastLines.features.length > 0 && (
            <li>
              <span className={`${styles.swatch} ${styles.forecast}`} aria-hidden="true" />
              Forecast track
            </li>
          )}
          {data.windRadii.features.length > 0 && (
            <li>
              <span className={`${styles.swatch} ${styles.radii}`} aria-hidden="true" />
              Wind radii (34, 50, 64 kt)
            </li>
          )}
          {[...warnings]
            .filter((type) => type in WATCH_WARNING_COLORS)
            .map((type) => (
              <li key={type}>
                <Swatch color={WATCH_WARNING_COLORS[type] ?? '#555555'} shape="line" />
                {type}
              </li>
            ))}
          {(Object.keys(BAND_COLORS) as IntensityBand[]).map((band) => (
            <li key={band}>
              <Swatch color={BAND_COLORS[band]} shape="dot" />
              {BAND_NAMES[band]}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

import { useEffect, useRef } from 'react';

import type { ChanceLevel } from '@/types/hurricane';

import { createHurricaneMap } from '../map/hurricaneMap';
import {
  BAND_COLORS,
  OUTLOOK_LEVEL_COLORS,
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

const OUTLOOK_LEVEL_NAMES: Record<ChanceLevel, string> = {
  low: 'Low (under 40%)',
  medium: 'Medium (40–60%)',
  high: 'High (over 60%)',
};

/** A legend key drawn in SVG (presentation attributes, so no inline style is needed). */
function Swatch({ color, shape }: { color: string; shape: 'dot' | 'line' | 'area' }) {
  return (
    <svg className={styles.swatchSvg} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      {shape === 'dot' ? (
        <circle cx="8" cy="8" r="6" fill={color} stroke="#1f2d3d" strokeWidth="1" />
      ) : shape === 'area' ? (
        <rect
          x="1.25"
          y="1.25"
          width="13.5"
          height="13.5"
          rx="4"
          fill={color}
          fillOpacity="0.45"
          stroke={color}
          strokeWidth="2.5"
        />
      ) : (
        <rect x="0" y="5" width="16" height="6" rx="2" fill={color} />
      )}
    </svg>
  );
}

/**
 * A map of storms (cones, tracks, forecast points by intensity, coastal watches and warnings and
 * wind radii) and of the Tropical Weather Outlook's areas (coloured by their 7-day formation
 * chance, each labelled with its id) over the offline basemap. maplibre-gl is imported in the effect, so it loads in the
 * browser only, once the map is shown; the map is removed on unmount. The legend is plain HTML.
 */
export function HurricaneMap({
  data,
  label,
  extent = null,
}: {
  data: HurricaneMapData;
  label: string;
  /** `[west, south, east, north]` the view shows at least. */
  extent?: [number, number, number, number] | null;
}) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    let map: { remove(): void } | undefined;
    let cancelled = false;
    import('maplibre-gl')
      .then((maplibre) => {
        if (!cancelled)
          map = createHurricaneMap(maplibre, element, data, {
            labelClassName: styles.areaLabel,
            extent,
          });
      })
      .catch((err: unknown) => console.error('Could not show the hurricane map', err));
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [data, extent]);

  const outlookLevels = new Set(
    [...data.outlookAreas.features, ...data.outlookPoints.features].map((f) =>
      String(f.properties?.level ?? ''),
    ),
  );
  const hasStorms =
    data.storms.features.length +
      data.forecastPoints.features.length +
      data.pastTracks.features.length >
    0;
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
          {outlookLevels.size > 0 && (
            <li className={styles.legendHeading}>Formation chance, 7 days:</li>
          )}
          {(Object.keys(OUTLOOK_LEVEL_COLORS) as ChanceLevel[])
            .filter((level) => outlookLevels.has(level))
            .map((level) => (
              <li key={level}>
                <Swatch color={OUTLOOK_LEVEL_COLORS[level]} shape="area" />
                {OUTLOOK_LEVEL_NAMES[level]}
              </li>
            ))}
          {data.outlookPoints.features.length > 0 && (
            <li>
              <Swatch color="#ffffff" shape="dot" />
              Disturbance now
            </li>
          )}
          {hasStorms &&
            (Object.keys(BAND_COLORS) as IntensityBand[]).map((band) => (
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

import { forwardRef, type KeyboardEvent } from 'react';

import { BASEMAP_COLORS } from '@/lib/maps/basemapStyle';
import { useAppRunning } from '@/lib/scheduling/useAppRunning';
import type { MapLayerId, MapView } from '@/lib/maps/weatherMapQuery';
import {
  STATIC_MAP_HEIGHT,
  STATIC_MAP_WIDTH,
  staticFrame,
  type StaticRaster,
  type StaticWeatherMap as StaticWeatherMapData,
} from '@/lib/maps/weatherMapStatic';

import styles from './StaticWeatherMap.module.css';

/** Props of {@link StaticWeatherMap}. */
export interface StaticWeatherMapProps {
  data: StaticWeatherMapData;
  view: MapView;
  layerId: MapLayerId;
  radarOpacity: number;
  place: { name: string; latitude: number; longitude: number };
  /** The accessible name of the view (the interactive map's canvas has the same). */
  label: string;
  /** The visitor reaches for the map (a pointer, a wheel, focus): load the interactive one. */
  onIntent: () => void;
  /** A key pressed on the view, applied once the interactive map has loaded. */
  onKey: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/**
 * The map's first view, drawn by the server: the basemap of the view in Web Mercator, the place,
 * and the latest radar (or current temperature) tiles as images, at the interactive map's scale
 * so that map replaces it in place. Once the app runs it is a focusable button: a key or a pointer
 * on it loads the interactive map. Before that (and with no JavaScript) it is an image with the
 * same name, not a button that would do nothing.
 */
export const StaticWeatherMap = forwardRef<HTMLDivElement, StaticWeatherMapProps>(
  function StaticWeatherMap(
    { data, view, layerId, radarOpacity, place, label, onIntent, onKey },
    ref,
  ) {
    const [x, y] = staticFrame(view).project(place.longitude, place.latitude);
    const raster: { layer: StaticRaster; opacity: number } | null =
      layerId === 'Radar.Global' && data.radar
        ? { layer: data.radar, opacity: radarOpacity }
        : layerId === 'Temperature.Global' && data.temperature
          ? { layer: data.temperature, opacity: 0.7 }
          : null;
    const { basemap } = data;
    const running = useAppRunning();
    // The raster's tiles are not preloaded with the page's head: on a slow link their bytes came
    // before the scripts' and delayed input-ready (docs/architecture.md, "On the phone, the map
    // page").
    return (
      <div
        ref={ref}
        className={styles.view}
        // A button: pressing it (or any key, a pointer, focus) brings the interactive map.
        role={running ? 'button' : 'img'}
        aria-label={label}
        tabIndex={running ? 0 : undefined}
        data-static-map=""
        onPointerDown={onIntent}
        onTouchStart={onIntent}
        onWheel={onIntent}
        onFocus={onIntent}
        onKeyDown={onKey}
      >
        <div className={styles.frame}>
          {/* One SVG: attributes, not inline styles, place everything (the site's CSP allows no
              style attributes). Tiles are placed in percentages of the frame. */}
          <svg
            className={styles.layer}
            viewBox={`0 0 ${STATIC_MAP_WIDTH} ${STATIC_MAP_HEIGHT}`}
            aria-hidden="true"
            focusable="false"
          >
            {basemap && (
              <g>
                <path d={basemap.land} fill={BASEMAP_COLORS.land} />
                <path d={basemap.lakes} fill={BASEMAP_COLORS.water} />
                <path
                  d={basemap.states}
                  fill="none"
                  stroke={BASEMAP_COLORS.stateBorder}
                  strokeWidth={1}
                />
                <path
                  d={basemap.borders}
                  fill="none"
                  stroke={BASEMAP_COLORS.border}
                  strokeWidth={1}
                  strokeDasharray="3 2"
                />
              </g>
            )}
            {raster && (
              <g
                opacity={raster.opacity}
                data-static-layer={layerId}
                data-frame-time={raster.layer.time}
              >
                {raster.layer.tiles.map((tile) => (
                  <foreignObject
                    key={tile.src}
                    x={`${tile.left}%`}
                    y={`${tile.top}%`}
                    width={`${tile.width}%`}
                    height={`${tile.height}%`}
                  >
                    {/* An HTML image, unlike an SVG one, can load lazily: the view clips the
                        frame (a phone's shows a fifth of it), and tiles outside it are not fetched. */}
                    <img
                      className={styles.tile}
                      src={tile.src}
                      alt=""
                      loading="lazy"
                      decoding="async"
                    />
                  </foreignObject>
                ))}
              </g>
            )}
            <g className={styles.place}>
              <circle cx={x} cy={y} r={7} className={styles.dot} />
              <text x={x + 12} y={y} dominantBaseline="central" className={styles.name}>
                {place.name}
              </text>
            </g>
          </svg>
        </div>
      </div>
    );
  },
);

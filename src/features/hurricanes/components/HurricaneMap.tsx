import type { ChanceLevel } from '@/types/hurricane';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/hurricanes';

import type { DrawnHurricaneMap, DrawnLayer } from '../map/drawMap';
import {
  BASEMAP_STYLE,
  BAND_COLORS,
  OUTLOOK_LEVEL_COLORS,
  SVG_MAP_HEIGHT,
  SVG_MAP_WIDTH,
  WATCH_WARNING_COLORS,
  type IntensityBand,
} from '../map/mapStyle';
import styles from './HurricaneMap.module.css';

const t = translator('hurricanes', messages);

const BAND_NAMES: Record<IntensityBand, string> = {
  TD: t('map.band.td'),
  TS: t('map.band.ts'),
  C1: t('map.band.c1'),
  C2: t('map.band.c2'),
  C3: t('map.band.c3'),
  C4: t('map.band.c4'),
  C5: t('map.band.c5'),
};

const OUTLOOK_LEVEL_NAMES: Record<ChanceLevel, string> = {
  low: t('map.level.low'),
  medium: t('map.level.medium'),
  high: t('map.level.high'),
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

/** One drawn layer: a group of paths or of circles. */
function Layer({ layer }: { layer: DrawnLayer }) {
  if (layer.kind === 'dots') {
    return (
      <g stroke={layer.stroke} strokeWidth={layer.strokeWidth}>
        {layer.dots.map((dot, i) => (
          <circle key={i} cx={dot.cx} cy={dot.cy} r={layer.r} fill={dot.fill} />
        ))}
      </g>
    );
  }
  return (
    <g strokeLinejoin="round" strokeLinecap="round">
      {layer.paths.map((path, i) => (
        <path
          key={i}
          d={path.d}
          fill={layer.fill ? path.color : 'none'}
          fillOpacity={layer.fill ? layer.fillOpacity : undefined}
          stroke={layer.strokeWidth ? path.color : 'none'}
          strokeWidth={layer.strokeWidth}
          strokeDasharray={layer.dash}
        />
      ))}
    </g>
  );
}

/**
 * A map of storms (cones, tracks, forecast points by intensity, coastal watches and warnings and
 * wind radii) and of the Tropical Weather Outlook's areas (coloured by their 7-day formation
 * chance, each labelled with its id), as SVG over the land outlines the page read. The server
 * projects it all (`drawHurricaneMap`); this only renders the result, so no map code runs in the
 * browser. The image's name is `label`; the legend is plain HTML beside it.
 */
export function HurricaneMap({
  map,
  label,
}: {
  /** What to draw, as the server projected it. */
  map: DrawnHurricaneMap;
  /** The map's accessible name: a summary of what it shows. */
  label: string;
}) {
  const { basemap, legend } = map;
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.frame}
        viewBox={`0 0 ${SVG_MAP_WIDTH} ${SVG_MAP_HEIGHT}`}
        role="img"
        aria-label={label}
      >
        <title>{label}</title>
        <rect width={SVG_MAP_WIDTH} height={SVG_MAP_HEIGHT} fill={BASEMAP_STYLE.water} />
        {basemap && (
          <image
            href={basemap.href}
            width={SVG_MAP_WIDTH}
            height={SVG_MAP_HEIGHT}
            preserveAspectRatio="none"
          />
        )}
        {map.layers.map((layer, i) => (
          <Layer key={i} layer={layer} />
        ))}
        <g className={styles.mapText} aria-hidden="true">
          {map.labels.map((text, i) => (
            <text key={i} x={text.x} y={text.y} dy="0.35em" textAnchor={text.anchor}>
              {text.text}
            </text>
          ))}
        </g>
      </svg>
      <figcaption>
        <ul className={styles.legend} aria-label={t('map.legend')}>
          {legend.cone && (
            <li>
              <span className={`${styles.swatch} ${styles.cone}`} aria-hidden="true" />
              {t('map.cone')}
            </li>
          )}
          {legend.pastTrack && (
            <li>
              <span className={`${styles.swatch} ${styles.past}`} aria-hidden="true" />
              {t('map.pastTrack')}
            </li>
          )}
          {legend.forecastTrack && (
            <li>
              <span className={`${styles.swatch} ${styles.forecast}`} aria-hidden="true" />
              {t('map.forecastTrack')}
            </li>
          )}
          {legend.windRadii && (
            <li>
              <span className={`${styles.swatch} ${styles.radii}`} aria-hidden="true" />
              {t('map.windRadii')}
            </li>
          )}
          {legend.warnings.map((type) => (
            <li key={type}>
              <Swatch color={WATCH_WARNING_COLORS[type] ?? '#555555'} shape="line" />
              {type}
            </li>
          ))}
          {legend.outlookLevels.length > 0 && (
            <li className={styles.legendHeading}>{t('map.formationChance')}</li>
          )}
          {legend.outlookLevels.map((level) => (
            <li key={level}>
              <Swatch color={OUTLOOK_LEVEL_COLORS[level]} shape="area" />
              {OUTLOOK_LEVEL_NAMES[level]}
            </li>
          ))}
          {legend.disturbance && (
            <li>
              <Swatch color="#ffffff" shape="dot" />
              {t('map.disturbance')}
            </li>
          )}
          {legend.bands &&
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

import type { Feature, Position } from 'geojson';

import type { ChanceLevel } from '@/types/hurricane';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/hurricanes';

import {
  BAND_COLORS,
  OUTLOOK_LEVEL_COLORS,
  WATCH_WARNING_COLORS,
  WIND_RADII_COLORS,
  type HurricaneMapData,
  type IntensityBand,
} from '../map/hurricaneMapData';
import {
  geometryPath,
  SVG_MAP_HEIGHT,
  SVG_MAP_WIDTH,
  svgMapBox,
  svgProjection,
  type LonLatBox,
  type SvgBasemap,
  type SvgProjection,
} from '../map/svgMap';
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

const WATER = '#cfe3f3';
const LAND = '#f4f1e8';

const bandOf = (f: Feature): string =>
  BAND_COLORS[(f.properties?.band as IntensityBand | undefined) ?? 'TD'] ?? BAND_COLORS.TD;

const levelOf = (f: Feature): string =>
  OUTLOOK_LEVEL_COLORS[(f.properties?.level as ChanceLevel | undefined) ?? 'low'] ??
  OUTLOOK_LEVEL_COLORS.low;

/** The projected position of a point feature, or null. */
function pointOf(f: Feature, projection: SvgProjection): [number, number] | null {
  if (f.geometry.type !== 'Point') return null;
  const [lon, lat] = f.geometry.coordinates as Position;
  if (lon === undefined || lat === undefined) return null;
  const [x, y] = projection.project(lon, lat);
  return [Math.round(x * 10) / 10, Math.round(y * 10) / 10];
}

/** Circles at the point features. */
function Dots({
  features,
  projection,
  r,
  fill,
  stroke,
  strokeWidth,
}: {
  features: Feature[];
  projection: SvgProjection;
  r: number;
  fill: (f: Feature) => string;
  stroke?: string;
  strokeWidth?: number;
}) {
  if (features.length === 0) return null;
  return (
    <g stroke={stroke} strokeWidth={strokeWidth}>
      {features.map((f, i) => {
        const at = pointOf(f, projection);
        return at ? <circle key={i} cx={at[0]} cy={at[1]} r={r} fill={fill(f)} /> : null;
      })}
    </g>
  );
}

/** One `<path>` per feature (lines and polygons). */
function Shapes({
  features,
  projection,
  color,
  fillOpacity,
  strokeWidth,
  fill = true,
  dash,
}: {
  features: Feature[];
  projection: SvgProjection;
  color: (f: Feature) => string;
  fillOpacity?: number;
  strokeWidth?: number;
  fill?: boolean;
  dash?: string;
}) {
  if (features.length === 0) return null;
  return (
    <g strokeLinejoin="round" strokeLinecap="round">
      {features.map((f, i) => {
        const d = geometryPath(f.geometry, projection);
        if (!d) return null;
        const c = color(f);
        return (
          <path
            key={i}
            d={d}
            fill={fill ? c : 'none'}
            fillOpacity={fill ? fillOpacity : undefined}
            stroke={strokeWidth ? c : 'none'}
            strokeWidth={strokeWidth}
            strokeDasharray={dash}
          />
        );
      })}
    </g>
  );
}

/**
 * A map of storms (cones, tracks, forecast points by intensity, coastal watches and warnings and
 * wind radii) and of the Tropical Weather Outlook's areas (coloured by their 7-day formation
 * chance, each labelled with its id), drawn as SVG on the server over the land outlines the page
 * read (`basemap`, projected within its box) — no map library runs in the browser. The image's
 * name is `label`; the legend is plain HTML beside it.
 */
export function HurricaneMap({
  data,
  label,
  basemap = null,
  extent = null,
}: {
  data: HurricaneMapData;
  /** The map's accessible name: a summary of what it shows. */
  label: string;
  /** The land under the map, as the server projected it (its box is the map's). */
  basemap?: SvgBasemap | null;
  /** `[west, south, east, north]` the map shows at least, when no basemap gives the box. */
  extent?: LonLatBox | null;
}) {
  const projection = svgProjection(basemap?.box ?? svgMapBox(data, extent));
  const stormLabels: Feature[] =
    data.outlookLabels.features.length > 0
      ? data.outlookLabels.features
      : data.storms.features.map((f) => ({
          ...f,
          properties: { label: f.properties?.name, level: 'storm' },
        }));
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
      <svg
        className={styles.frame}
        viewBox={`0 0 ${SVG_MAP_WIDTH} ${SVG_MAP_HEIGHT}`}
        role="img"
        aria-label={label}
      >
        <title>{label}</title>
        <rect width={SVG_MAP_WIDTH} height={SVG_MAP_HEIGHT} fill={WATER} />
        {basemap && (
          <g>
            <path d={basemap.land} fill={LAND} stroke="#9fb3c2" strokeWidth="0.8" />
            <path d={basemap.lakes} fill={WATER} />
            <path d={basemap.states} fill="none" stroke="#c9c2b0" strokeWidth="0.6" />
            <path d={basemap.borders} fill="none" stroke="#a39b88" strokeWidth="0.9" />
          </g>
        )}
        <Shapes
          features={data.outlookAreas.features}
          projection={projection}
          color={levelOf}
          fillOpacity={0.35}
          strokeWidth={2.5}
        />
        <Shapes
          features={data.windRadii.features}
          projection={projection}
          color={(f) =>
            WIND_RADII_COLORS[String(f.properties?.threshold ?? '34') as '34' | '50' | '64'] ??
            WIND_RADII_COLORS['34']
          }
          fillOpacity={0.25}
        />
        <Shapes
          features={data.cones.features}
          projection={projection}
          color={() => '#ffffff'}
          fillOpacity={0.55}
        />
        <Shapes
          features={data.cones.features}
          projection={projection}
          color={() => '#1f2d3d'}
          fill={false}
          strokeWidth={1.5}
        />
        <Shapes
          features={data.pastTracks.features}
          projection={projection}
          color={() => '#4a4a4a'}
          fill={false}
          strokeWidth={2}
        />
        <Dots features={data.pastTracks.features} projection={projection} r={3} fill={bandOf} />
        <Shapes
          features={data.forecastLines.features}
          projection={projection}
          color={() => '#1f2d3d'}
          fill={false}
          strokeWidth={2}
          dash="6 5"
        />
        <Shapes
          features={data.watchesWarnings.features}
          projection={projection}
          color={(f) => WATCH_WARNING_COLORS[String(f.properties?.type ?? '')] ?? '#555555'}
          fill={false}
          strokeWidth={5}
        />
        <Dots
          features={data.forecastPoints.features}
          projection={projection}
          r={6}
          fill={bandOf}
          stroke="#ffffff"
          strokeWidth={1.5}
        />
        <Dots
          features={data.outlookPoints.features}
          projection={projection}
          r={6}
          fill={levelOf}
          stroke="#1f2d3d"
          strokeWidth={2}
        />
        <Dots
          features={data.storms.features}
          projection={projection}
          r={10}
          fill={bandOf}
          stroke="#1f2d3d"
          strokeWidth={2}
        />
        <g className={styles.mapText} aria-hidden="true">
          {stormLabels.map((f, i) => {
            const at = pointOf(f, projection);
            if (!at) return null;
            const storm = f.properties?.level === 'storm';
            return (
              <text
                key={i}
                x={storm ? at[0] + 14 : at[0]}
                y={at[1]}
                dy="0.35em"
                textAnchor={storm ? 'start' : 'middle'}
              >
                {String(f.properties?.label ?? f.properties?.areaId ?? '')}
              </text>
            );
          })}
        </g>
      </svg>
      <figcaption>
        <ul className={styles.legend} aria-label={t('map.legend')}>
          {data.cones.features.length > 0 && (
            <li>
              <span className={`${styles.swatch} ${styles.cone}`} aria-hidden="true" />
              {t('map.cone')}
            </li>
          )}
          {data.pastTracks.features.length > 0 && (
            <li>
              <span className={`${styles.swatch} ${styles.past}`} aria-hidden="true" />
              {t('map.pastTrack')}
            </li>
          )}
          {data.forecastLines.features.length > 0 && (
            <li>
              <span className={`${styles.swatch} ${styles.forecast}`} aria-hidden="true" />
              {t('map.forecastTrack')}
            </li>
          )}
          {data.windRadii.features.length > 0 && (
            <li>
              <span className={`${styles.swatch} ${styles.radii}`} aria-hidden="true" />
              {t('map.windRadii')}
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
            <li className={styles.legendHeading}>{t('map.formationChance')}</li>
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
              {t('map.disturbance')}
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

import Router from 'next/router';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';

import { SiteLink } from '@/components/SiteLink';
import { selectConfig } from '@/features/config/configSlice';
import { selectWindUnit } from '@/features/units/unitsSlice';
import type { WeatherMap } from '@/lib/maps/weatherMap';
import { currentFrameIndex, formatFrameTime } from '@/lib/maps/weatherMapLegend';
import { buildAlertAreas, buildStormPoints, mergeCollections } from '@/lib/maps/weatherMapLayers';
import {
  formatMapCenter,
  mapViewSearch,
  type MapLayerId,
  type MapView,
} from '@/lib/maps/weatherMapQuery';
import type { StaticWeatherMap as StaticWeatherMapData } from '@/lib/maps/weatherMapStatic';
import type { ZoneOffsetSpan } from '@/lib/time';
import { formatStormWind } from '@/features/hurricanes';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/maps';

import {
  fetchMapAlerts,
  fetchMapStorms,
  mapLayerChanged,
  selectMapAlerts,
  selectMapStorms,
} from '../mapsSlice';
import { fetchFrameList, type TileFrame, type TileFrameList } from '../tileFrames';
import { MapLayerPicker } from './MapLayerPicker';
import { MapLegend } from './MapLegend';
import { RadarControls, RadarOpacity } from './RadarControls';
import { StaticWeatherMap } from './StaticWeatherMap';
import styles from './WeatherMapPanel.module.css';

const t = translator('maps', messages);

/** The place the map opens on. */
export interface WeatherMapPlace {
  name: string;
  slug: string;
  latitude: number;
  longitude: number;
  timeZone?: string | null;
  /** The place's UTC offset around the request (from the server): frame times without Intl. */
  zoneOffset?: ZoneOffsetSpan | null;
  elevationMeters?: number | null;
}

/** Props of {@link WeatherMapPanel}. */
export interface WeatherMapPanelProps {
  place: WeatherMapPlace;
  initialView: MapView;
  initialLayerId: MapLayerId;
  /** The server-drawn first view; without it the interactive map loads at once. */
  staticMap?: StaticWeatherMapData | null;
}

/** Time between two radar frames while playing, ms; the latest frame is held a little longer. */
export const RADAR_STEP_MS = 700;
const RADAR_HOLD_MS = 1800;
/** How often an open map asks for new frames, ms. */
const FRAMES_REFRESH_MS = 5 * 60_000;

type MapState = 'static' | 'loading' | 'ready' | 'failed';

/** Pixels an arrow key pans (as maplibre's keyboard handler). */
const KEY_PAN_PX = 100;

/** What a key pressed on the static view does once the interactive map has loaded. */
export function staticKeyAction(key: string): ((map: WeatherMap) => void) | null {
  switch (key) {
    case 'ArrowLeft':
      return (m) => m.map.panBy([-KEY_PAN_PX, 0]);
    case 'ArrowRight':
      return (m) => m.map.panBy([KEY_PAN_PX, 0]);
    case 'ArrowUp':
      return (m) => m.map.panBy([0, -KEY_PAN_PX]);
    case 'ArrowDown':
      return (m) => m.map.panBy([0, KEY_PAN_PX]);
    case '+':
    case '=':
      return (m) => m.zoomBy(1);
    case '-':
      return (m) => m.zoomBy(-1);
    default:
      return null;
  }
}

/** Writes the view and layer into the address without a navigation (no server props refetch). */
function replaceAddress(view: MapView, layerId: MapLayerId): void {
  const { pathname, search } = window.location;
  const next = `${pathname}${mapViewSearch(search, view, layerId)}`;
  if (next === `${pathname}${search}`) return;
  const state = window.history.state as Record<string, unknown> | null;
  // Keep Next's history entry readable by its router (back and forward still work).
  window.history.replaceState(
    state && state.__N ? { ...state, as: next, url: next } : state,
    '',
    next,
  );
}

/** The frames' source credit, or their demo note. */
function frameCredit(list: TileFrameList | null): string | null {
  if (!list) return null;
  if (list.demo) return list.note ?? t('panel.demoFrames');
  return list.source.attribution;
}

/**
 * The weather map with its controls: the layer picker, the map (the server's static view first;
 * maplibre, imported in the browser when the visitor reaches for the map), the radar animation and opacity, the legend, and the alerts or storms the map
 * draws listed as text. The view and layer stay in the address.
 */
export function WeatherMapPanel({
  place,
  initialView,
  initialLayerId,
  staticMap = null,
}: WeatherMapPanelProps) {
  const dispatch = useAppDispatch();
  const styleUrl = useAppSelector(selectConfig)?.mapStyleUrl ?? null;
  const windUnit = useAppSelector(selectWindUnit);
  const alerts = useAppSelector(selectMapAlerts);
  const storms = useAppSelector(selectMapStorms);

  const [layerId, setLayerId] = useState<MapLayerId>(initialLayerId);
  const [radar, setRadar] = useState<TileFrameList | null>(null);
  const [temperature, setTemperature] = useState<TileFrameList | null>(null);
  const [temperatureFrame, setTemperatureFrame] = useState<TileFrame | null>(null);
  const [framesFailed, setFramesFailed] = useState(false);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [opacity, setOpacity] = useState(0.75);
  // Without intent the static view stays: maplibre (and its main-thread work) loads on the
  // visitor's first pointer, wheel, key or focus on the map, Play, zoom or a layer choice.
  const [interactive, setInteractive] = useState(staticMap === null);
  const [mapState, setMapState] = useState<MapState>(staticMap ? 'static' : 'loading');
  const [map, setMap] = useState<WeatherMap | null>(null);
  // The view the map drew first (a data attribute: browser tests compare it with the address).
  const [drawnCenter, setDrawnCenter] = useState<string | null>(null);

  const container = useRef<HTMLDivElement>(null);
  const view = useRef<MapView>(initialView);
  const layer = useRef<MapLayerId>(initialLayerId);
  const radarCount = useRef(0);
  const staticView = useRef<HTMLDivElement>(null);
  // What the visitor asked of the map before it loaded (a key, a zoom), applied once it has.
  const pending = useRef<((map: WeatherMap) => void)[]>([]);
  const goInteractive = useCallback(() => setInteractive(true), []);
  const canvasLabel = t('panel.canvas', { place: place.name });

  // The map: maplibre is imported here, so it loads in the browser only and on this page only.
  useEffect(() => {
    const element = container.current;
    if (!element || !interactive) return undefined;
    setMapState('loading');
    let created: WeatherMap | null = null;
    let cancelled = false;
    Promise.all([import('maplibre-gl'), import('@/lib/maps/weatherMap')])
      .then(([maplibre, { createWeatherMap }]) => {
        if (cancelled) return;
        created = createWeatherMap(maplibre, element, {
          view: initialView,
          styleUrl,
          canvasLabel,
          place,
          onViewChange: (next) => {
            view.current = next;
            replaceAddress(next, layer.current);
          },
          onReady: (drawn) => {
            setDrawnCenter(formatMapCenter(drawn));
            // Focus moves from the static view to the canvas it gives way to.
            if (staticView.current && document.activeElement === staticView.current) {
              element.querySelector('canvas')?.focus();
            }
            setMapState('ready');
            const actions = pending.current;
            pending.current = [];
            if (created) for (const act of actions) act(created);
          },
          onAlertClick: (href) => void Router.push(href),
        });
        setMap(created);
      })
      .catch((err: unknown) => {
        console.error('Could not show the weather map', err);
        if (!cancelled) setMapState('failed');
      });
    return () => {
      cancelled = true;
      created?.remove();
    };
    // The map is made once per place and opening view (the page keys this panel by them).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [interactive]);

  // The radar and temperature frames, refreshed while the page stays open.
  useEffect(() => {
    const controller = new AbortController();
    const load = () => {
      fetchFrameList('radar', controller.signal)
        .then((list) => {
          const previousCount = radarCount.current;
          radarCount.current = list.frames.length;
          // Follow the latest frame unless the visitor is looking at an older one.
          setIndex((i) =>
            previousCount === 0 || i >= previousCount - 1
              ? list.frames.length - 1
              : Math.min(i, list.frames.length - 1),
          );
          setRadar(list);
          setFramesFailed(false);
        })
        .catch(() => {
          if (!controller.signal.aborted) setFramesFailed(true);
        });
      fetchFrameList('temperature', controller.signal)
        .then((list) => {
          setTemperature(list);
          // The frame of the current hour (the list runs into the forecast).
          setTemperatureFrame(list.frames[currentFrameIndex(list.frames, Date.now())] ?? null);
        })
        .catch(() => undefined);
    };
    load();
    const timer = window.setInterval(load, FRAMES_REFRESH_MS);
    return () => {
      controller.abort();
      window.clearInterval(timer);
    };
  }, []);

  // The animation: one frame per step, holding the latest a little longer.
  const frameCount = radar?.frames.length ?? 0;
  useEffect(() => {
    if (!playing || frameCount < 2) return undefined;
    const delay = index >= frameCount - 1 ? RADAR_HOLD_MS : RADAR_STEP_MS;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % frameCount), delay);
    return () => window.clearTimeout(timer);
  }, [playing, index, frameCount]);

  // The overlays' data, fetched when their layer is first shown.
  useEffect(() => {
    if (layerId === 'Alerts.Global' && alerts.status === 'idle')
      void dispatch(
        fetchMapAlerts({
          latitude: place.latitude,
          longitude: place.longitude,
          timeZone: place.timeZone,
          elevationMeters: place.elevationMeters,
        }),
      );
    if (layerId === 'Hurricanes.Global' && storms.status === 'idle')
      void dispatch(fetchMapStorms());
  }, [layerId, alerts.status, storms.status, dispatch, place]);

  const alertAreas = useMemo(
    () => buildAlertAreas(alerts.data?.alerts ?? [], place),
    [alerts.data, place],
  );

  // The map follows the controls.
  useEffect(() => map?.setLayer(layerId), [map, layerId]);
  useEffect(() => {
    if (radar) map?.setRadarFrames(radar.frames, radar.maxNativeZoom);
  }, [map, radar]);
  useEffect(() => map?.showRadarFrame(index), [map, index]);
  useEffect(() => map?.setRadarOpacity(opacity), [map, opacity]);
  useEffect(() => {
    if (temperature) map?.setTemperatureFrame(temperatureFrame, temperature.maxNativeZoom);
  }, [map, temperature, temperatureFrame]);
  useEffect(() => map?.setAlerts(alertAreas), [map, alertAreas]);
  useEffect(() => {
    const list = storms.data ?? [];
    map?.setStorms(
      buildStormPoints(list),
      mergeCollections(list.map((s) => s.cone)),
      mergeCollections(list.flatMap((s) => [s.forecastTrack, s.pastTrack])),
    );
  }, [map, storms.data]);

  const chooseLayer = useCallback(
    (next: MapLayerId) => {
      setLayerId(next);
      setInteractive(true);
      layer.current = next;
      if (next !== 'Radar.Global') setPlaying(false);
      dispatch(mapLayerChanged({ layerId: next }));
      replaceAddress(view.current, next);
    },
    [dispatch],
  );

  /** Runs `action` on the map now, or once it has loaded (loading it). */
  const onMap = (action: (m: WeatherMap) => void) => {
    if (map && mapState === 'ready') action(map);
    else {
      pending.current.push(action);
      setInteractive(true);
    }
  };

  const onStaticKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = staticKeyAction(event.key);
    if (!action) return;
    event.preventDefault();
    pending.current.push(action);
    setInteractive(true);
  };

  const credit = layerId === 'Temperature.Global' ? frameCredit(temperature) : frameCredit(radar);

  return (
    <div className={styles.panel}>
      <section
        className={styles.mapRegion}
        aria-label={t('panel.map')}
        data-map-state={mapState}
        data-map-layer={layerId}
        data-map-center={drawnCenter ?? undefined}
      >
        <div className={styles.toolbar}>
          <MapLayerPicker value={layerId} onChange={chooseLayer} />
        </div>
        <div className={styles.stage}>
          <div ref={container} className={styles.canvas} />
          {staticMap && mapState !== 'ready' && (
            <StaticWeatherMap
              ref={staticView}
              data={staticMap}
              view={initialView}
              layerId={layerId}
              radarOpacity={opacity}
              place={place}
              label={t('panel.static', { canvas: canvasLabel })}
              onIntent={goInteractive}
              onKey={onStaticKey}
            />
          )}
          {mapState === 'loading' && (
            <p className={styles.status} role="status">
              {t('panel.loading')}
            </p>
          )}
          {mapState === 'failed' && (
            <p className={styles.status} role="alert">
              {t('panel.failed')}
            </p>
          )}
          {mapState !== 'failed' && (
            <div className={styles.zoom}>
              <button
                type="button"
                aria-label={t('panel.zoomIn')}
                onClick={() => onMap((m) => m.zoomBy(1))}
              >
                +
              </button>
              <button
                type="button"
                aria-label={t('panel.zoomOut')}
                onClick={() => onMap((m) => m.zoomBy(-1))}
              >
                −
              </button>
            </div>
          )}
          {layerId === 'Radar.Global' && (
            <div className={styles.overlay}>
              <RadarControls
                frames={radar?.frames ?? []}
                index={index}
                playing={playing}
                timeZone={place.timeZone}
                zoneOffset={place.zoneOffset}
                onTogglePlay={() => {
                  setInteractive(true);
                  setPlaying((p) => !p);
                }}
                onIndexChange={(i) => {
                  setInteractive(true);
                  setPlaying(false);
                  setIndex(i);
                }}
              />
            </div>
          )}
        </div>
      </section>

      <div className={styles.details}>
        <div className={styles.legendBox}>
          <MapLegend
            layerId={layerId}
            caption={
              layerId === 'Temperature.Global' && temperatureFrame
                ? t('panel.temperatureAt', {
                    time: formatFrameTime(temperatureFrame.time, place.timeZone, place.zoneOffset),
                  })
                : null
            }
          />
          {layerId === 'Radar.Global' && <RadarOpacity opacity={opacity} onChange={setOpacity} />}
          {(layerId === 'Radar.Global' || layerId === 'Temperature.Global') && (
            <p className={styles.credit}>{framesFailed && !radar ? t('panel.noFrames') : credit}</p>
          )}
        </div>

        {layerId === 'Alerts.Global' && (
          <section className={styles.listBox} aria-labelledby="map-alerts-heading">
            <h2 id="map-alerts-heading" className={styles.listHeading}>
              {t('alerts.heading')}
            </h2>
            {alerts.status === 'loading' && <p role="status">{t('alerts.loading')}</p>}
            {alerts.status === 'failed' && <p>{t('alerts.failed')}</p>}
            {alerts.data?.covered === false && <p>{alerts.data.coverageNote}</p>}
            {alerts.data && alerts.data.covered !== false && alerts.data.alerts.length === 0 && (
              <p>{t('alerts.none', { place: place.name })}</p>
            )}
            {alerts.data && alerts.data.alerts.length > 0 && (
              <ul className={styles.list}>
                {alertAreas.features.map(({ properties: p }) => (
                  <li key={p.id}>
                    <SiteLink href={p.href}>{p.event}</SiteLink>
                    {p.approximate && (
                      <span className={styles.muted}>{t('alerts.approximate')}</span>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {alerts.data?.issuer?.url && alerts.data.covered !== false && (
              <p className={styles.muted}>
                <a href={alerts.data.issuer.url} rel="noopener noreferrer">
                  {alerts.data.issuer.name}
                </a>
              </p>
            )}
          </section>
        )}

        {layerId === 'Hurricanes.Global' && (
          <section className={styles.listBox} aria-labelledby="map-storms-heading">
            <h2 id="map-storms-heading" className={styles.listHeading}>
              {t('storms.heading')}
            </h2>
            {storms.status === 'loading' && <p role="status">{t('storms.loading')}</p>}
            {storms.status === 'failed' && <p>{t('storms.failed')}</p>}
            {storms.data?.length === 0 && <p>{t('storms.none')}</p>}
            {storms.data && storms.data.length > 0 && (
              <ul className={styles.list}>
                {storms.data.map((storm) => (
                  <li key={storm.id}>
                    <strong>
                      {t('storms.name', {
                        classification: storm.classificationText,
                        name: storm.name,
                      })}
                    </strong>
                    {': '}
                    {t('storms.wind', { speed: formatStormWind(storm.windKt, windUnit) })}
                    {storm.sample && <span className={styles.muted}>{t('storms.sample')}</span>}
                    {!storm.cone && (
                      <span className={styles.muted}>{t('storms.positionOnly')}</span>
                    )}{' '}
                    <button
                      type="button"
                      className={styles.linkButton}
                      onClick={() => onMap((m) => m.showPoint(storm.longitude, storm.latitude, 4))}
                    >
                      {t('storms.show', { name: storm.name })}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
      </div>
    </div>
  );
}

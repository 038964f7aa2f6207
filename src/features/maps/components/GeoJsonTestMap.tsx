import type { FeatureCollection } from 'geojson';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useId, useRef, useState } from 'react';

import { createBasemapStyle, MAPLIBRE_WORKER_URL } from '@/lib/maps/basemapStyle';
import { geoJsonBounds, parseGeoJsonText } from '@/lib/maps/weatherMapGeoJson';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/maps';

import styles from './GeoJsonTestMap.module.css';

const t = translator('maps', messages);

/** Where the bundled sample is served. */
export const SAMPLE_GEOJSON_URL = '/maps/sample.geojson';

const SOURCE = 'test-geojson';
const pluralRules = new Intl.PluralRules('en-US');

const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };

/** Reads a same-origin GeoJSON file as text; throws with a readable message. */
async function loadText(url: string): Promise<string> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(t('test.loadFailed', { url, status: response.status }));
  return response.text();
}

/**
 * The GeoJSON test map: draws a GeoJSON given by a same-origin URL or pasted into the text box,
 * on the offline basemap (polygons, lines and points), fitted to the data.
 */
export function GeoJsonTestMap({ sourceUrl }: { sourceUrl: string | null }) {
  const textId = useId();
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const [mapReady, setMapReady] = useState(false);
  const [text, setText] = useState('');
  const [drawn, setDrawn] = useState<FeatureCollection | null>(null);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    let cancelled = false;
    import('maplibre-gl')
      .then((maplibre) => {
        if (cancelled) return;
        maplibre.setWorkerUrl(`${MAPLIBRE_WORKER_URL}?v=${maplibre.getVersion()}`);
        const map = new maplibre.Map({
          container: element,
          style: createBasemapStyle(),
          center: [0, 20],
          zoom: 1,
          attributionControl: false,
          dragRotate: false,
          locale: { 'Map.Title': t('test.mapTitle') },
        });
        map.once('load', () => {
          map.addSource(SOURCE, { type: 'geojson', data: EMPTY });
          map.addLayer({
            id: `${SOURCE}-fill`,
            type: 'fill',
            source: SOURCE,
            filter: ['==', ['geometry-type'], 'Polygon'],
            paint: { 'fill-color': '#00599c', 'fill-opacity': 0.25 },
          });
          map.addLayer({
            id: `${SOURCE}-line`,
            type: 'line',
            source: SOURCE,
            filter: ['!=', ['geometry-type'], 'Point'],
            paint: { 'line-color': '#003e6e', 'line-width': 2 },
          });
          map.addLayer({
            id: `${SOURCE}-point`,
            type: 'circle',
            source: SOURCE,
            filter: ['==', ['geometry-type'], 'Point'],
            paint: {
              'circle-radius': 6,
              'circle-color': '#f08a00',
              'circle-stroke-color': '#ffffff',
              'circle-stroke-width': 2,
            },
          });
          mapRef.current = map;
          setMapReady(true);
        });
      })
      .catch((err: unknown) => {
        console.error('Could not show the test map', err);
        if (!cancelled) setMessage({ error: true, text: t('test.drawFailed') });
      });
    return () => {
      cancelled = true;
      mapRef.current?.remove();
      mapRef.current = null;
    };
  }, []);

  // Draws what was read (once the map is ready) and fits the view to it.
  useEffect(() => {
    const map = mapRef.current;
    if (!mapReady || !map || !drawn) return;
    (map.getSource(SOURCE) as GeoJSONSource | undefined)?.setData(drawn);
    const bounds = geoJsonBounds(drawn);
    if (bounds) map.fitBounds(bounds, { padding: 40, maxZoom: 10, duration: 0 });
  }, [mapReady, drawn]);

  const draw = (value: string) => {
    const result = parseGeoJsonText(value);
    if (!result.ok) {
      setMessage({ error: true, text: result.error });
      return;
    }
    setDrawn(result.data);
    const n = result.data.features.length;
    setMessage({
      error: false,
      text: t(pluralRules.select(n) === 'one' ? 'test.drawing.one' : 'test.drawing.other', {
        count: n,
      }),
    });
  };

  const loadAndDraw = (url: string) => {
    loadText(url)
      .then((loaded) => {
        setText(loaded);
        draw(loaded);
      })
      .catch((err: unknown) =>
        setMessage({ error: true, text: err instanceof Error ? err.message : String(err) }),
      );
  };

  // A `?url=` (already checked to be on this site) is loaded once.
  useEffect(() => {
    if (sourceUrl) loadAndDraw(sourceUrl);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sourceUrl]);

  return (
    <div className={styles.layout}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          draw(text);
        }}
      >
        <label htmlFor={textId} className={styles.label}>
          {t('test.label')}
        </label>
        <textarea
          id={textId}
          className={styles.text}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          rows={10}
          spellCheck={false}
          placeholder='{"type": "FeatureCollection", "features": [...]}'
        />
        <div className={styles.buttons}>
          <button type="submit" className={styles.primary}>
            {t('test.draw')}
          </button>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => loadAndDraw(SAMPLE_GEOJSON_URL)}
          >
            {t('test.loadSample')}
          </button>
        </div>
        <p
          className={message?.error ? styles.error : styles.status}
          role={message?.error ? 'alert' : 'status'}
        >
          {message?.text ?? ''}
        </p>
      </form>
      <section
        className={styles.map}
        aria-label={t('panel.map')}
        data-map-state={mapReady ? 'ready' : 'loading'}
      >
        <div ref={container} className={styles.canvas} />
      </section>
    </div>
  );
}

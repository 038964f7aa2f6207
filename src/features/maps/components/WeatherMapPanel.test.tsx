import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import mockRouter from 'next-router-mock';

import { createMemoryBackend, initStorage, resetStorageForTests } from '@/lib/storage';
import type { HydrationPayload } from '@/store/hydrated';
import type { ActiveAlerts } from '@/types/weather';
import { makeStore, type AppStore } from '@/application/store';
import { createWeatherMap } from '@/lib/maps/weatherMap';
import type { StaticWeatherMap as StaticWeatherMapData } from '@/lib/maps/weatherMapStatic';
import { zoneOffsetSpan } from '@/lib/time';
import { buildGis } from '@/features/hurricanes/fixtures';

import { server } from '@tests/msw/server';
import { testDeps } from '@tests/support/web2';
import { renderWithProviders } from '@tests/utils/renderWithProviders';
import { testPublicConfig } from '@tests/support/publicConfig';

import type { TileFrameList } from '../tileFrames';
import { WeatherMapPanel, type WeatherMapPlace } from './WeatherMapPanel';

// jsdom has no WebGL: the map itself is a recording stand-in.
const mockMap = {
  setLayer: jest.fn(),
  setRadarFrames: jest.fn(),
  showRadarFrame: jest.fn(),
  setRadarOpacity: jest.fn(),
  setTemperatureFrame: jest.fn(),
  setAlerts: jest.fn(),
  setStorms: jest.fn(),
  showPoint: jest.fn(),
  zoomBy: jest.fn(),
  remove: jest.fn(),
};
jest.mock('maplibre-gl', () => ({}), { virtual: true });
jest.mock('@/lib/maps/weatherMap', () => ({ createWeatherMap: jest.fn(() => mockMap) }));

const place: WeatherMapPlace = {
  name: 'Denver, CO',
  slug: 'denver-co-us',
  latitude: 39.7392,
  longitude: -104.9847,
  timeZone: 'America/Denver',
  elevationMeters: 1609,
};
const view = { latitude: 39.7392, longitude: -104.9847, zoom: 7 };

/** Frames every 10 minutes from 20:00Z (1:00 PM in Denver). */
const frames = (layer: 'radar' | 'temperature', count: number): TileFrameList => ({
  layer,
  frames: Array.from({ length: count }, (_, i) => {
    const time = new Date(Date.UTC(2026, 10, 23, 20, i * 10)).toISOString();
    return { time, url: `/tiles/${layer}/f${i}/{z}/{x}/{y}.png` };
  }),
  maxNativeZoom: 7,
  source: { kind: 'demo', attribution: 'Demo radar' },
  demo: true,
  note: 'Demo data: simulated radar.',
});

const config = testPublicConfig({ appVersion: '1.2.3' });
const seed: HydrationPayload = { config: { value: config }, page: { pageId: 'maps', query: {} } };

function serveFrames(count = 13) {
  server.use(
    http.get('*/tiles/radar/frames', () => HttpResponse.json(frames('radar', count))),
    http.get('*/tiles/temperature/frames', () => HttpResponse.json(frames('temperature', 1))),
  );
}

/** Renders the panel and waits for its map (made after maplibre's dynamic import). */
async function renderPanel(
  layerId: 'Radar.Global' | 'Alerts.Global' | 'Hurricanes.Global' = 'Radar.Global',
  store: AppStore = makeStore(seed, testDeps()),
) {
  const rendered = renderWithProviders(
    <WeatherMapPanel place={place} initialView={view} initialLayerId={layerId} />,
    { store },
  );
  await waitFor(() => expect(createWeatherMap).toHaveBeenCalled());
  return rendered;
}

beforeEach(() => {
  jest.clearAllMocks();
  resetStorageForTests();
  initStorage({ backend: createMemoryBackend() });
  mockRouter.setCurrentUrl('/maps/denver-co-us');
  window.history.replaceState(null, '', '/maps/denver-co-us');
});
afterAll(() => resetStorageForTests());

/** Serves one active storm, Hurricane Milton, and its cone; returns the cone. */
function serveStorms() {
  const cone = buildGis().cone!;
  server.use(
    http.get('http://localhost/web2/api/pulse/data/hurricanes/v1/active', () =>
      HttpResponse.json({
        r: {
          storms: [
            {
              id: 'al142026',
              name: 'Milton',
              classificationText: 'Hurricane',
              windKt: 100,
              latitude: 23.1,
              longitude: -86.2,
            },
          ],
          outlookAreasOpen: 0,
          sample: true,
        },
      }),
    ),
    http.get('http://localhost/web2/api/pulse/data/hurricanes/v1/gis/name=al142026', () =>
      HttpResponse.json({ r: { cone, forecastTrack: null, pastTrack: null } }),
    ),
  );
  return cone;
}

describe('WeatherMapPanel', () => {
  it('offers the four layers in the radio group "Map layer", the address\'s one checked', async () => {
    serveFrames();
    await renderPanel();
    const group = screen.getByRole('radiogroup', { name: 'Map layer' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['Radar.Global', 'Temperature.Global', 'Alerts.Global', 'Hurricanes.Global']);
    expect(within(group).getByRole('radio', { name: 'Radar' })).toBeChecked();
    expect(screen.getByRole('region', { name: 'Map' })).toBeInTheDocument();
    await screen.findByText('Demo data: simulated radar.');
  });

  it('dispatches mapLayerChanged once per change and keeps the layer in the address', async () => {
    serveFrames();
    const store = makeStore(seed, testDeps());
    const dispatch = jest.spyOn(store, 'dispatch');
    const { user } = await renderPanel('Radar.Global', store);
    await user.click(screen.getByRole('radio', { name: 'Temperature' }));
    const layerActions = dispatch.mock.calls
      .map(([action]) => action)
      .filter((a) => typeof a === 'object' && a.type === 'maps/mapLayerChanged');
    expect(layerActions).toEqual([
      { type: 'maps/mapLayerChanged', payload: { layerId: 'Temperature.Global' } },
    ]);
    expect(store.getState().maps.layerId).toBe('Temperature.Global');
    expect(screen.getByRole('radio', { name: 'Temperature' })).toBeChecked();
    expect(window.location.search).toBe('?center=39.7392,-104.9847,7&layerId=Temperature.Global');
    expect(mockMap.setLayer).toHaveBeenLastCalledWith('Temperature.Global');
    // The radar's controls belong to the radar layer.
    expect(screen.queryByRole('button', { name: 'Play radar' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Legend: Temperature' })).toBeInTheDocument();
  });

  it('plays and pauses the radar, the button naming what it will do', async () => {
    serveFrames();
    const { user } = await renderPanel();
    const play = await screen.findByRole('button', { name: 'Play radar' });
    await waitFor(() => expect(play).toBeEnabled());
    await user.click(play);
    expect(screen.getByRole('button', { name: 'Pause radar' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pause radar' }));
    expect(screen.getByRole('button', { name: 'Play radar' })).toBeInTheDocument();
  });

  it('steps through the frames while playing', async () => {
    serveFrames(3);
    jest.useFakeTimers();
    try {
      await renderPanel();
      const slider = await screen.findByRole('slider', { name: 'Radar time' });
      await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '1:20 PM'));
      fireEvent.click(screen.getByRole('button', { name: 'Play radar' }));
      // From the latest frame (held longer) round to the first.
      act(() => jest.advanceTimersByTime(1800));
      expect(slider).toHaveAttribute('aria-valuetext', '1:00 PM');
      act(() => jest.advanceTimersByTime(700));
      expect(slider).toHaveAttribute('aria-valuetext', '1:10 PM');
      expect(mockMap.showRadarFrame).toHaveBeenLastCalledWith(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it("names each frame's local time on the slider, opening on the latest", async () => {
    serveFrames();
    await renderPanel();
    const slider = await screen.findByRole('slider', { name: 'Radar time' });
    // 13 frames from 20:00Z: the latest is 22:00Z, 3:00 PM in Denver.
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '3:00 PM'));
    expect(slider).toHaveAttribute('max', '12');
    fireEvent.change(slider, { target: { value: '0' } });
    expect(slider).toHaveAttribute('aria-valuetext', '1:00 PM');
    expect(mockMap.showRadarFrame).toHaveBeenLastCalledWith(0);
    const opacity = screen.getByRole('slider', { name: 'Radar opacity' });
    fireEvent.change(opacity, { target: { value: '40' } });
    expect(opacity).toHaveAttribute('aria-valuetext', '40%');
    expect(mockMap.setRadarOpacity).toHaveBeenLastCalledWith(0.4);
  });

  it("reads the frames' times on the place's clock from the server's offset, with no zoned Intl formatter", async () => {
    serveFrames();
    // The span the server sends with the page: Denver's offset around 21:00Z.
    const zoneOffset = zoneOffsetSpan('America/Denver', Date.UTC(2026, 10, 23, 21));
    // Formatters are kept once made, so the test watches their use, not their making: `format`
    // is a getter of the prototype (typed as a method, hence the cast).
    const prototype = Intl.DateTimeFormat.prototype as unknown as { readonly format: unknown };
    const used = jest.spyOn(prototype, 'format', 'get');
    try {
      renderWithProviders(
        <WeatherMapPanel
          place={{ ...place, zoneOffset }}
          initialView={view}
          initialLayerId="Radar.Global"
        />,
        { store: makeStore(seed, testDeps()) },
      );
      const slider = await screen.findByRole('slider', { name: 'Radar time' });
      await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '3:00 PM'));
      fireEvent.change(slider, { target: { value: '0' } });
      expect(slider).toHaveAttribute('aria-valuetext', '1:00 PM');
      const zones = used.mock.contexts.map(
        (f: unknown) => (f as Intl.DateTimeFormat).resolvedOptions().timeZone,
      );
      expect(zones).not.toContain('America/Denver');
    } finally {
      used.mockRestore();
    }
    await waitFor(() => expect(createWeatherMap).toHaveBeenCalled());
  });

  it('lists the alerts it draws, linking to the alerts page, an area without a polygon as approximate', async () => {
    serveFrames();
    const alerts: Pick<ActiveAlerts, 'alerts' | 'source'> = {
      source: { kind: 'demo', attribution: 'Demo' },
      alerts: [
        {
          id: 'x1',
          event: 'Winter Storm Warning',
          severity: 'Severe',
          urgency: 'Expected',
          certainty: 'Likely',
          headline: 'Winter Storm Warning',
          description: '',
          instruction: null,
          onset: '2026-11-23T06:00:00-07:00',
          expires: '2026-11-24T06:00:00-07:00',
          areaDesc: 'Denver',
        },
      ],
    };
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('http://localhost/web2/api/pulse/data/alerts/v1/active', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({ r: alerts });
      }),
    );
    await renderPanel('Alerts.Global');
    const link = await screen.findByRole('link', { name: 'Winter Storm Warning' });
    expect(link).toHaveAttribute('href', '/alerts/denver-co-us');
    expect(screen.getByText('(area shown approximately)')).toBeInTheDocument();
    expect(asked[0]?.get('latitude')).toBe('39.7392');
    expect(asked[0]?.get('tz')).toBe('America/Denver');
    await waitFor(() =>
      expect(mockMap.setAlerts).toHaveBeenLastCalledWith(
        expect.objectContaining({
          features: [
            expect.objectContaining({ properties: expect.objectContaining({ approximate: true }) }),
          ],
        }),
      ),
    );
  });

  it("lists the active storms in the visitor's wind unit, each one shown on the map on request", async () => {
    serveFrames();
    const cone = serveStorms();
    const { user } = await renderPanel('Hurricanes.Global');
    act(() => jest.mocked(createWeatherMap).mock.calls[0]?.[2]?.onReady(view));
    const region = screen.getByRole('region', { name: 'Active tropical storms' });
    // 100 kt is 115 mph.
    expect(await within(region).findByText(/maximum wind 115 mph/)).toBeInTheDocument();
    expect(within(region).getByText('Hurricane Milton')).toBeInTheDocument();
    expect(within(region).getByText('(sample data)')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Show Milton on the map' }));
    expect(mockMap.showPoint).toHaveBeenCalledWith(-86.2, 23.1, 4);
    await waitFor(() =>
      expect(mockMap.setStorms).toHaveBeenLastCalledWith(
        expect.objectContaining({ features: [expect.objectContaining({ type: 'Feature' })] }),
        expect.objectContaining({ features: cone.features }),
        expect.objectContaining({ features: [] }),
      ),
    );
  });

  it('says so when the radar frames cannot be read', async () => {
    server.use(
      http.get('*/tiles/radar/frames', () => HttpResponse.json({ error: 'down' }, { status: 503 })),
      http.get('*/tiles/temperature/frames', () =>
        HttpResponse.json({ error: 'down' }, { status: 503 }),
      ),
    );
    await renderPanel();
    expect(
      await screen.findByText('Radar frames are not available right now.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play radar' })).toBeDisabled();
  });
});

describe('WeatherMapPanel with the static first view', () => {
  const staticMap: StaticWeatherMapData = {
    basemap: { land: 'M0 0l10 0 0 10z', lakes: '', borders: '', states: '' },
    radar: {
      time: '2026-11-23T22:00:00Z',
      tiles: [{ src: '/tiles/radar/f12/8/53/97.png', left: -10, top: 5, width: 20, height: 35.5 }],
    },
    temperature: null,
  };

  function renderStatic(layerId: 'Radar.Global' | 'Hurricanes.Global' = 'Radar.Global') {
    return renderWithProviders(
      <WeatherMapPanel
        place={place}
        initialView={view}
        initialLayerId={layerId}
        staticMap={staticMap}
      />,
      { store: makeStore(seed, testDeps()) },
    );
  }

  /** Lets the panel's effects and the (mocked) dynamic imports settle. */
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

  beforeEach(() => serveFrames());

  it('shows the radar tiles where the server placed them and loads no map without intent', async () => {
    renderStatic();
    const map = screen.getByRole('button', { name: /^Weather map of Denver, CO/ });
    expect(map).toHaveAttribute('tabindex', '0');
    const tile = map.querySelector('foreignObject');
    expect(tile).toHaveAttribute('x', '-10%');
    expect(tile).toHaveAttribute('y', '5%');
    expect(tile).toHaveAttribute('width', '20%');
    expect(tile).toHaveAttribute('height', '35.5%');
    // Loaded only if the view shows it (the frame is larger than a phone's view).
    const image = tile?.querySelector('img');
    expect(image).toHaveAttribute('src', '/tiles/radar/f12/8/53/97.png');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('region', { name: 'Map' })).toHaveAttribute('data-map-state', 'static');
    await settle();
    expect(createWeatherMap).not.toHaveBeenCalled();
  });

  it('loads the interactive map on the first pointer on the map', async () => {
    renderStatic();
    await settle();
    fireEvent.pointerDown(screen.getByRole('button', { name: /^Weather map of Denver, CO/ }));
    await waitFor(() => expect(createWeatherMap).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('region', { name: 'Map' })).toHaveAttribute(
      'data-map-state',
      'loading',
    );
  });

  it('loads it on a zoom button, and applies a zoom asked before it loaded once it is ready', async () => {
    renderStatic();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(createWeatherMap).toHaveBeenCalledTimes(1));
    expect(mockMap.zoomBy).not.toHaveBeenCalled();
    const options = jest.mocked(createWeatherMap).mock.calls[0]?.[2];
    act(() => options?.onReady(view));
    expect(mockMap.zoomBy).toHaveBeenCalledWith(1);
    expect(screen.queryByRole('img', { name: /^Weather map of Denver, CO/ })).toBeNull();
  });

  it('loads it on "Show … on the map", and shows the storm once it is ready', async () => {
    serveStorms();
    renderStatic('Hurricanes.Global');
    const region = screen.getByRole('region', { name: 'Active tropical storms' });
    fireEvent.click(await within(region).findByRole('button', { name: 'Show Milton on the map' }));
    await waitFor(() => expect(createWeatherMap).toHaveBeenCalledTimes(1));
    const options = jest.mocked(createWeatherMap).mock.calls[0]?.[2];
    act(() => options?.onReady(view));
    expect(mockMap.showPoint).toHaveBeenCalledWith(-86.2, 23.1, 4);
  });
});

import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { HydrationPayload } from '@/store/hydrated';
import { createMemoryBackend, initStorage, resetStorageForTests } from '@/lib/storage';

import { buildLocality, paris } from '@tests/fixtures/localities';
import { server } from '@tests/msw/server';
import { renderWithProviders } from '@tests/utils/renderWithProviders';
import { testPublicConfig } from '@tests/support/publicConfig';

import { AlertsBadge } from './AlertsBadge';

const STATUS_URL = 'http://localhost/web2/api/pulse/api/push/v1/notifications/status';
const config = testPublicConfig({ alertsPollerDelaySeconds: 60, appVersion: '9.9.9' });
const seed: HydrationPayload = {
  config: { value: config },
  user: { deviceId: 'device-1', isBot: false, language: 'en-US' },
  location: { activeLocation: { Locality: paris, Station: null, DefaultStationRouteString: null } },
};

/** Answers the alert counts in turn (the last one repeats) and records each request's location id. */
function answerCounts(...counts: number[]) {
  const requests: string[] = [];
  server.use(
    http.get(STATUS_URL, ({ request }) => {
      const eml = new URL(request.url).searchParams.get('emLocationId') ?? '';
      const tnc = counts[Math.min(requests.length, counts.length - 1)] ?? 0;
      requests.push(eml);
      return HttpResponse.json({
        r: { eml, tnc, 'nb.ids.sbgd.afc.ch6': '#b3261e', 'nb.ids.sbgd.afc.opa': 1 },
      });
    }),
  );
  return requests;
}

beforeEach(() => {
  resetStorageForTests();
  initStorage({ backend: createMemoryBackend() });
});
afterEach(() => jest.useRealTimers());
afterAll(() => resetStorageForTests());

/** Fakes only the interval timers, so msw, the HTTP client and waitFor keep their real clocks. */
const fakeIntervals = () =>
  jest.useFakeTimers({
    doNotFake: [
      'Date',
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setTimeout',
      'clearTimeout',
    ],
  });

describe('AlertsBadge', () => {
  it('links to the active location’s alerts, named by the count, with the status colour', async () => {
    answerCounts(3);
    renderWithProviders(<AlertsBadge />, { preloadedState: seed });
    // Before the status arrives: the same link with 0, muted.
    expect(screen.getByRole('link', { name: '0 alerts for Paris' })).toHaveAttribute(
      'href',
      '/alerts/paris-ile-de-france-fr',
    );

    const link = await screen.findByRole('link', { name: '3 alerts for Paris' });
    expect(link).toHaveAttribute('href', '/alerts/paris-ile-de-france-fr');
    expect(screen.getByText('3')).toHaveStyle({ backgroundColor: '#b3261e', color: '#ffffff' });
  });

  it('keeps its published name "{n} alerts for {place}" for a single alert', async () => {
    answerCounts(1);
    renderWithProviders(<AlertsBadge />, { preloadedState: seed });
    await screen.findByRole('link', { name: '1 alerts for Paris' });
  });

  it('polls every alertsPollerDelaySeconds, past the cache, and stops on unmount', async () => {
    fakeIntervals();
    const requests = answerCounts(3, 5);
    const { unmount } = renderWithProviders(<AlertsBadge />, { preloadedState: seed });
    await screen.findByRole('link', { name: '3 alerts for Paris' });
    expect(requests).toHaveLength(1);

    act(() => jest.advanceTimersByTime(59_000));
    expect(requests).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1_000));
    await screen.findByRole('link', { name: '5 alerts for Paris' });
    expect(requests).toEqual([paris.CityId, paris.CityId]);

    unmount();
    act(() => jest.advanceTimersByTime(120_000));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(requests).toHaveLength(2);
  });

  it('fetches for the new place when the active location changes', async () => {
    const requests = answerCounts(2);
    const lyon = buildLocality({
      CityId: '2996944',
      CityName: 'Lyon',
      SlugName: 'lyon-auvergne-rhone-alpes-fr',
      Latitude: 45.75,
      Longitude: 4.85,
    });
    const { store } = renderWithProviders(<AlertsBadge />, { preloadedState: seed });
    await screen.findByRole('link', { name: '2 alerts for Paris' });
    const { hydrated } = await import('@/store/hydrated');
    act(() => {
      store.dispatch(
        hydrated({
          location: {
            activeLocation: { Locality: lyon, Station: null, DefaultStationRouteString: null },
          },
        }),
      );
    });
    expect(screen.getByRole('link', { name: '0 alerts for Lyon' })).toHaveAttribute(
      'href',
      '/alerts/lyon-auvergne-rhone-alpes-fr',
    );
    await screen.findByRole('link', { name: '2 alerts for Lyon' });
    expect(requests).toEqual([paris.CityId, lyon.CityId]);
  });

  it('shows the server’s count in its first render, and asks again only when the poll comes', async () => {
    fakeIntervals();
    const requests = answerCounts(6);
    const status = {
      eml: paris.CityId,
      tnc: 4,
      'nb.ids.sbgd.afc.ch6': '#e8590c',
      'nb.ids.sbgd.afc.opa': 1,
    };
    renderWithProviders(<AlertsBadge />, {
      preloadedState: { ...seed, notifications: { status } },
    });
    expect(screen.getByRole('link', { name: '4 alerts for Paris' })).toHaveAttribute(
      'href',
      '/alerts/paris-ile-de-france-fr',
    );
    expect(screen.getByText('4')).toHaveStyle({ backgroundColor: '#e8590c' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(requests).toHaveLength(0);

    act(() => jest.advanceTimersByTime(60_000));
    await screen.findByRole('link', { name: '6 alerts for Paris' });
    expect(requests).toEqual([paris.CityId]);
  });

  it('writes the count into the server’s HTML without a style attribute the CSP would refuse', async () => {
    const { renderToString } = await import('react-dom/server');
    const { AppProviders } = await import('@/application/AppProviders');
    const { makeStore } = await import('@/application/store');
    const { testDeps } = await import('@tests/support/web2');
    const status = {
      eml: paris.CityId,
      tnc: 3,
      'nb.ids.sbgd.afc.ch6': '#e8590c',
      'nb.ids.sbgd.afc.opa': 1,
    };
    const store = makeStore({ ...seed, notifications: { status } }, testDeps());
    const html = renderToString(
      <AppProviders store={store}>
        <AlertsBadge />
      </AppProviders>,
    );
    expect(html).toContain('aria-label="3 alerts for Paris"');
    expect(html).not.toContain('style=');
  });

  it('keeps a newer status the browser fetched over an older one a later page brings', async () => {
    answerCounts(2);
    const { store } = renderWithProviders(<AlertsBadge />, { preloadedState: seed });
    await screen.findByRole('link', { name: '2 alerts for Paris' });
    const { hydrated } = await import('@/store/hydrated');
    const stale = {
      eml: paris.CityId,
      tnc: 9,
      'nb.ids.sbgd.afc.ch6': '#b3261e',
      'nb.ids.sbgd.afc.opa': 1,
      responseTime: 1,
    };
    act(() => {
      store.dispatch(hydrated({ notifications: { status: stale } }));
    });
    expect(screen.getByRole('link', { name: '2 alerts for Paris' })).toBeInTheDocument();
  });

  it('renders the muted link and fetches nothing without config', async () => {
    const requests = answerCounts(3);
    renderWithProviders(<AlertsBadge />, { preloadedState: { ...seed, config: { value: null } } });
    expect(screen.getByRole('link', { name: '0 alerts for Paris' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(requests).toHaveLength(0);
  });

  it('renders no link without an active location', () => {
    renderWithProviders(<AlertsBadge />, { preloadedState: { config: { value: config } } });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

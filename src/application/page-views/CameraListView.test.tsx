import { screen, within } from '@testing-library/react';

import type { HydrationPayload } from '@/store/hydrated';
import type { CameraSummary } from '@/types/cameras';
import type { PageProps } from '@/types/page';

import { paris } from '@tests/fixtures/localities';
import { renderWithProviders } from '@tests/utils/renderWithProviders';

import { CameraDetailView } from './CameraDetailView';
import { CameraListView } from './CameraListView';

const seed: HydrationPayload = {
  location: { activeLocation: { Locality: paris, Station: null, DefaultStationRouteString: null } },
  units: { unitSystem: 2, tempUnit: 2, windUnit: 2, pressureUnit: 2, rainUnit: 2 },
};
const pageProps = {} as PageProps;

function camera(overrides: Partial<CameraSummary> = {}): CameraSummary {
  return {
    id: 'demo-w-488_23',
    kind: 'weather',
    name: 'Demo camera: Paris, looking NE',
    latitude: 48.8812,
    longitude: 2.3012,
    distanceKm: 6.2,
    direction: 'NW',
    imageTime: '2026-11-23T09:10:00+01:00',
    imageUrl: '/web2/api/cameras/weather/demo-w-488_23/image?v=1795443000',
    imageWidth: 640,
    imageHeight: 480,
    demo: true,
    credit: 'Demo camera',
    ...overrides,
  };
}

describe('CameraListView', () => {
  it('shows each camera nearest first: image, name linking to its page, time and distance', () => {
    renderWithProviders(
      <CameraListView
        {...pageProps}
        cameras={{
          kind: 'weather',
          cameras: [
            camera(),
            camera({
              id: 'demo-w-487_24',
              name: 'Demo camera: Ivry',
              distanceKm: 9.6,
              direction: 'SE',
            }),
          ],
        }}
      />,
      { preloadedState: seed },
    );
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Paris, Île-de-France, France Weather Cameras',
      }),
    ).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Camera type' });
    expect(within(tabs).getByRole('link', { name: 'Weather cameras' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'Traffic cameras' })).toHaveAttribute(
      'href',
      '/traffic-cam/paris-ile-de-france-fr',
    );
    const cards = within(screen.getByRole('region', { name: /^Cameras near Paris/ })).getAllByRole(
      'article',
    );
    expect(cards).toHaveLength(2);
    const first = cards[0]!;
    expect(
      within(first).getByRole('link', { name: 'Demo camera: Paris, looking NE' }),
    ).toHaveAttribute('href', '/weather-camera/paris-ile-de-france-fr/demo-w-488_23');
    const image = within(first).getByRole('img');
    expect(image).toHaveAttribute(
      'src',
      '/web2/api/cameras/weather/demo-w-488_23/image?v=1795443000',
    );
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute(
      'alt',
      expect.stringMatching(/^Latest image from Demo camera: Paris/),
    );
    expect(within(first).getByText('Nov. 23, 9:10 AM')).toHaveAttribute(
      'datetime',
      '2026-11-23T09:10:00+01:00',
    );
    expect(within(first).getByText('6 km NW')).toBeInTheDocument();
    expect(within(first).getByText('Demo camera')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(/^Demo camera: the picture is drawn/);
  });

  it('says the camera is not available when none could be loaded', () => {
    renderWithProviders(
      <CameraListView {...pageProps} cameras={{ kind: 'traffic', cameras: [] }} />,
      {
        preloadedState: seed,
      },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Camera is not available at this time');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});

describe('CameraDetailView', () => {
  it('shows the large image with its time, the position, conditions and the other cameras', () => {
    const real = camera({
      id: 'ct-d4-x',
      kind: 'traffic',
      name: 'I-80 Toll Plaza',
      demo: false,
      credit: 'Caltrans',
    });
    renderWithProviders(
      <CameraDetailView
        {...pageProps}
        kind="traffic"
        camera={real}
        others={[camera({ id: 'ct-d4-y', kind: 'traffic', name: 'US-101', demo: false })]}
        current={null}
      />,
      { preloadedState: seed },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'I-80 Toll Plaza' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Latest image from I-80 Toll Plaza' })).toHaveAttribute(
      'loading',
      'eager',
    );
    expect(screen.getByText('Camera position').nextElementSibling).toHaveTextContent(
      '48.8812° N, 2.3012° E (6 km NW of Paris, Île-de-France, France)',
    );
    expect(screen.getByText('Image: Caltrans')).toBeInTheDocument();
    const others = screen.getByRole('region', { name: 'Other cameras nearby' });
    expect(within(others).getByRole('link', { name: 'US-101' })).toHaveAttribute(
      'href',
      '/traffic-cam/paris-ile-de-france-fr/ct-d4-y',
    );
  });

  it('keeps its frame and says so when the camera’s source is down', () => {
    renderWithProviders(
      <CameraDetailView {...pageProps} kind="traffic" camera={null} others={[]} current={null} />,
      { preloadedState: seed },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Camera is not available at this time');
    expect(screen.getByText('No other cameras nearby.')).toBeInTheDocument();
  });
});

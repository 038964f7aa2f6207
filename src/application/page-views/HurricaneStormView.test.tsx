import { screen, within } from '@testing-library/react';

import { buildAdvisory, buildGis, buildStorm } from '@/features/hurricanes/fixtures';
import {
  drawHurricaneMap,
  drawIntensityChart,
  intensityPoints,
  stormsMap,
  type LonLatBox,
} from '@/features/hurricanes';
import type { StormGis } from '@/types/hurricane';
import { DATA_UNAVAILABLE } from '@/components/DataSource';
import type { Units } from '@/types/location';
import type { PageProps } from '@/types/page';

import { renderWithProviders } from '@tests/utils/renderWithProviders';

import { HurricaneStormView, type HurricaneStormData } from './HurricaneStormView';

const pageProps = {} as PageProps;
const kph: Units = { unitSystem: 2, tempUnit: 2, windUnit: 2, pressureUnit: 2, rainUnit: 2 };

/** The page's data, its map and chart drawn from `gis` (over `basemap`) as its server does. */
type StormInput = Omit<Partial<HurricaneStormData>, 'map' | 'chart'> & {
  gis?: StormGis | null;
  basemap?: LonLatBox | null;
};

function renderStorm(
  { gis = buildGis(), basemap = null, ...data }: StormInput = {},
  units: Units = kph,
) {
  const storm = data.storm ?? buildStorm();
  return renderWithProviders(
    <HurricaneStormView
      {...pageProps}
      storm={storm}
      map={gis && drawHurricaneMap(stormsMap([storm], [gis]).data, basemap)}
      chart={drawIntensityChart(intensityPoints(gis))}
      advisory={buildAdvisory()}
      checkedAt="2024-10-08T20:00:00.000Z"
      {...data}
    />,
    { preloadedState: { units } },
  );
}

describe('HurricaneStormView', () => {
  it('heads the page with the storm, its figures in the visitor units and when it was updated', () => {
    renderStorm();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Category 5 Hurricane Milton' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Last updated/)).toHaveTextContent(/Oct 8/);
    const figures = screen.getByRole('region', { name: 'Current figures' });
    expect(figures).toHaveTextContent('Max wind259 km/h');
    expect(figures).toHaveTextContent('Pressure917 mbar');
    expect(figures).toHaveTextContent('MovementE at 15 km/h');
    expect(figures).toHaveTextContent('Coastal watches or warnings are in effect.');
    expect(screen.queryByText(/more than 12 hours old/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All active storms' })).toHaveAttribute(
      'href',
      '/hurricane/active',
    );
  });

  it('draws the forecast intensity as an image with a sentence in the wind unit', () => {
    renderStorm();
    const section = screen.getByRole('region', { name: 'Forecast intensity' });
    const chart = within(section).getByRole('img');
    expect(chart).toHaveAccessibleName(
      'Forecast maximum wind: 259 km/h (Category 5 hurricane) at Tue 12 PM UTC, weakening to 83 km/h (tropical storm) by Thu 12 PM UTC.',
    );
    // The caption says the same sentence in text.
    expect(within(section).getByText(/^Forecast maximum wind: 259 km\/h/)).toBeVisible();
    // The Saffir–Simpson bands are labelled; the wind axis is in the visitor's unit.
    expect(within(chart).getByText('Cat 5')).toBeInTheDocument();
    expect(within(chart).getByText('TS')).toBeInTheDocument();
    expect(within(chart).getByText('km/h')).toBeInTheDocument();
    expect(within(chart).getByText('Tue 12 PM')).toBeInTheDocument();
  });

  it('degrades the chart alone with a single forecast point', () => {
    renderStorm({ gis: buildGis([140]) });
    expect(
      within(screen.getByRole('region', { name: 'Forecast intensity' })).getByRole('status'),
    ).toHaveTextContent(DATA_UNAVAILABLE);
    expect(
      within(screen.getByRole('region', { name: 'Forecast cone and track' })).getByRole('img'),
    ).toBeInTheDocument();
  });

  it('says when the storm peaks later', () => {
    renderStorm({ gis: buildGis([90, 120, 100]) }, { ...kph, windUnit: 1 });
    const section = screen.getByRole('region', { name: 'Forecast intensity' });
    expect(within(section).getByRole('img')).toHaveAccessibleName(
      'Forecast maximum wind: 104 mph (Category 2 hurricane) at Tue 12 PM UTC, peaking at 138 mph (Category 4 hurricane) Wed 12 AM UTC, weakening to 115 mph (Category 3 hurricane) by Wed 12 PM UTC.',
    );
  });

  it('shows the map with its legend, and the advisory with its key messages', () => {
    renderStorm({
      basemap: [-92, 18, -74, 33],
    });
    // Drawn in the first HTML: an image named by what it shows, over the land the server read.
    const section = screen.getByRole('region', { name: 'Forecast cone and track' });
    const map = within(section).getByRole('img', {
      name: "Map of Category 5 Hurricane Milton's forecast cone and track, with hurricane warning in effect",
    });
    expect(map.tagName.toLowerCase()).toBe('svg');
    expect(map.querySelector('image')).toHaveAttribute(
      'href',
      '/web2/api/hurricanes/basemap/-92,18,-74,33.svg',
    );
    // The storm is named beside its dot.
    expect(within(map).getByText('Milton')).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'Map legend' });
    expect(within(legend).getByText('Forecast cone')).toBeInTheDocument();
    expect(within(legend).getByText('Hurricane Warning')).toBeInTheDocument();
    const advisory = screen.getByRole('region', { name: 'Latest public advisory' });
    expect(advisory).toHaveTextContent('Public advisory #15, issued');
    expect(advisory).toHaveTextContent('MILTON REMAINS A CATEGORY 5 HURRICANE');
    expect(within(advisory).getByRole('listitem')).toHaveTextContent(
      'Life-threatening storm surge is likely along the west coast of Florida.',
    );
    expect(within(advisory).getByText(/the center of Hurricane Milton/)).toBeInTheDocument();
  });

  it('degrades the map, the chart and the advisory alone when they are missing', () => {
    renderStorm({ gis: null, advisory: null });
    for (const name of [
      'Forecast cone and track',
      'Forecast intensity',
      'Latest public advisory',
    ]) {
      expect(within(screen.getByRole('region', { name })).getByRole('status')).toHaveTextContent(
        DATA_UNAVAILABLE,
      );
    }
    expect(screen.getByRole('region', { name: 'Current figures' })).toHaveTextContent('Max wind');
  });

  it('flags stale data and marks a sample storm', () => {
    renderStorm({ storm: buildStorm({}, true), checkedAt: '2024-10-09T03:01:00.000Z' });
    const notes = screen.getAllByRole('note');
    expect(notes[0]).toHaveTextContent('Sample data — not a live storm');
    expect(notes[1]).toHaveTextContent(
      'This information is more than 12 hours old and may be out of date.',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Category 5 Hurricane Milton (sample data)' }),
    ).toBeInTheDocument();
  });
});

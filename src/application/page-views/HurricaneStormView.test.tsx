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
import {
  getActiveStorm,
  getStormAdvisory,
  getStormGis,
} from '@/embedded/provider/hurricanes/hurricanes.service';
import { createSampleNhcSource } from '@/embedded/provider/hurricanes/nhcSource';

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
    expect(figures).toHaveTextContent('Max wind260 km/h');
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
      'Forecast maximum wind: 260 km/h (Category 5 hurricane) at Tue 12 PM UTC, weakening to 85 km/h (tropical storm) by Thu 12 PM UTC.',
    );
    // The caption says the same sentence in text.
    expect(within(section).getByText(/^Forecast maximum wind: 260 km\/h/)).toBeVisible();
    // The Saffir–Simpson bands are labelled; the wind axis is in the visitor's unit.
    expect(within(chart).getByText('Cat 5')).toBeInTheDocument();
    expect(within(chart).getByText('TS')).toBeInTheDocument();
    expect(within(chart).getByText('km/h')).toBeInTheDocument();
    expect(within(chart).getByText('Tue 12 PM')).toBeInTheDocument();
  });

  it("labels the wind axis with the Saffir–Simpson scale's own thresholds", () => {
    renderStorm({}, { ...kph, windUnit: 1 });
    const chart = within(screen.getByRole('region', { name: 'Forecast intensity' })).getByRole(
      'img',
    );
    // Tropical storm, categories 1, 3 (major) and 5, as the scale publishes them in mph.
    for (const mph of ['39', '74', '111', '157']) {
      expect(within(chart).getByText(mph)).toBeInTheDocument();
    }
    expect(within(chart).queryByText('110')).not.toBeInTheDocument();
    expect(within(chart).queryByText('158')).not.toBeInTheDocument();
    expect(within(chart).getByText('mph')).toBeInTheDocument();
  });

  it('labels the wind axis with the published km/h thresholds', () => {
    renderStorm();
    const chart = within(screen.getByRole('region', { name: 'Forecast intensity' })).getByRole(
      'img',
    );
    for (const kmh of ['63', '119', '178', '252']) {
      expect(within(chart).getByText(kmh)).toBeInTheDocument();
    }
    expect(within(chart).queryByText('254')).not.toBeInTheDocument();
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
      'Forecast maximum wind: 105 mph (Category 2 hurricane) at Tue 12 PM UTC, peaking at 140 mph (Category 4 hurricane) Wed 12 AM UTC, weakening to 115 mph (Category 3 hurricane) by Wed 12 PM UTC.',
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

  describe('over the bundled sample', () => {
    const source = createSampleNhcSource();

    /** The sample storm's page as its server builds it: the storm, its products and advisory. */
    async function renderSample(name: string, units: Units) {
      const storm = buildStorm(await getActiveStorm(source, name), true);
      const gis = await getStormGis(source, name);
      const advisory = await getStormAdvisory(source, name);
      renderStorm(
        {
          storm,
          gis: { ...gis, source: storm.source },
          advisory: { ...advisory, source: storm.source },
        },
        units,
      );
    }

    /** What the advisory's summary says: `[wind, movement]` in the unit (`MPH` or `KM/H`). */
    function advisorySays(unit: 'MPH' | 'KM/H'): [string, string] {
      const advisory = screen.getByRole('region', { name: 'Latest public advisory' });
      const text = within(advisory).getByText(/MAXIMUM SUSTAINED WINDS/).textContent ?? '';
      const wind = /MAXIMUM SUSTAINED WINDS\.\.\.(\d+) MPH\.\.\.(\d+) KM\/H/.exec(text);
      const movement =
        /PRESENT MOVEMENT\.\.\.([NESW]+) OR \d+ DEGREES AT (\d+) MPH\.\.\.(\d+) KM\/H/.exec(text);
      if (!wind || !movement) throw new Error('expected the summary in the advisory');
      const at = unit === 'MPH' ? 1 : 2;
      const symbol = unit === 'MPH' ? 'mph' : 'km/h';
      return [`${wind[at]} ${symbol}`, `${movement[1]} at ${movement[1 + at]} ${symbol}`];
    }

    it.each([
      ['milton', 1, 'MPH', '160 mph', 'E at 9 mph'],
      ['milton', 2, 'KM/H', '260 km/h', 'E at 15 km/h'],
      ['kristy', 1, 'MPH', '60 mph', 'W at 14 mph'],
      ['kristy', 2, 'KM/H', '95 km/h', 'W at 22 km/h'],
    ] as const)(
      '%s (wind unit %i): the figures say what the advisory on the page says',
      async (name, windUnit, unit, wind, movement) => {
        await renderSample(name, { ...kph, windUnit });
        expect(advisorySays(unit)).toEqual([wind, movement]);
        const figures = screen.getByRole('region', { name: 'Current figures' });
        expect(figures).toHaveTextContent(`Max wind${wind}Pressure`);
        expect(figures).toHaveTextContent(`Movement${movement}Position`);
        // The chart starts at the same wind.
        expect(
          within(screen.getByRole('region', { name: 'Forecast intensity' })).getByRole('img'),
        ).toHaveAccessibleName(new RegExp(`^Forecast maximum wind: ${wind} `));
      },
    );
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

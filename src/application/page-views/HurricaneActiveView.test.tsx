import { screen, within } from '@testing-library/react';

import {
  buildActive,
  buildArea,
  buildGis,
  buildOutlook,
  buildStorm,
  buildTropicalStorm,
} from '@/features/hurricanes/fixtures';
import { drawHurricaneMap, listedOutlook, stormsMap } from '@/features/hurricanes';
import type { ActiveStormsPayload, Basin, OutlookPayload, StormGis } from '@/types/hurricane';
import type { HydrationPayload } from '@/store/hydrated';
import type { Units } from '@/types/location';
import type { PageProps } from '@/types/page';

import { renderWithProviders } from '@tests/utils/renderWithProviders';

import { HurricaneActiveView } from './HurricaneActiveView';

const pageProps = {} as PageProps;
const imperial: Units = { unitSystem: 1, tempUnit: 1, windUnit: 1, pressureUnit: 1, rainUnit: 1 };
const metricKnots: Units = {
  unitSystem: 2,
  tempUnit: 2,
  windUnit: 3,
  pressureUnit: 2,
  rainUnit: 2,
};

/** The page's data as its getServerSideProps makes it: the map drawn, the outlooks listed. */
interface ActiveInput {
  active: ActiveStormsPayload;
  gis: StormGis[];
  outlooks: { basin: Basin; outlook: OutlookPayload | null }[];
}

function renderActive({ active, gis, outlooks }: ActiveInput, units: Units = imperial) {
  const seed: HydrationPayload = { units };
  const map =
    active.storms.length > 0 ? drawHurricaneMap(stormsMap(active.storms, gis).data) : null;
  return renderWithProviders(
    <HurricaneActiveView
      {...pageProps}
      active={active}
      map={map}
      outlooks={outlooks.map(({ basin, outlook }) => ({
        basin,
        outlook: outlook && listedOutlook(outlook),
      }))}
    />,
    { preloadedState: seed },
  );
}

describe('HurricaneActiveView', () => {
  it('lists every active storm with its class, figures in the visitor units and a link', () => {
    renderActive({
      active: buildActive([buildStorm(), buildTropicalStorm()], 2),
      gis: [buildGis()],
      outlooks: [],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Active storms' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Active storms' });
    const milton = within(list).getByRole('article', { name: 'Category 5 Hurricane Milton' });
    expect(
      within(milton).getByRole('link', { name: 'Category 5 Hurricane Milton' }),
    ).toHaveAttribute('href', '/hurricane/active/milton');
    expect(milton).toHaveTextContent('Max wind160 mph');
    expect(milton).toHaveTextContent('Pressure27.08 inHg');
    expect(milton).toHaveTextContent('MovementE at 9 mph');
    expect(milton).toHaveTextContent('Position22.6°N 86.6°W');
    // The server's first HTML says UTC; jsdom renders after hydration in its own zone (named).
    expect(within(milton).getByText(/Oct 8/)).toHaveAttribute(
      'datetime',
      '2024-10-08T15:00:00.000Z',
    );
    const kristy = within(list).getByRole('article', { name: 'Tropical Storm Kristy' });
    expect(kristy).toHaveTextContent('Eastern Pacific');
    // Winds as NHC's advisories state them (50 kt: 60 mph); movement to the whole mph (12 kt).
    expect(kristy).toHaveTextContent('Max wind60 mph');
    expect(kristy).toHaveTextContent('MovementW at 14 mph');
    expect(within(kristy).getByRole('link', { name: 'Tropical Storm Kristy' })).toHaveAttribute(
      'href',
      '/hurricane/active/kristy',
    );
    expect(
      screen.getByRole('img', {
        name: 'Map of Milton and Kristy: positions, forecast cones and tracks, with hurricane warning in effect',
      }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Map legend' })).getByText('Forecast cone'),
    ).toBeInTheDocument();
    expect(screen.getByText(/2 more areas are being watched/)).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('names a map without cones by the positions it shows', () => {
    renderActive({ active: buildActive([buildTropicalStorm()]), gis: [], outlooks: [] });
    const map = screen.getByRole('img', { name: 'Map of Kristy: positions' });
    expect(within(map).getByText('Kristy')).toBeInTheDocument();
    expect(screen.queryByText('Forecast cone')).not.toBeInTheDocument();
  });

  it('converts the figures to knots and millibars', () => {
    renderActive({ active: buildActive([buildStorm()]), gis: [], outlooks: [] }, metricKnots);
    const milton = screen.getByRole('article', { name: 'Category 5 Hurricane Milton' });
    expect(milton).toHaveTextContent('Max wind140 knots');
    expect(milton).toHaveTextContent('Pressure917 mbar');
    expect(milton).toHaveTextContent('MovementE at 8 knots');
    expect(milton).not.toHaveTextContent('mph');
  });

  it('with no storm but open outlook areas, says so and lists the areas (never all clear)', () => {
    renderActive({
      active: buildActive([], 1),
      gis: [],
      outlooks: [
        { basin: 'at', outlook: buildOutlook() },
        { basin: 'ep', outlook: buildOutlook({ basin: 'ep', areas: [], allClear: true }) },
        { basin: 'cp', outlook: buildOutlook({ basin: 'cp', areas: [], allClear: true }) },
      ],
    });
    expect(
      screen.getByRole('heading', { level: 2, name: 'No active tropical cyclones' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/1 area of disturbed weather is/)).toBeInTheDocument();
    const area = screen.getByRole('article', { name: 'Central Tropical Atlantic (AL93)' });
    expect(area).toHaveTextContent('Formation chance, 48 hoursLow 10%');
    expect(area).toHaveTextContent('Formation chance, 7 daysMedium 40%');
    expect(screen.queryByText(/No tropical cyclone formation is expected/)).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Active storms' })).not.toBeInTheDocument();
  });

  it('with no storm and no area, says no formation is expected', () => {
    const quiet = (basin: 'at' | 'ep' | 'cp') => ({
      basin,
      outlook: buildOutlook({ basin, areas: [], allClear: true }),
    });
    renderActive({
      active: buildActive([], 0),
      gis: [],
      outlooks: [quiet('at'), quiet('ep'), quiet('cp')],
    });
    expect(
      screen.getByText('No tropical cyclone formation is expected in the next 7 days.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('marks sample data in a banner and in the heading', () => {
    renderActive({
      active: buildActive([buildStorm({}, true)], 0, true),
      gis: [],
      outlooks: [],
    });
    expect(screen.getByRole('note')).toHaveTextContent('Sample data — not a live storm');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Active storms (sample data)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Category 5 Hurricane Milton' })).toHaveTextContent(
      'Atlantic · Sample',
    );
  });

  it('keeps an area without a heading readable', () => {
    renderActive({
      active: buildActive([], 1),
      gis: [],
      outlooks: [
        {
          basin: 'ep',
          outlook: buildOutlook({ basin: 'ep', areas: [buildArea({ id: 'ep-1', title: null })] }),
        },
      ],
    });
    expect(screen.getByRole('article', { name: 'Area 1' })).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';

import type { Basin, OutlookAreaShapes, OutlookPayload } from '@/types/hurricane';
import { buildArea, buildOutlook } from '@/features/hurricanes/fixtures';
import {
  drawHurricaneMap,
  listedOutlook,
  outlookMap,
  type StormMarker,
} from '@/features/hurricanes';
import { DATA_UNAVAILABLE } from '@/components/DataSource';
import type { PageProps } from '@/types/page';

import { renderWithProviders } from '@tests/utils/renderWithProviders';

import { HurricaneOutlookView } from './HurricaneOutlookView';

const pageProps = {} as PageProps;

const ring = (west: number, south: number) => [
  [
    [west, south],
    [west + 4, south],
    [west + 4, south + 4],
    [west, south + 4],
    [west, south],
  ],
];

/** The Atlantic sample's shapes: AL93's polygon and position, and the second area's polygon. */
const atlanticShapes: OutlookAreaShapes = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Polygon', coordinates: ring(-56, 13) },
      properties: {
        areaId: 'AL93',
        chance48h: { level: 'low', percent: 10 },
        chance7d: { level: 'medium', percent: 40 },
      },
    },
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-50, 14] },
      properties: {
        areaId: 'AL93',
        chance48h: { level: 'low', percent: 10 },
        chance7d: { level: 'medium', percent: 40 },
      },
    },
    {
      type: 'Feature',
      geometry: { type: 'Polygon', coordinates: ring(-30, 9) },
      properties: {
        areaId: 'at-2',
        chance48h: { level: 'low', percent: 0 },
        chance7d: { level: 'low', percent: 20 },
      },
    },
  ],
};

/** Renders the view with the props its pages make: the areas' map drawn, the outlooks listed. */
function renderOutlook(
  basin: Basin | null,
  outlooks: { basin: Basin; outlook: OutlookPayload | null }[],
  storms: StormMarker[] = [],
) {
  const map = outlookMap(outlooks, storms);
  return renderWithProviders(
    <HurricaneOutlookView
      {...pageProps}
      basin={basin}
      outlooks={outlooks.map((o) => ({
        basin: o.basin,
        outlook: o.outlook && listedOutlook(o.outlook),
      }))}
      map={map && drawHurricaneMap(map.data, null, map.extent)}
      stormNames={storms.map((s) => s.name)}
    />,
  );
}

describe('HurricaneOutlookView', () => {
  it('shows every basin with its areas, chances and text', () => {
    renderOutlook(null, [
      { basin: 'at', outlook: buildOutlook({ activeStorms: 1 }) },
      {
        basin: 'ep',
        outlook: buildOutlook({
          basin: 'ep',
          areas: [
            buildArea({
              id: 'EP90',
              title: 'Southwest of Mexico',
              chance48h: { level: 'high', percent: 70 },
              chance7d: { level: 'high', percent: 90 },
            }),
          ],
        }),
      },
      { basin: 'cp', outlook: null },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Tropical outlook' })).toBeInTheDocument();
    const atlantic = screen.getByRole('region', { name: 'Atlantic' });
    expect(atlantic).toHaveTextContent('1 active storm in this basin');
    expect(
      within(atlantic).getByRole('article', { name: 'Central Tropical Atlantic (AL93)' }),
    ).toHaveTextContent('Showers and thunderstorms');
    const pacific = screen.getByRole('region', { name: 'Eastern Pacific' });
    expect(
      within(pacific).getByRole('article', { name: 'Southwest of Mexico (EP90)' }),
    ).toHaveTextContent('Formation chance, 48 hoursHigh 70%Formation chance, 7 daysHigh 90%');
    expect(screen.getByRole('region', { name: 'Central Pacific' })).toHaveTextContent(
      DATA_UNAVAILABLE,
    );
    expect(screen.queryByText(/gives no map positions/)).not.toBeInTheDocument();
    // No shapes: no map, and each basin with areas says they are listed only.
    expect(screen.queryByRole('region', { name: /^Map of/ })).not.toBeInTheDocument();
    expect(within(atlantic).getByText(/listed only/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Hurricane centre' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tropical outlook' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows one basin, says when it expects nothing, and marks sample data', () => {
    renderOutlook('cp', [
      { basin: 'cp', outlook: buildOutlook({ basin: 'cp', areas: [], allClear: true }, true) },
    ]);
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Central Pacific tropical outlook (sample data)',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Sample data — not a live storm');
    expect(
      screen.getByText('No tropical cyclones are expected to form during the next 7 days.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Central Pacific outlook' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('draws the areas on a map coloured by 7-day chance, the list staying as its text', async () => {
    renderOutlook('at', [
      {
        basin: 'at',
        outlook: buildOutlook({
          areas: [
            buildArea(),
            buildArea({
              id: 'at-2',
              title: 'Eastern Tropical Atlantic',
              chance48h: { level: 'low', percent: 0 },
              chance7d: { level: 'low', percent: 20 },
            }),
          ],
          areaShapes: atlanticShapes,
        }),
      },
    ]);
    const map = screen.getByRole('img', {
      name: 'Map of the Atlantic tropical outlook: 2 areas where a storm could form, coloured by 7-day chance',
    });
    // Each area is labelled on the map as it is listed.
    expect(within(map).getByText('AL93')).toBeInTheDocument();
    expect(within(map).getByText('Area 2')).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'Map legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Formation chance, 7 days:',
      'Low (under 40%)',
      'Medium (40–60%)',
      'Disturbance now',
    ]);
    expect(screen.queryByText(/listed only/)).not.toBeInTheDocument();
    // The list names each area as the map labels it.
    expect(
      screen.getByRole('article', { name: 'Central Tropical Atlantic (AL93)' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('article', { name: 'Eastern Tropical Atlantic (Area 2)' }),
    ).toHaveTextContent('Formation chance, 7 daysLow 20%');

    // The areas are shaded by their 7-day level.
    const fills = [...map.querySelectorAll('path[fill-opacity="0.35"]')].map((p) =>
      p.getAttribute('fill'),
    );
    expect(fills).toEqual(['#f27c00', '#f5c400']);
  });

  it('names the storms drawn beside the areas, on the map and in its name', () => {
    renderOutlook(
      null,
      [{ basin: 'at', outlook: buildOutlook({ areaShapes: atlanticShapes }) }],
      [{ name: 'Milton', latitude: 22.6, longitude: -86.6, windKt: 140 }],
    );
    const map = screen.getByRole('img', {
      name: 'Map of the tropical outlook: 2 areas where a storm could form, coloured by 7-day chance, with Milton',
    });
    expect(within(map).getByText('Milton')).toHaveAttribute('text-anchor', 'start');
    expect(screen.getByText(/, with the active storms;/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Map legend' })).getByText('Cat. 5'),
    ).toBeInTheDocument();
  });
});

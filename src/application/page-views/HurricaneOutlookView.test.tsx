import { screen, within } from '@testing-library/react';

import { buildArea, buildOutlook } from '@/features/hurricanes/fixtures';
import { DATA_UNAVAILABLE } from '@/components/DataSource';
import type { PageProps } from '@/types/page';

import { renderWithProviders } from '@tests/utils/renderWithProviders';

import { HurricaneOutlookView } from './HurricaneOutlookView';

const pageProps = {} as PageProps;

describe('HurricaneOutlookView', () => {
  it('shows every basin with its areas, chances and text', () => {
    renderWithProviders(
      <HurricaneOutlookView
        {...pageProps}
        basin={null}
        outlooks={[
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
        ]}
      />,
    );
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
    expect(screen.getByText(/gives no map positions/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Hurricane centre' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tropical outlook' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows one basin, says when it expects nothing, and marks sample data', () => {
    renderWithProviders(
      <HurricaneOutlookView
        {...pageProps}
        basin="cp"
        outlooks={[
          { basin: 'cp', outlook: buildOutlook({ basin: 'cp', areas: [], allClear: true }, true) },
        ]}
      />,
    );
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
});

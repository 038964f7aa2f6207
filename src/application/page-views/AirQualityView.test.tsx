import { screen, within } from '@testing-library/react';

import { buildAirQuality, buildAirQualityForecast } from '@/features/air-quality/fixtures';
import type { HydrationPayload } from '@/store/hydrated';
import type { PageProps } from '@/types/page';

import { paris } from '@tests/fixtures/localities';
import { renderWithProviders } from '@tests/utils/renderWithProviders';

import { AirQualityView } from './AirQualityView';

const seed: HydrationPayload = {
  location: { activeLocation: { Locality: paris, Station: null, DefaultStationRouteString: null } },
};
const pageProps = {} as PageProps;

describe('AirQualityView', () => {
  it('shows the AQI now, its pollutants, the health guidance and the next 24 hours', () => {
    renderWithProviders(
      <AirQualityView
        {...pageProps}
        airQuality={buildAirQuality()}
        airQualityHourly={buildAirQualityForecast()}
      />,
      { preloadedState: seed },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Paris, Île-de-France, France Air Quality' }),
    ).toBeInTheDocument();
    for (const name of ['Current air quality', 'Health guidance', 'Next 24 hours', 'Pollutants'])
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    const guidance = screen.getByRole('region', { name: 'Health guidance' });
    expect(within(guidance).getByText('Sensitive groups').nextElementSibling).toHaveTextContent(
      /should reduce prolonged or heavy exertion\.$/,
    );
    expect(screen.getByRole('table', { name: 'Pollutants' })).toBeInTheDocument();
  });

  it('keeps the rest of the page when the forecast did not arrive', () => {
    renderWithProviders(
      <AirQualityView {...pageProps} airQuality={buildAirQuality()} airQualityHourly={null} />,
      { preloadedState: seed },
    );
    expect(
      within(screen.getByRole('region', { name: 'Next 24 hours' })).getByRole('status'),
    ).toHaveTextContent('Data not available. Try again later.');
    expect(screen.getByRole('table', { name: 'Pollutants' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Current air quality' })).getByText(
        'Unhealthy for Sensitive Groups',
      ),
    ).toBeInTheDocument();
  });
});

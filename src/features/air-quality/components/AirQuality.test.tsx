import { render, screen, within } from '@testing-library/react';

import { aqiCategoryOf } from '../aqiCategories';
import { buildAirQuality, buildAirQualityForecast } from '../fixtures';
import { AirQualityForecast, forecastSummary } from './AirQualityForecast';
import { CurrentAirQuality } from './CurrentAirQuality';
import { HealthGuidance } from './HealthGuidance';
import { PollutantsTable } from './PollutantsTable';

const UNAVAILABLE = 'Data not available. Try again later.';

describe('CurrentAirQuality', () => {
  it('shows the AQI, its category and colour, and the dominant pollutant', () => {
    render(<CurrentAirQuality data={buildAirQuality()} />);
    const region = screen.getByRole('region', { name: 'Current air quality' });
    expect(within(region).getByText('AQI').parentElement).toHaveTextContent(/^AQI122$/);
    expect(within(region).getByText('Unhealthy for Sensitive Groups')).toBeInTheDocument();
    expect(within(region).getByText('Colour: Orange')).toBeInTheDocument();
    expect(within(region).getByText(/^Dominant pollutant:/)).toHaveTextContent(
      'Dominant pollutant: Ozone (O₃)',
    );
    expect(within(region).getByText('Nov. 23, 2:00 PM').parentElement).toHaveTextContent(
      /^As of Nov\. 23, 2:00 PM/,
    );
    expect(within(region).getByRole('note')).toHaveTextContent(/^Demo data/);
  });

  it('says the data is not available when the AQI is unknown', () => {
    render(<CurrentAirQuality data={buildAirQuality({ aqi: null, category: null })} />);
    const region = screen.getByRole('region', { name: 'Current air quality' });
    expect(within(region).getByRole('status')).toHaveTextContent(UNAVAILABLE);
    expect(within(region).queryByText('AQI')).not.toBeInTheDocument();
  });
});

describe('PollutantsTable', () => {
  it("lists each pollutant's concentration and sub-index in the table named Pollutants", () => {
    render(<PollutantsTable data={buildAirQuality()} />);
    const table = screen.getByRole('table', { name: 'Pollutants' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(7);
    const ozone = within(table).getByRole('rowheader', { name: /Ozone/ }).closest('tr');
    expect(ozone).toHaveTextContent('Ozone (O₃)Dominant');
    expect(ozone).toHaveTextContent('182 µg/m³');
    expect(ozone).toHaveTextContent('122Unhealthy for Sensitive Groups');
    const co = within(table).getByRole('rowheader', { name: 'Carbon monoxide (CO)' }).closest('tr');
    expect(co).toHaveTextContent('0.31 mg/m³');
    expect(co).toHaveTextContent('3Good');
  });
});

describe('HealthGuidance', () => {
  it('gives the EPA guidance for the current category and every category as a legend', () => {
    render(<HealthGuidance category={aqiCategoryOf(175)} />);
    const region = screen.getByRole('region', { name: 'Health guidance' });
    expect(within(region).getByText('Sensitive groups').nextElementSibling).toHaveTextContent(
      'People with heart or lung disease, older adults, children, and people of lower socioeconomic status should avoid prolonged or heavy exertion.',
    );
    expect(within(region).getByText('General public').nextElementSibling).toHaveTextContent(
      'Everyone else should reduce prolonged or heavy exertion.',
    );
    const legend = within(region).getByRole('list', { name: 'AQI categories' });
    const items = within(legend).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '0–50Good Green',
      '51–100Moderate Yellow',
      '101–150Unhealthy for Sensitive Groups Orange',
      '151–200Unhealthy RedNow',
      '201–300Very Unhealthy Purple',
      '301–500Hazardous Maroon',
    ]);
  });

  it('says the guidance is not available without a category, and still shows the legend', () => {
    render(<HealthGuidance category={null} />);
    const region = screen.getByRole('region', { name: 'Health guidance' });
    expect(within(region).getByRole('status')).toHaveTextContent(UNAVAILABLE);
    expect(within(region).getAllByRole('listitem')).toHaveLength(6);
    expect(within(region).queryByText('Now')).not.toBeInTheDocument();
  });

  it('says when the EPA gives no cautionary statement', () => {
    render(<HealthGuidance category={aqiCategoryOf(20)} />);
    expect(screen.getByText('General public').nextElementSibling).toHaveTextContent(
      /no precautions needed/,
    );
  });
});

describe('AirQualityForecast', () => {
  it('shows the next 24 hours as an image with a summary and as a table', () => {
    render(<AirQualityForecast data={buildAirQualityForecast()} />);
    const region = screen.getByRole('region', { name: 'Next 24 hours' });
    expect(within(region).getByRole('img')).toHaveAccessibleName(
      'AQI over the next 24 hours: 40 (Good) at 2 PM now, highest 155 (Unhealthy for Sensitive Groups) at 1 PM, lowest 40 (Good) at 2 PM, 155 (Unhealthy for Sensitive Groups) at 1 PM at the end.',
    );
    const table = within(region).getByRole('table', { name: 'Hourly AQI forecast' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(25);
    expect(rows[1]).toHaveTextContent('Nov. 23, 02 PM40Good');
    expect(rows[4]).toHaveTextContent('5 PM55Moderate');
    expect(rows[11]).toHaveTextContent('Nov. 24, 12 AM90Moderate');
  });

  it('says the forecast is not available when it did not arrive', () => {
    render(<AirQualityForecast data={null} />);
    const region = screen.getByRole('region', { name: 'Next 24 hours' });
    expect(within(region).getByRole('status')).toHaveTextContent(UNAVAILABLE);
    expect(within(region).queryByRole('img')).not.toBeInTheDocument();
  });

  it('summarises hours without values as not available', () => {
    expect(forecastSummary([])).toBe('Air quality forecast not available.');
  });
});

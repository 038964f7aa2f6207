import { act, screen, within } from '@testing-library/react';
import mockRouter from 'next-router-mock';

import { pollenForecast } from '@/features/life/indices/fixtures';

import { LifePollenView } from './LifePollenView';
import { english, pageProps, pollingConfig, renderLifeView } from './LifeView.testSetup';

describe('LifePollenView polling', () => {
  it('refreshes its data at the daily polling delay, not the hourly one', () => {
    jest.useFakeTimers();
    mockRouter.setCurrentUrl('/life/pollen/new-york-city-ny-us');
    const replace = jest.spyOn(mockRouter, 'replace');
    try {
      renderLifeView(
        <LifePollenView {...pageProps} pollen={pollenForecast} />,
        english,
        pollingConfig,
      );
      act(() => jest.advanceTimersByTime(1_799_000));
      expect(replace).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1_000));
      expect(replace).toHaveBeenCalledTimes(1);
    } finally {
      replace.mockRestore();
      jest.useRealTimers();
    }
  });
});

describe('LifePollenView', () => {
  beforeEach(() => {
    renderLifeView(<LifePollenView {...pageProps} pollen={pollenForecast} />);
  });

  it('names the place and links the five life pages for it, this one current', () => {
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'New York City, NY Pollen Forecast',
    );
    const nav = screen.getByRole('navigation', { name: 'Life' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Pollen', '/life/pollen/new-york-city-ny-us'],
      ['Cold & Flu', '/life/coldflu/new-york-city-ny-us'],
      ['Outdoor Sports', '/life/outdoor-sports/new-york-city-ny-us'],
      ['Snow & Ski', '/life/snow-ski/new-york-city-ny-us'],
      ['Travel', '/life/travel/new-york-city-ny-us'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Pollen' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Travel' })).not.toHaveAttribute('aria-current');
  });

  it("shows today's level of each group prominently, with the species it covers", () => {
    const today = screen.getByRole('region', { name: 'Pollen today' });
    const tree = within(today).getByRole('heading', { name: 'Tree pollen' }).closest('li')!;
    expect(tree).toHaveTextContent('High');
    expect(tree).toHaveTextContent('Peak 120 grains/m³');
    expect(tree).toHaveTextContent('Covers Alder, Birch, Olive');
    expect(
      within(today).getByRole('heading', { name: 'Weed pollen' }).closest('li'),
    ).toHaveTextContent('None');
  });

  it('lays the forecast out as a "Pollen forecast" table: types by rows, days by columns', () => {
    const table = screen.getByRole('table', { name: 'Pollen forecast' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Pollen type', 'Today Nov. 23', 'Tue Nov. 24', 'Wed Nov. 25', 'Thu Nov. 26']);
    const tree = within(table).getByRole('row', { name: /^Tree pollen/ });
    expect(
      within(tree)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['High', 'Moderate', 'Moderate', 'Moderate']);
    expect(within(table).getByRole('rowheader', { name: /Weed pollen/ })).toHaveTextContent(
      'Mugwort, Ragweed',
    );
  });

  it('explains the scale and says the values are demo data', () => {
    const scale = screen.getByRole('table', { name: 'Pollen scale (grains/m³)' });
    const high = within(scale).getByRole('row', { name: /^High/ });
    expect(
      within(high)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['90–1,499', '20–199', '50–499']);
    expect(screen.getByRole('note')).toHaveTextContent(/^Demo data/);
  });
});

describe('LifePollenView, a count of one', () => {
  it('says one grain, not one grains', () => {
    const days = pollenForecast.days.map((d) => ({
      ...d,
      readings: d.readings.map((r) => (r.type === 'grass' ? { ...r, grainsPerM3: 1 } : r)),
    }));
    renderLifeView(<LifePollenView {...pageProps} pollen={{ ...pollenForecast, days }} />);
    const today = screen.getByRole('region', { name: 'Pollen today' });
    const grass = within(today).getByRole('heading', { name: 'Grass pollen' }).closest('li')!;
    expect(grass).toHaveTextContent('Peak 1 grain/m³');
    expect(grass).not.toHaveTextContent('grains');
  });
});

import { render, screen, within } from '@testing-library/react';

import { formatVital, VitalsDashboardView, type VitalsDashboardProps } from './VitalsDashboardView';

const data: VitalsDashboardProps['data'] = {
  days: ['2026-03-01', '2026-03-02'],
  pageTypes: [
    {
      pageType: 'maps',
      metrics: [
        {
          metric: 'LCP',
          points: [
            { day: '2026-03-01', p75: 2500, count: 3 },
            { day: '2026-03-02', p75: 3120.4, count: 7 },
          ],
        },
        { metric: 'CLS', points: [{ day: '2026-03-02', p75: 0.1234, count: 2 }] },
      ],
    },
  ],
  worst: [
    { metric: 'LCP', pages: [{ path: '/maps/paris-fr', pageType: 'maps', p75: 3120.4, count: 7 }] },
    { metric: 'INP', pages: [] },
    { metric: 'CLS', pages: [] },
  ],
};

describe('VitalsDashboardView', () => {
  it('draws one titled chart per metric and page type, with a table of its values', () => {
    render(<VitalsDashboardView data={data} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Core Web Vitals' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Page type: maps' });
    const chart = within(section).getByRole('img', { name: /LCP p75 for maps/ });
    expect(chart.querySelectorAll('circle')).toHaveLength(2);
    const table = within(section).getByRole('table', { name: 'LCP p75 for maps' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['Dayp75Reports', '2026-03-012,500 ms3', '2026-03-023,120 ms7']);
    expect(within(section).getByRole('img', { name: /CLS p75 for maps/ })).toBeInTheDocument();
  });

  it('lists the worst pages per metric', () => {
    render(<VitalsDashboardView data={data} />);
    const lcp = screen.getByRole('table', { name: 'Highest p75 LCP' });
    expect(within(lcp).getByRole('rowheader', { name: '/maps/paris-fr' })).toBeInTheDocument();
    expect(screen.getByText('No INP reports.')).toBeInTheDocument();
  });

  it('says when there is nothing yet', () => {
    render(<VitalsDashboardView data={{ days: data.days, pageTypes: [], worst: [] }} />);
    expect(screen.getByText('No reports yet.')).toBeInTheDocument();
  });

  it('formats CLS without a unit and timings in ms', () => {
    expect(formatVital('CLS', 0.12345)).toBe('0.123');
    expect(formatVital('INP', 175.4)).toBe('175 ms');
  });
});

import { act, screen, within } from '@testing-library/react';
import mockRouter from 'next-router-mock';

import { outdoorHours } from '@/features/life';
import { currentOf, hourAt, hourlyOf } from '@/features/life/indices/fixtures';
import type { CurrentWeather } from '@/types/weather';

import { LifeOutdoorSportsView } from './LifeOutdoorSportsView';
import { english, metric, pageProps, pollingConfig, renderLifeView } from './LifeView.testSetup';

/** 30 hours from 2 PM: a windy first hour, a storm at 4 PM, night from 5 PM to 6 AM. */
const hours = Array.from({ length: 30 }, (_, i) => {
  const at = new Date(Date.UTC(2026, 10, 23, 19 + i));
  const local = new Date(at.getTime() - 5 * 3600_000).toISOString().slice(0, 19);
  const hour = (14 + i) % 24;
  return hourAt(`${local}-05:00`, {
    isDay: hour >= 7 && hour < 17,
    windSpeedMs: i === 0 ? 9 : 2,
    windGustMs: i === 0 ? 15 : 4,
    ...(i === 2 ? { condition: { code: 95, text: 'Thunderstorm', icon: 'thunderstorm' } } : {}),
  });
});
const hourly = hourlyOf(hours);
/** The current conditions at 2:05 PM (the current-conditions page's): less wind than the hour's forecast. */
const current = currentOf(hourAt('2026-11-23T14:05:00-05:00', { windSpeedMs: 6, windGustMs: 12 }));

/** An element's text as a screen reader reads it: without what is hidden from it. */
function spoken(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((e) => e.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

describe('LifeOutdoorSportsView', () => {
  it('scores each activity right now from the current conditions, with its reasons, in the visitor units', () => {
    renderLifeView(
      <LifeOutdoorSportsView {...pageProps} current={current} hourly={hourly} />,
      english,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'New York City, NY Outdoor Activity Forecast',
    );
    // The figures of the current-conditions page, as of their time, not the forecast's 2 PM hour.
    const now = screen.getByRole('region', { name: 'Right now · 2:05 PM' });
    const tennis = within(now).getByRole('heading', { name: 'Tennis' }).parentElement!;
    expect(spoken(tennis.querySelector('p')!)).toBe('8 out of 10, Great');
    expect(tennis).toHaveTextContent('Wind 13 mph · Gusts 27 mph');
    const running = within(now).getByRole('heading', { name: 'Running' }).parentElement!;
    expect(spoken(running.querySelector('p')!)).toBe('10 out of 10, Excellent');
    // Both from the demo model: the page's one note says so.
    expect(screen.getAllByRole('note')).toHaveLength(1);
  });

  it('converts the wind to km/h for a metric visitor', () => {
    renderLifeView(
      <LifeOutdoorSportsView {...pageProps} current={current} hourly={hourly} />,
      metric,
    );
    const now = screen.getByRole('region', { name: /^Right now/ });
    expect(within(now).getByRole('heading', { name: 'Tennis' }).parentElement).toHaveTextContent(
      'Wind 22 km/h · Gusts 43 km/h',
    );
  });

  it('scores the forecast\'s first hour without the current conditions, and does not call it "Right now"', () => {
    renderLifeView(
      <LifeOutdoorSportsView {...pageProps} current={null} hourly={hourly} />,
      english,
    );
    expect(screen.queryByRole('region', { name: /Right now/ })).not.toBeInTheDocument();
    const hour = screen.getByRole('region', { name: "This hour's forecast · 2 PM" });
    const tennis = within(hour).getByRole('heading', { name: 'Tennis' }).parentElement!;
    expect(spoken(tennis.querySelector('p')!)).toBe('5 out of 10, Good');
    expect(tennis).toHaveTextContent('Wind 20 mph · Gusts 34 mph');
    const running = within(hour).getByRole('heading', { name: 'Running' }).parentElement!;
    expect(spoken(running.querySelector('p')!)).toBe('9 out of 10, Excellent');
  });

  it("credits the source of the current conditions when it is not the forecast's", () => {
    const { demo: _demo, note: _note, ...conditions } = current;
    const observed: CurrentWeather = {
      ...conditions,
      source: { kind: 'open-meteo', attribution: 'Weather data by Open-Meteo.com (CC BY 4.0)' },
    };
    renderLifeView(<LifeOutdoorSportsView {...pageProps} current={observed} hourly={hourly} />);
    expect(screen.getByRole('region', { name: /^Right now/ })).toHaveTextContent(
      'Weather data by Open-Meteo.com (CC BY 4.0)',
    );
  });

  it('lays 24 hours out in the "Outdoor activity forecast" table, one column per activity', () => {
    renderLifeView(<LifeOutdoorSportsView {...pageProps} current={current} hourly={hourly} />);
    const table = screen.getByRole('table', { name: 'Outdoor activity forecast' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Time', 'Weather', 'Running', 'Cycling', 'Golf', 'Hiking', 'Tennis', 'Fishing']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(24);
    // From the hour after "Right now" (2:05 PM): its 2 PM hour would be a second score for now.
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('3 PM');
    const storm = within(table).getByRole('row', { name: /^4 PM/ });
    expect(
      within(storm)
        .getAllByRole('cell')
        .slice(1)
        .map((c) => c.textContent),
    ).toEqual(Array(6).fill('1 PoorThunder'));
    // The weather cell says what its figures are: the chance of precipitation has its raindrop and,
    // for a screen reader, its name.
    const weather = within(storm).getAllByRole('cell')[0]!;
    expect(spoken(weather)).toMatch(/°F ?Chance of precipitation \d+%, wind \d+ mph$/);
    const night = within(table).getByRole('row', { name: /^10 PM/ });
    expect(within(night).getAllByRole('cell')[3]).toHaveTextContent('2 PoorDark');
    expect(within(night).getAllByRole('cell')[6]).toHaveTextContent('10 Excellent');
    expect(within(table).getByRole('rowheader', { name: 'Nov. 24, 12 AM' })).toBeInTheDocument();
  });

  it('explains how the index is derived, with comfort bands in the visitor units', () => {
    renderLifeView(
      <LifeOutdoorSportsView {...pageProps} current={current} hourly={hourly} />,
      metric,
    );
    const how = screen.getByRole('region', { name: 'How this is derived' });
    expect(how).toHaveTextContent('running 5°C–18°C');
    expect(how).toHaveTextContent('0–2 Poor, 3–4 Fair, 5–6 Good, 7–8 Great, 9–10 Excellent');
    expect(screen.getByRole('note')).toHaveTextContent(/^Demo data/);
  });

  it('refreshes its data at the hourly polling delay', () => {
    jest.useFakeTimers();
    mockRouter.setCurrentUrl('/life/outdoor-sports/new-york-city-ny-us');
    const replace = jest.spyOn(mockRouter, 'replace');
    try {
      renderLifeView(
        <LifeOutdoorSportsView {...pageProps} current={current} hourly={hourly} />,
        english,
        pollingConfig,
      );
      act(() => jest.advanceTimersByTime(899_000));
      expect(replace).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1_000));
      expect(replace).toHaveBeenCalledWith('/life/outdoor-sports/new-york-city-ny-us', undefined, {
        scroll: false,
      });
    } finally {
      replace.mockRestore();
      jest.useRealTimers();
    }
  });

  it('shows the same page from the hours it sends as from the whole forecast', () => {
    // The provider's 48 hours: the 30 above and 18 more.
    const whole = hourlyOf([
      ...hours,
      ...Array.from({ length: 18 }, (_, i) => {
        const at = new Date(Date.UTC(2026, 10, 25, 1 + i));
        const local = new Date(at.getTime() - 5 * 3600_000).toISOString().slice(0, 19);
        return hourAt(`${local}-05:00`, { windSpeedMs: 12 });
      }),
    ]);
    const markup = (from: typeof whole) => {
      const { container, unmount } = renderLifeView(
        <LifeOutdoorSportsView {...pageProps} current={current} hourly={from} />,
        english,
      );
      const html = container.innerHTML.replace(/_r_\w+_/g, 'id');
      unmount();
      return html;
    };
    const sent = outdoorHours(whole);
    expect(sent.hours).toHaveLength(25);
    expect(markup(sent)).toBe(markup(whole));
  });
});

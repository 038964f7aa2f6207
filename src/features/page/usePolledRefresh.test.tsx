import { act } from '@testing-library/react';
import mockRouter from 'next-router-mock';

import { renderWithProviders } from '@tests/utils/renderWithProviders';
import { testPublicConfig } from '@tests/support/publicConfig';

import { usePolledRefresh, type PollingKind } from './usePolledRefresh';

function Poller({ kind }: { kind: PollingKind }) {
  usePolledRefresh(kind);
  return null;
}

const config = testPublicConfig({
  alertsPollerDelaySeconds: 60,
  hourlyPollerDelaySeconds: 900,
  dailyPollerDelaySeconds: 1800,
});

describe('usePolledRefresh', () => {
  let replace: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    mockRouter.setCurrentUrl('/weather-forecast/hourly/paris-ile-de-france-fr');
    replace = jest.spyOn(mockRouter, 'replace');
  });
  afterEach(() => {
    replace.mockRestore();
    jest.useRealTimers();
  });

  it("refetches the page's data in place at the configuration's delay for its kind", () => {
    renderWithProviders(<Poller kind="hourly" />, {
      preloadedState: { config: { value: config } },
    });
    act(() => jest.advanceTimersByTime(899_000));
    expect(replace).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1_000));
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith(
      '/weather-forecast/hourly/paris-ile-de-france-fr',
      undefined,
      { scroll: false },
    );
    act(() => jest.advanceTimersByTime(900_000));
    expect(replace).toHaveBeenCalledTimes(2);
  });

  it('waits while the tab is hidden and catches up when it shows again', () => {
    renderWithProviders(<Poller kind="daily" />, { preloadedState: { config: { value: config } } });
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => jest.advanceTimersByTime(1_800_000));
    expect(replace).not.toHaveBeenCalled();
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(replace).toHaveBeenCalledTimes(1);
    visibility.mockRestore();
  });

  it('does nothing without a published configuration', () => {
    renderWithProviders(<Poller kind="alerts" />);
    act(() => jest.advanceTimersByTime(3_600_000));
    expect(replace).not.toHaveBeenCalled();
  });
});

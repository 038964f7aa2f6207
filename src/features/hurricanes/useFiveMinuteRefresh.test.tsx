import { act } from '@testing-library/react';
import mockRouter from 'next-router-mock';

import { renderWithProviders } from '@tests/utils/renderWithProviders';

import { useFiveMinuteRefresh } from './useFiveMinuteRefresh';

function Poller() {
  useFiveMinuteRefresh();
  return null;
}

describe('useFiveMinuteRefresh', () => {
  let replace: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    mockRouter.setCurrentUrl('/hurricane/active/milton?su=3&pu=2');
    replace = jest.spyOn(mockRouter, 'replace');
  });
  afterEach(() => {
    replace.mockRestore();
    jest.useRealTimers();
  });

  it("reads the page's data again in place every 5 minutes, query kept", () => {
    const { unmount } = renderWithProviders(<Poller />);
    act(() => jest.advanceTimersByTime(299_000));
    expect(replace).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1_000));
    expect(replace).toHaveBeenCalledWith('/hurricane/active/milton?su=3&pu=2', undefined, {
      scroll: false,
    });
    act(() => jest.advanceTimersByTime(300_000));
    expect(replace).toHaveBeenCalledTimes(2);
    unmount();
    act(() => jest.advanceTimersByTime(600_000));
    expect(replace).toHaveBeenCalledTimes(2);
  });
});

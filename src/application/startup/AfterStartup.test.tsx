import { act, render, screen } from '@testing-library/react';

import { AfterStartup } from './AfterStartup';

describe('AfterStartup', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('draws nothing at first, its children once the browser is idle', () => {
    const { container } = render(
      <AfterStartup>
        <p>bootstrap</p>
      </AfterStartup>,
    );
    expect(container).toBeEmptyDOMElement();
    act(() => {
      jest.advanceTimersByTime(250);
    });
    expect(screen.getByText('bootstrap')).toBeInTheDocument();
  });

  it('starts nothing once unmounted', () => {
    const { unmount } = render(
      <AfterStartup>
        <p>bootstrap</p>
      </AfterStartup>,
    );
    unmount();
    act(() => {
      jest.advanceTimersByTime(2_500);
    });
    expect(screen.queryByText('bootstrap')).not.toBeInTheDocument();
  });
});

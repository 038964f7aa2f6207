import { render } from '@testing-library/react';
import Router from 'next/router';

import { keepFocusAcrossNavigation } from './focusAfterNavigation';

function Page() {
  return (
    <>
      <input aria-label="Search locations" />
      <main id="main" tabIndex={-1}>
        <button type="button">Show more</button>
      </main>
    </>
  );
}

describe('focus across a client-side navigation', () => {
  it('moves focus lost with the replaced page to the new page’s main content', () => {
    const { getByRole } = render(<Page />);
    const stop = keepFocusAcrossNavigation();
    (document.activeElement as HTMLElement | null)?.blur();
    Router.events.emit('routeChangeComplete', '/weather-forecast/hourly/paris', { shallow: false });
    expect(document.activeElement).toBe(getByRole('main'));
    stop();
  });

  it('leaves focus that is still on something where it is', () => {
    const { getByRole } = render(<Page />);
    const stop = keepFocusAcrossNavigation();
    getByRole('textbox', { name: 'Search locations' }).focus();
    Router.events.emit('routeChangeComplete', '/', { shallow: false });
    expect(document.activeElement).toBe(getByRole('textbox', { name: 'Search locations' }));
    stop();
  });

  it('stops after its clean-up', () => {
    const { getByRole } = render(<Page />);
    keepFocusAcrossNavigation()();
    Router.events.emit('routeChangeComplete', '/', { shallow: false });
    expect(document.activeElement).not.toBe(getByRole('main'));
  });
});

import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { AlertsBadge } from '@/features/notifications/components/AlertsBadge';
import { createMemoryBackend, initStorage, resetStorageForTests } from '@/lib/storage';
import { clearSiteUnreachable } from '@/lib/web2/connectivity';
import type { HydrationPayload } from '@/store/hydrated';

import { paris } from '@tests/fixtures/localities';
import { server } from '@tests/msw/server';
import { testPublicConfig } from '@tests/support/publicConfig';
import { renderWithProviders } from '@tests/utils/renderWithProviders';

import { ConnectivityNotice } from './ConnectivityNotice';

const MESSAGE = 'Check your network connectivity and try to reload your page';
const STATUS_URL = 'http://localhost/web2/api/pulse/api/push/v1/notifications/status';

const seed: HydrationPayload = {
  config: { value: testPublicConfig({ alertsPollerDelaySeconds: 0 }) },
  user: { deviceId: 'device-1', isBot: false, language: 'en-US' },
  location: { activeLocation: { Locality: paris, Station: null, DefaultStationRouteString: null } },
};

/** Sets what `navigator.onLine` says and fires the event the browser fires with it. */
function goOnline(online: boolean) {
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

beforeEach(() => {
  resetStorageForTests();
  initStorage({ backend: createMemoryBackend() });
});
afterEach(() => {
  jest.restoreAllMocks();
  act(() => clearSiteUnreachable());
});
afterAll(() => resetStorageForTests());

describe('ConnectivityNotice', () => {
  it('says nothing while the browser is online and the site answers', () => {
    renderWithProviders(<ConnectivityNotice />);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('asks to check the network while the browser is offline, and stops once it is back', () => {
    renderWithProviders(<ConnectivityNotice />);
    goOnline(false);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGE);
    goOnline(true);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('asks to check the network when a request to the site gets no answer', async () => {
    server.use(http.get(STATUS_URL, () => HttpResponse.error()));
    renderWithProviders(
      <>
        <ConnectivityNotice />
        <AlertsBadge />
      </>,
      { preloadedState: seed },
    );
    expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGE);
    // Back online: the earlier failure no longer says anything about the site.
    goOnline(true);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});

import { act, waitFor } from '@testing-library/react';

import { userUnloaded } from '@/features/auth/authActions';
import { hydrated, type HydrationPayload } from '@/store/hydrated';

import { renderWithProviders } from '@tests/utils/renderWithProviders';
import { answerProfile, berlin, paris, seed } from '@tests/support/favorites';

import { favoritePagesToKeep, serviceWorkerUrl } from '../serviceWorker';
import { OfflineSupport } from './OfflineSupport';

/** A stand-in for the browser's service-worker container: records registrations and messages. */
function fakeServiceWorkers({ refuse = false } = {}) {
  const messages: unknown[] = [];
  const active = { postMessage: (m: unknown) => messages.push(m) } as unknown as ServiceWorker;
  const registration = { active } as ServiceWorkerRegistration;
  const register = jest.fn(async () => {
    if (refuse) throw new DOMException('The operation is insecure.', 'SecurityError');
    return registration;
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register, ready: Promise.resolve(registration) },
  });
  return { register, messages };
}

/** The page data Next.js writes into every page, as far as the worker's URL needs it. */
const pageData = window as unknown as { __NEXT_DATA__?: { buildId: string } };

beforeEach(() => {
  pageData.__NEXT_DATA__ = { buildId: 'build-42' };
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  delete pageData.__NEXT_DATA__;
});

describe('the offline worker', () => {
  it("is registered for the whole site under this build's URL", async () => {
    const { register } = fakeServiceWorkers();
    renderWithProviders(<OfflineSupport />, { preloadedState: seed({}) });
    await waitFor(() => expect(register).toHaveBeenCalledTimes(1));
    expect(register).toHaveBeenCalledWith('/sw.js?v=build-42', { scope: '/' });
  });

  it("is asked to keep the favourites' current conditions, again when they change", async () => {
    const { messages } = fakeServiceWorkers();
    const { store } = renderWithProviders(<OfflineSupport />, {
      preloadedState: seed({ favorites: { items: [paris] } }),
    });
    await waitFor(() =>
      expect(messages).toEqual([{ type: 'keep-pages', urls: favoritePagesToKeep([paris]) }]),
    );
    expect(favoritePagesToKeep([paris])[0]).toMatch(/^\/weather-forecast\/now\//);

    act(() => {
      store.dispatch(hydrated(seed({ favorites: { items: [paris, berlin] } })));
    });
    await waitFor(() => expect(messages).toHaveLength(2));
    expect(messages[1]).toEqual({ type: 'keep-pages', urls: favoritePagesToKeep([paris, berlin]) });
  });

  it('is asked to drop the kept pages when the visitor signs out, not before', async () => {
    // Signed out, the page reads the device's own favourites again.
    answerProfile([]);
    const { messages } = fakeServiceWorkers();
    const { store } = renderWithProviders(<OfflineSupport />, {
      // The server's seed of a signed-in visitor (its `auth` part).
      preloadedState: {
        ...seed({ favorites: { items: [paris] } }),
        auth: { isLoggedIn: true, userName: 'Grace' },
      } as HydrationPayload,
    });
    await waitFor(() => expect(messages).toHaveLength(1));
    act(() => {
      store.dispatch(userUnloaded());
    });
    await waitFor(() => expect(messages).toContainEqual({ type: 'forget-pages' }));
    expect(messages.filter((m) => (m as { type: string }).type === 'forget-pages')).toHaveLength(1);
  });

  it('leaves the site as it was where the browser refuses a worker', async () => {
    const { register, messages } = fakeServiceWorkers({ refuse: true });
    renderWithProviders(<OfflineSupport />, {
      preloadedState: seed({ favorites: { items: [paris] } }),
    });
    await waitFor(() => expect(register).toHaveBeenCalled());
    expect(messages).toEqual([]);
  });

  it('names the build in the worker URL, so a new build replaces the old caches', () => {
    expect(serviceWorkerUrl('a b')).toBe('/sw.js?v=a%20b');
  });
});

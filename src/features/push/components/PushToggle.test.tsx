import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { renderWithProviders } from '@tests/utils/renderWithProviders';
import { server } from '@tests/msw/server';

import { resetPushPlacesForTests } from '../usePushPlaces';
import { PushToggle } from './PushToggle';

const API = 'http://localhost/web2/api/push/subscriptions';
const VAPID = `B${'A'.repeat(86)}`;
const place = { slug: 'paris-ile-de-france-fr', name: 'Paris' };
const subscriptionJson = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  expirationTime: null,
  keys: { p256dh: `B${'x'.repeat(86)}`, auth: 'y'.repeat(22) },
};

/** A browser with service workers, push and notifications, whose permission is `permission`. */
function installPushBrowser(permission: NotificationPermission, answer = permission) {
  const notification: { permission: NotificationPermission; requestPermission: jest.Mock } = {
    permission,
    requestPermission: jest.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  const { requestPermission } = notification;
  const browserSubscription = {
    toJSON: () => subscriptionJson,
    unsubscribe: jest.fn(async () => true),
  };
  const pushManager = {
    getSubscription: jest.fn(async () => null as typeof browserSubscription | null),
    subscribe: jest.fn(async () => browserSubscription),
  };
  const registration = { pushManager };
  Object.assign(window, {
    PushManager: function PushManager() {},
    Notification: notification,
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      ready: Promise.resolve(registration),
      getRegistration: async () => registration,
    },
  });
  return { requestPermission, pushManager, browserSubscription };
}

function uninstallPushBrowser() {
  Reflect.deleteProperty(window, 'PushManager');
  Reflect.deleteProperty(window, 'Notification');
  Reflect.deleteProperty(navigator, 'serviceWorker');
}

function renderToggle() {
  return renderWithProviders(<PushToggle place={place} />, {
    preloadedState: { user: { deviceId: 'device-1', isBot: false, language: 'en-US' } },
  });
}

describe('PushToggle', () => {
  let posted: unknown[];
  beforeEach(() => {
    resetPushPlacesForTests();
    posted = [];
    server.use(
      http.get(API, () => HttpResponse.json({ vapidPublicKey: VAPID, places: [] })),
      http.post(API, async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ place: place.slug, name: place.name });
      }),
    );
  });
  afterEach(uninstallPushBrowser);

  it('is a switch named "Notify me of alerts for {place}" that asks no permission until clicked', async () => {
    const { requestPermission, pushManager } = installPushBrowser('default', 'granted');
    const { user } = renderToggle();
    const toggle = screen.getByRole('switch', { name: 'Notify me of alerts for Paris' });
    expect(toggle).not.toBeChecked();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(requestPermission).not.toHaveBeenCalled();

    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: expect.any(Uint8Array),
    });
    const key = (
      pushManager.subscribe.mock.calls[0] as unknown as [{ applicationServerKey: Uint8Array }]
    )[0].applicationServerKey;
    expect(key).toHaveLength(65);
    expect(posted).toEqual([
      { appInstanceId: 'device-1', place: place.slug, subscription: subscriptionJson },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'You will be notified of new alerts for Paris on this device.',
    );
  });

  it('shows it on when the device already gets the place, and turns it off with the API', async () => {
    const { requestPermission, browserSubscription } = installPushBrowser('granted');
    const deleted: string[] = [];
    server.use(
      http.get(API, () =>
        HttpResponse.json({
          vapidPublicKey: VAPID,
          places: [{ place: place.slug, name: 'Paris' }],
        }),
      ),
      http.delete(API, ({ request }) => {
        deleted.push(new URL(request.url).search);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderToggle();
    const toggle = screen.getByRole('switch', { name: 'Notify me of alerts for Paris' });
    await waitFor(() => expect(toggle).toBeChecked());
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(deleted).toEqual([`?appInstanceId=device-1&place=${place.slug}`]);
    expect(requestPermission).not.toHaveBeenCalled();
    expect(browserSubscription.unsubscribe).not.toHaveBeenCalled(); // none was open in the browser
    expect(screen.getByRole('status')).toHaveTextContent('Notifications for Paris are off.');
  });

  it('says so when notifications are blocked, without subscribing', async () => {
    const { requestPermission, pushManager } = installPushBrowser('denied');
    const { user } = renderToggle();
    const toggle = screen.getByRole('switch', { name: 'Notify me of alerts for Paris' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    expect(await screen.findByRole('status')).toHaveTextContent(
      /Notifications are blocked for this site/,
    );
    expect(toggle).not.toBeChecked();
    expect(requestPermission).not.toHaveBeenCalled();
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(posted).toEqual([]);
  });

  it('says so when the visitor dismisses the prompt', async () => {
    installPushBrowser('default', 'default');
    const { user } = renderToggle();
    const toggle = screen.getByRole('switch', { name: 'Notify me of alerts for Paris' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Notifications were not allowed, so none will be sent.',
      ),
    );
    expect(posted).toEqual([]);
  });

  it('tells a browser without push that it cannot, and calls nothing', async () => {
    const { user } = renderToggle();
    await user.click(screen.getByRole('switch', { name: 'Notify me of alerts for Paris' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'This browser cannot show notifications from websites.',
    );
    expect(posted).toEqual([]);
  });
});

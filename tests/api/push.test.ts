import type { UserProfile } from '@/types/location';

import { callRoute, type RouteResult } from '@tests/utils/apiRoute';
import { installProviderStandIns } from '@tests/fixtures/providerStandIns';
import { newYork, paris } from '@tests/fixtures/localities';

import pushRoute from '../../pages/api/web2/push/subscriptions';
import profileRoute from '../../pages/api/web2/user/profile';

/** A browser: keeps the cookies the site sets and sends them back. */
class Browser {
  cookies = new Map<string, string>();
  keep(res: RouteResult) {
    const set = res.headers['set-cookie'];
    for (const line of Array.isArray(set) ? set : set ? [String(set)] : []) {
      const [pair = ''] = String(line).split(';');
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return res;
  }
  async call(req: Parameters<typeof callRoute>[1] = {}, route = pushRoute) {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return this.keep(
      await callRoute(route, {
        ...req,
        headers: { cookie, origin: 'http://localhost:3000', ...req.headers },
      }),
    );
  }
  async device(): Promise<string> {
    const res = await this.call({}, profileRoute);
    expect(res.status).toBe(200);
    return (res.body as { user: UserProfile }).user.DeviceId;
  }
}

const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/dXNlcjE:APA91b',
  expirationTime: null,
  keys: { p256dh: `B${'x'.repeat(86)}`, auth: 'y'.repeat(22) },
};
const errorOf = (res: RouteResult) => (res.body as { error: string }).error;

let undo: () => void;
beforeAll(() => {
  undo = installProviderStandIns([paris, newYork]);
});
afterAll(() => undo());

describe('/web2/api/push/subscriptions', () => {
  it('subscribes this device to a place, lists it with the VAPID public key, and stops it', async () => {
    const browser = new Browser();
    const appInstanceId = await browser.device();
    const created = await browser.call({
      method: 'POST',
      body: { appInstanceId, place: paris.SlugName, subscription },
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ place: paris.SlugName, name: 'Paris' });

    const listed = await browser.call({ query: { appInstanceId } });
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({
      vapidPublicKey: expect.stringMatching(/^B[A-Za-z0-9_-]{86}$/),
      places: [{ place: paris.SlugName, name: 'Paris' }],
    });

    const removed = await browser.call({
      method: 'DELETE',
      query: { appInstanceId, place: paris.SlugName },
    });
    expect(removed.status).toBe(204);
    const after = await browser.call({ query: { appInstanceId } });
    expect((after.body as { places: unknown[] }).places).toEqual([]);
    const again = await browser.call({
      method: 'DELETE',
      query: { appInstanceId, place: paris.SlugName },
    });
    expect(again.status).toBe(404);
    expect(errorOf(again)).toBe(`No notifications for ${paris.SlugName} on this device`);
  });

  it.each([
    [
      'an endpoint that is not https',
      { subscription: { ...subscription, endpoint: 'http://fcm.googleapis.com/x' } },
      'subscription.endpoint: subscription.endpoint must be an https URL',
    ],
    [
      "an endpoint that is not a browser push service's",
      { subscription: { ...subscription, endpoint: 'https://10.0.0.1/admin' } },
      "subscription.endpoint: subscription.endpoint is not a known browser push service's URL",
    ],
    [
      'a key that is not a P-256 point',
      { subscription: { ...subscription, keys: { ...subscription.keys, p256dh: 'short' } } },
      'subscription.keys.p256dh: must be a base64url P-256 public key',
    ],
    [
      'a place that is not a slug',
      { place: '../etc' },
      'place: must be a place slug (letters, digits and hyphens)',
    ],
    ['no subscription', { subscription: undefined }, 'subscription: Invalid input'],
  ])('answers 400 for %s', async (_name, change, message) => {
    const browser = new Browser();
    const appInstanceId = await browser.device();
    const res = await browser.call({
      method: 'POST',
      body: { appInstanceId, place: paris.SlugName, subscription, ...change },
    });
    expect(res.status).toBe(400);
    expect(errorOf(res)).toContain(message);
  });

  it('answers 404 for an unknown place, 401 without a device cookie, 403 for another device', async () => {
    const browser = new Browser();
    const appInstanceId = await browser.device();
    const unknown = await browser.call({
      method: 'POST',
      body: { appInstanceId, place: 'atlantis-xx', subscription },
    });
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown)).toBe('Unknown location: atlantis-xx');

    const stranger = await new Browser().call({
      method: 'POST',
      body: { appInstanceId, place: paris.SlugName, subscription },
    });
    expect(stranger.status).toBe(401);

    const other = new Browser();
    await other.device();
    const foreign = await other.call({ query: { appInstanceId } });
    expect(foreign.status).toBe(403);

    const missing = await browser.call({ query: {} });
    expect(missing.status).toBe(400);
    expect(errorOf(missing)).toContain('appInstanceId');
  });

  it('answers 405 for other methods and 415 for a body that is not JSON', async () => {
    const browser = new Browser();
    expect((await browser.call({ method: 'PUT' })).status).toBe(405);
    const res = await browser.call({
      method: 'POST',
      body: 'x=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
  });
});

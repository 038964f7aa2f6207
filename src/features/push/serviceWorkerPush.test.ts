/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

/** public/sw.js run in a fake worker scope; `fire` dispatches an event to its handlers. */
function loadWorker(openWindows: { url: string; focus: jest.Mock }[] = []) {
  const handlers = new Map<string, (event: unknown) => void>();
  const showNotification = jest.fn(async () => undefined);
  const openWindow = jest.fn(async () => null);
  const self = {
    location: { href: 'https://weather.test/sw.js?v=b1', origin: 'https://weather.test' },
    navigator: { language: 'en-US' },
    registration: { showNotification },
    clients: { matchAll: async () => openWindows, openWindow, claim: async () => undefined },
    addEventListener: (type: string, handler: (event: unknown) => void) =>
      handlers.set(type, handler),
    skipWaiting: () => undefined,
  };
  const source = readFileSync(path.join(process.cwd(), 'public/sw.js'), 'utf8');
  vm.runInNewContext(source, { self, URL, caches: {}, fetch, Headers, Response });
  const fire = async (type: string, event: object) => {
    const waits: Promise<unknown>[] = [];
    handlers.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  };
  return { fire, showNotification, openWindow };
}

const pushEvent = (payload: unknown) => ({
  data: {
    json: () => JSON.parse(JSON.stringify(payload)) as unknown,
    text: () => JSON.stringify(payload),
  },
});

describe('the service worker’s Web Push handlers', () => {
  it('shows the alert with its title, body, tag and a link to the alerts page', async () => {
    const worker = loadWorker();
    await worker.fire(
      'push',
      pushEvent({
        title: 'Tornado Warning – Paris',
        body: 'Take shelter now',
        url: '/alerts/paris-ile-de-france-fr',
        tag: 'urn:alert:1',
      }),
    );
    expect(worker.showNotification).toHaveBeenCalledWith('Tornado Warning – Paris', {
      body: 'Take shelter now',
      data: { url: '/alerts/paris-ile-de-france-fr' },
      icon: '/favicon.svg',
      tag: 'urn:alert:1',
    });
  });

  it('never links to another site', async () => {
    const worker = loadWorker();
    await worker.fire('push', pushEvent({ title: 'X', body: '', url: 'https://evil.test/x' }));
    expect(worker.showNotification).toHaveBeenCalledWith(
      'X',
      expect.objectContaining({ data: { url: '/alerts' } }),
    );
  });

  it('a click focuses a tab already on the page, else opens it', async () => {
    const focus = jest.fn();
    const open = loadWorker([{ url: 'https://weather.test/alerts/paris-ile-de-france-fr', focus }]);
    const close = jest.fn();
    const notification = { close, data: { url: '/alerts/paris-ile-de-france-fr' } };
    await open.fire('notificationclick', { notification });
    expect(close).toHaveBeenCalled();
    expect(focus).toHaveBeenCalled();
    expect(open.openWindow).not.toHaveBeenCalled();

    const fresh = loadWorker();
    await fresh.fire('notificationclick', { notification: { close, data: notification.data } });
    expect(fresh.openWindow).toHaveBeenCalledWith(
      'https://weather.test/alerts/paris-ile-de-france-fr',
    );
  });
});

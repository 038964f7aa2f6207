import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { consentRestored } from '@/features/consent/consentSlice';
import { eventSubmitSchema } from '@/lib/provider/eventBatch';

import { server } from '@tests/msw/server';
import { measurementStore, STATE_REGIME } from '@tests/support/measurementStore';

import { eventQueued, makeEvent } from './analyticsSlice';
import { EVENT_LOG_URL, startEventLogger, type EventLogBody } from './eventLogger';

const GDPR = {
  ...STATE_REGIME,
  dataPrivacyEnabled: false,
  sensitiveDataRestrictionEnabled: false,
  requiresGDPRCompliance: true,
};

function run(store: ReturnType<typeof measurementStore>) {
  const sent: { body: EventLogBody; keepalive: boolean }[] = [];
  const stop = startEventLogger({
    store,
    send: (body, keepalive) => sent.push({ body, keepalive }),
    now: () => 1000,
  });
  return { sent, stop };
}

describe('event logger', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  it('sends queued events every 5 s, one body each, with the standard parameters', () => {
    const store = measurementStore();
    const { sent, stop } = run(store);
    store.dispatch(eventQueued(makeEvent('pageview', { page: 'home', path: '/' }, { now: 5 })));
    store.dispatch(eventQueued(makeEvent('search', { query: 'par' }, { now: 6 })));
    jest.advanceTimersByTime(4999);
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(1);
    const metadata = {
      appId: 'wbweb',
      appVersion: '1.2.3',
      formFactor: 'website',
      deviceId: 'device-1',
      languageCode: 'en-US',
      ts: 1000,
    };
    expect(sent).toEqual([
      {
        keepalive: false,
        body: {
          metadata,
          events: [
            {
              type: 'pageview',
              ts: 5,
              data: [
                { key: 'page', value: 'home' },
                { key: 'path', value: '/' },
              ],
            },
          ],
        },
      },
      {
        keepalive: false,
        body: {
          metadata,
          events: [{ type: 'search', ts: 6, data: [{ key: 'query', value: 'par' }] }],
        },
      },
    ]);
    expect(store.getState().analytics.queue).toEqual([]);
    stop();
  });

  it('sends at once when 20 wait, and with keepalive when the page is left', () => {
    const store = measurementStore();
    const { sent, stop } = run(store);
    for (let i = 0; i < 20; i += 1) store.dispatch(eventQueued(makeEvent('e', { i })));
    expect(sent).toHaveLength(20);
    expect(sent.every(({ body }) => body.events.length === 1)).toBe(true);
    store.dispatch(eventQueued(makeEvent('pageview', {})));
    window.dispatchEvent(new Event('pagehide'));
    expect(sent[20]).toMatchObject({ keepalive: true, body: { events: [{ type: 'pageview' }] } });
    stop();
  });

  it('sends nothing for a crawler (and keeps nothing)', () => {
    const store = measurementStore({ isBot: true });
    const { sent, stop } = run(store);
    store.dispatch(eventQueued(makeEvent('pageview', {})));
    jest.advanceTimersByTime(5000);
    expect(sent).toEqual([]);
    expect(store.getState().analytics.queue).toEqual([]);
    stop();
  });

  it('waits while consent is unknown', () => {
    const store = measurementStore({ compliance: null });
    const { sent, stop } = run(store);
    store.dispatch(eventQueued(makeEvent('pageview', {})));
    jest.advanceTimersByTime(15_000);
    expect(sent).toEqual([]);
    expect(store.getState().analytics.queue).toHaveLength(1);
    stop();
  });

  it.each([
    ['a US visitor who opted out', { compliance: STATE_REGIME, doNotSell: true }],
    ['a browser sending GPC', { compliance: STATE_REGIME, gpc: true }],
    ['a GDPR visitor who has not consented', { compliance: GDPR }],
  ])('for %s sends only the necessary events, without the device id', (_, options) => {
    const store = measurementStore(options);
    // A GDPR visitor's stored decision was looked for: none (the dialog is open).
    if (options.compliance === GDPR) store.dispatch(consentRestored(null));
    const { sent, stop } = run(store);
    store.dispatch(eventQueued(makeEvent('pageview', {})));
    store.dispatch(eventQueued(makeEvent('error', { message: 'boom' }, { necessary: true })));
    jest.advanceTimersByTime(5000);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body.events.map((e) => e.type)).toEqual(['error']);
    expect(sent[0]?.body.metadata).not.toHaveProperty('deviceId');
    stop();
  });
});

describe('the event log on the wire', () => {
  it('posts one event per body, each a body the event log accepts', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`http://localhost${EVENT_LOG_URL}`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ r: { accepted: 1 } });
      }),
    );
    const store = measurementStore();
    const stop = startEventLogger({ store });
    store.dispatch(eventQueued(makeEvent('pageview', { page: 'home' })));
    store.dispatch(eventQueued(makeEvent('search', { query: 'par' })));
    store.dispatch(eventQueued(makeEvent('favorite', { action: 'add' })));
    window.dispatchEvent(new Event('pagehide'));
    stop();
    await waitFor(() => expect(bodies).toHaveLength(3));
    const parsed = bodies.map((body) => eventSubmitSchema.parse(body));
    expect(parsed.map((body) => body.events.map((e) => e.type))).toEqual([
      ['pageview'],
      ['search'],
      ['favorite'],
    ]);
  });
});

import { consentRestored } from '@/features/consent/consentSlice';

import { measurementStore, STATE_REGIME } from '@tests/support/measurementStore';

import { eventQueued, makeEvent } from './analyticsSlice';
import { batchBodies, startEventLogger, type EventBatchBody } from './eventLogger';

const GDPR = {
  ...STATE_REGIME,
  dataPrivacyEnabled: false,
  sensitiveDataRestrictionEnabled: false,
  requiresGDPRCompliance: true,
};

function run(store: ReturnType<typeof measurementStore>) {
  const sent: { body: EventBatchBody; keepalive: boolean }[] = [];
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

  it('sends queued events every 5 s in one batch with the standard parameters', () => {
    const store = measurementStore();
    const { sent, stop } = run(store);
    store.dispatch(eventQueued(makeEvent('pageview', { page: 'home', path: '/' }, { now: 5 })));
    store.dispatch(eventQueued(makeEvent('search', { query: 'par' }, { now: 6 })));
    jest.advanceTimersByTime(4999);
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(sent).toEqual([
      {
        keepalive: false,
        body: {
          metadata: {
            appId: 'wbweb',
            appVersion: '1.2.3',
            formFactor: 'website',
            deviceId: 'device-1',
            languageCode: 'en-US',
            ts: 1000,
          },
          events: [
            {
              type: 'pageview',
              ts: 5,
              data: [
                { key: 'page', value: 'home' },
                { key: 'path', value: '/' },
              ],
            },
            { type: 'search', ts: 6, data: [{ key: 'query', value: 'par' }] },
          ],
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
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body.events).toHaveLength(20);
    store.dispatch(eventQueued(makeEvent('pageview', {})));
    window.dispatchEvent(new Event('pagehide'));
    expect(sent[1]).toMatchObject({ keepalive: true, body: { events: [{ type: 'pageview' }] } });
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

describe('batchBodies', () => {
  const metadata = { appId: 'wbweb', appVersion: '1', formFactor: 'website' as const, ts: 1 };
  it('splits by count (20) and by size', () => {
    const events = Array.from({ length: 45 }, (_, i) => makeEvent('e', { i }, { now: i }));
    expect(batchBodies(events, metadata).map((b) => b.events.length)).toEqual([20, 20, 5]);
    const big = Array.from({ length: 5 }, () => makeEvent('e', { text: 'x'.repeat(290) }));
    const bodies = batchBodies(big, metadata, { maxBytes: 1000 });
    expect(bodies.map((b) => b.events.length)).toEqual([2, 2, 1]);
    for (const body of bodies) expect(JSON.stringify(body).length).toBeLessThanOrEqual(1000);
  });
});

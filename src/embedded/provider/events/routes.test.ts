import { getConfig } from '@/server/config';
import { getDb } from '@/server/db';
import { signRequest } from '@/server/provider/signing';

import { handleProviderRequest } from '../dispatch';
import { providerRoutes } from '../routes';
import { selectEventLogs } from './events.repository';
import { eventRoutes } from './routes';

const path = '/clog/v1/submit';

/** Posts a body to the embedded provider as the signing client would. */
function post(body: unknown) {
  const query = signRequest({ method: 'POST', path, params: {} }, getConfig().provider);
  return handleProviderRequest({ method: 'POST', path, query, headers: {}, body });
}

const metadata = {
  appId: 'wbweb',
  appVersion: '1.0.0',
  formFactor: 'website',
  deviceId: 'route-dev',
  ts: 1,
};

describe('POST /clog/v1/submit', () => {
  const before = providerRoutes.length;
  beforeAll(() => providerRoutes.push(...eventRoutes));
  afterAll(async () => {
    providerRoutes.splice(before);
    await (await getDb()).destroy();
  });

  it('stores the event in the process database and answers { accepted }', async () => {
    const res = await post({
      metadata,
      events: [{ type: 'pageview', ts: 2, data: [{ key: 'page', value: 'home' }] }],
    });
    expect(res).toEqual({ status: 200, body: { r: { accepted: 1 } } });
    expect((await selectEventLogs(await getDb(), 'route-dev')).map((r) => r.type)).toEqual([
      'pageview',
    ]);
  });

  it('answers 400 for an invalid event and stores nothing', async () => {
    const res = await post({
      metadata: { ...metadata, deviceId: 'bad-dev' },
      events: [{ type: 'b', ts: 'soon', data: [] }],
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: expect.stringContaining('events.0.ts') });
    expect(await selectEventLogs(await getDb(), 'bad-dev')).toEqual([]);
  });

  it('answers 400 for several events in one body and stores nothing', async () => {
    const res = await post({
      metadata: { ...metadata, deviceId: 'batch-dev' },
      events: [
        { type: 'a', ts: 1, data: [] },
        { type: 'b', ts: 2, data: [] },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: expect.stringContaining('events') });
    expect(await selectEventLogs(await getDb(), 'batch-dev')).toEqual([]);
  });
});

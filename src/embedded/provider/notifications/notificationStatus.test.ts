import { ZodError } from 'zod';

import { getConfig } from '@/server/config';
import { signRequest } from '@/server/provider/signing';

import { handleProviderRequest } from '../dispatch';
import { providerRoutes } from '../routes';
import type { ActiveAlerts, AlertSeverity } from '../weather/types';
import type { WeatherUpstream } from '../weather/upstream';
import { BADGE_COLOURS, notificationStatus, statusFromAlerts } from './notificationStatus';
import { notificationRoutes } from './routes';

const alerts = (...severities: AlertSeverity[]) => severities.map((severity) => ({ severity }));

describe('notification status', () => {
  it('counts alerts and colours the badge by the highest severity', () => {
    expect(statusFromAlerts('US10001', alerts('Minor', 'Severe', 'Moderate'))).toEqual({
      eml: 'US10001',
      tnc: 3,
      'nb.ids.sbgd.afc.ch6': '#e8590c',
      'nb.ids.sbgd.afc.opa': 1,
    });
    expect(statusFromAlerts('x', alerts('Extreme', 'Minor'))['nb.ids.sbgd.afc.ch6']).toBe(
      '#b3261e',
    );
    expect(statusFromAlerts('x', alerts('Moderate'))['nb.ids.sbgd.afc.ch6']).toBe('#f2a900');
    expect(statusFromAlerts('x', alerts('Minor'))['nb.ids.sbgd.afc.ch6']).toBe('#2f6fb3');
  });

  it('answers a grey, half-transparent badge when there is no alert', () => {
    expect(statusFromAlerts('US10001', [])).toEqual({
      eml: 'US10001',
      tnc: 0,
      'nb.ids.sbgd.afc.ch6': BADGE_COLOURS.none,
      'nb.ids.sbgd.afc.opa': 0.5,
    });
  });

  it('reads the alerts of the weather upstream at the point', async () => {
    const seen: unknown[] = [];
    const upstream = {
      alerts: async (point: unknown) => {
        seen.push(point);
        return { alerts: alerts('Moderate') } as unknown as ActiveAlerts;
      },
    } as unknown as WeatherUpstream;
    const status = await notificationStatus(
      'US10001',
      { latitude: 40.7, longitude: -74 },
      upstream,
    );
    expect(status).toMatchObject({ tnc: 1, 'nb.ids.sbgd.afc.opa': 1 });
    expect(seen).toEqual([{ latitude: 40.7, longitude: -74 }]);
  });
});

describe('notification route', () => {
  const before = providerRoutes.length;
  beforeAll(() => providerRoutes.unshift(...notificationRoutes));
  afterAll(() => providerRoutes.splice(0, providerRoutes.length - before));

  async function call(path: string, params: Record<string, string>) {
    const query = {
      ...params,
      ...signRequest({ method: 'GET', path, params }, getConfig().provider),
    };
    return handleProviderRequest({ method: 'GET', path, query, headers: {}, body: undefined });
  }

  it('takes emLocationId as a path parameter or in the query', async () => {
    const point = { latitude: '40.7143', longitude: '-74.006' };
    const byPath = await call('/api/push/v1/notifications/status/emLocationId=US10001', point);
    expect(byPath.status).toBe(200);
    const r = (byPath.body as { r: Record<string, unknown> }).r;
    expect(r).toMatchObject({ eml: 'US10001', tnc: expect.any(Number) });
    expect([0.5, 1]).toContain(r['nb.ids.sbgd.afc.opa']);
    const byQuery = await call('/api/push/v1/notifications/status', {
      ...point,
      emLocationId: 'US10001',
    });
    expect(byQuery.body).toEqual(byPath.body);
  });

  it('refuses a missing location id or point', async () => {
    const get = notificationRoutes[0]?.methods.GET;
    const run = (params: Record<string, string>) =>
      Promise.resolve().then(() => get?.({ params, headers: {}, body: undefined }));
    await expect(run({ latitude: '1', longitude: '2' })).rejects.toBeInstanceOf(ZodError);
    await expect(run({ emLocationId: 'X', latitude: '91', longitude: '2' })).rejects.toBeInstanceOf(
      ZodError,
    );
    expect(
      (await call('/api/push/v1/notifications/status/emLocationId=X', { latitude: '1' })).status,
    ).toBe(400);
  });
});

import path from 'node:path';

import { buildConfig, getConfig } from '@/server/config';

import { callRoute } from '@tests/utils/apiRoute';

import route from '../../../pages/api/web2/configuration';
import { getConfigurationResponse, PROVIDER_PROXY_BASE } from './configuration.service';

/** Every string leaf of a JSON value, with its key path. */
function leaves(value: unknown, at = ''): [string, unknown][] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, `${at}.${k}`));
  }
  return [[at, value]];
}

describe('published configuration', () => {
  const config = buildConfig({
    DATA_DIR: path.join(process.env.DATA_DIR ?? '', 'pub'),
    AD_BLOCK_DETECTION_ENABLED: 'true',
  });
  const body = getConfigurationResponse(config, 'https://weather.test');

  it('carries no secret: not the provider pair, not a cookie key, no secret-named field', () => {
    const json = JSON.stringify(body);
    expect(json).not.toContain(config.provider.secret);
    expect(json).not.toContain(config.provider.authId);
    for (const key of config.cookieKeys) expect(json).not.toContain(key);
    const names = leaves(body).map(([p]) => p);
    expect(names.filter((p) => /secret|authid|password|apikey/i.test(p))).toEqual([]);
  });

  it('points every provider service at the signing proxy', () => {
    expect(body.locationBaseUrl).toBe(PROVIDER_PROXY_BASE);
    expect(body.notificationsBaseUrl).toBe(PROVIDER_PROXY_BASE);
    expect(Object.values(body.baseUrls).every((u) => u === PROVIDER_PROXY_BASE)).toBe(true);
  });

  it('adds AdBlockDetectionEnabled from the environment', () => {
    expect(body.AdBlockDetectionEnabled).toBe(true);
    expect(body.adBlockDetectionEnabled).toBe(true);
  });

  it('defaults the identity provider to the embedded one on the site origin', () => {
    expect(body.authClientSettings.Authority).toBe('https://weather.test/idp');
  });

  it('lists the location pages as pages that navigate on a location change', () => {
    expect(body.pageIdsToSupportLocationChanges).toEqual(
      expect.arrayContaining([
        'forecasts/current',
        'forecasts/hourly',
        'forecasts/daily',
        'maps',
        'alerts',
      ]),
    );
  });
});

describe('GET /web2/api/configuration', () => {
  it('answers the configuration of the site’s configured origin, whatever the Host says', async () => {
    const res = await callRoute(route, { headers: { host: '127.0.0.1:3000' } });
    expect(res.status).toBe(200);
    const body = res.body as ReturnType<typeof getConfigurationResponse>;
    expect(body.authClientSettings.Authority).toBe('http://localhost:3000/idp');
    expect(JSON.stringify(body)).not.toContain(getConfig().provider.secret);
  });

  it('refuses a host the site is not, and a malformed one, with a JSON 400', async () => {
    for (const host of [
      'example.test:8080',
      'localhost:abc',
      'a b',
      'x"><script>',
      'localhost:99999',
    ]) {
      const res = await callRoute(route, { headers: { host } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: expect.stringMatching(/host/i) });
    }
  });

  it('answers 405 for a write', async () => {
    expect((await callRoute(route, { method: 'POST' })).status).toBe(405);
  });
});

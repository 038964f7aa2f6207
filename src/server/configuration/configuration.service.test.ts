import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
    // The remote-config client's ApiKey is a public browser identifier (published by design).
    expect(
      names.filter((p) => /secret|authid|password|apikey/i.test(p) && p !== '.remoteConfig.ApiKey'),
    ).toEqual([]);
  });

  it('points every provider service at the signing proxy, and the rest at this site', () => {
    expect(body.locationBaseUrl).toBe(PROVIDER_PROXY_BASE);
    expect(body.notificationsBaseUrl).toBe(PROVIDER_PROXY_BASE);
    expect(body.baseUrls).toMatchObject({
      forecast: PROVIDER_PROXY_BASE,
      lightning: PROVIDER_PROXY_BASE,
      tiles: '/tiles',
      stories: '/news',
      login: 'https://weather.test/idp',
    });
    expect(Object.keys(body.baseUrls)).toHaveLength(26);
  });

  it('publishes the settings file: links, addresses, feature blocks; Staging picks stage URLs', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pub-settings-'));
    const file = path.join(dir, 'site.json');
    writeFileSync(
      file,
      JSON.stringify({
        links: {
          careers: 'https://jobs.weather.test',
          feedbackEmail: 'tell@weather.test',
          groundTruth: 'https://groundtruth.weather.test/',
        },
        privacyEmail: 'privacy@weather.test',
        featureFlags: { enableNewFooterUIWithCMPIntegration: true },
        stageBaseUrls: { hurricane: 'https://stage.weather.test/hurricane' },
        consentPlatform: { accountId: '1234' },
      }),
    );
    const settings = { DATA_DIR: path.join(dir, 'data'), SITE_SETTINGS_FILE: file };
    const prod = getConfigurationResponse(buildConfig(settings), 'https://weather.test');
    const stage = getConfigurationResponse(
      buildConfig({ ...settings, APP_ENVIRONMENT: 'Staging' }),
      'https://weather.test',
    );
    expect(prod.externalLinks.careers).toBe('https://jobs.weather.test');
    expect(prod.externalLinks.feedback).toBe('mailto:tell@weather.test');
    expect(prod.externalLinks.advertisers).toBeNull();
    expect(prod.externalLinks.groundTruth).toBe('https://groundtruth.weather.test/');
    expect(prod.privacyEmail).toBe('privacy@weather.test');
    expect(prod.featureFlags.enableNewFooterUIWithCMPIntegration).toBe(true);
    expect(prod.consentPlatform.accountId).toBe('1234');
    expect(prod.baseUrls.hurricane).toBe(PROVIDER_PROXY_BASE);
    expect(stage.baseUrls.hurricane).toBe('https://stage.weather.test/hurricane');
    expect(stage.environment).toBe('Staging');
  });

  it('publishes no placeholder address or link by default', () => {
    expect(JSON.stringify(body)).not.toMatch(/example\.(com|org)/);
    expect(body.supportEmail).toBeNull();
    expect(body.externalLinks.social.twitter).toBeNull();
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
  it('answers the configuration of the site’s configured origin', async () => {
    const res = await callRoute(route, { headers: { host: 'localhost:3000' } });
    expect(res.status).toBe(200);
    const body = res.body as ReturnType<typeof getConfigurationResponse>;
    expect(body.authClientSettings.Authority).toBe('http://localhost:3000/idp');
    expect(JSON.stringify(body)).not.toContain(getConfig().provider.secret);
  });

  it('sends a loopback alias of the site to its origin (308), and refuses a write there naming it', async () => {
    const read = await callRoute(route, {
      url: '/web2/api/configuration?x=1',
      headers: { host: '127.0.0.1:3000' },
    });
    expect(read.status).toBe(308);
    expect(read.headers.location).toBe('http://localhost:3000/web2/api/configuration?x=1');
    const write = await callRoute(route, {
      method: 'POST',
      body: {},
      headers: { host: '[::1]:3000', origin: 'http://[::1]:3000' },
    });
    expect(write).toMatchObject({
      status: 400,
      body: { error: 'This site is served at http://localhost:3000; send the request there' },
    });
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

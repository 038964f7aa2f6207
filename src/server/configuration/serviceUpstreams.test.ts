import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { http, HttpResponse } from 'msw';

import type { HttpTransport } from '@/lib/http/createHttpClient';
import { buildConfig } from '@/server/config';
import { createServerProviderClient } from '@/server/provider/client';

import { server } from '@tests/msw/server';

import { getConfigurationResponse } from './configuration.service';
import { stagedServicesTransport, upstreamBaseUrlFor } from './serviceUpstreams';

const STAGE = {
  adTargeting: 'https://stage-ads.weather.test/base',
  notifications: 'https://stage-push.weather.test',
  hurricane: 'https://stage-hurricane.weather.test/nhc/',
};

/** A configuration with stage URLs for the three staged services, in `environment`. */
function configIn(environment: 'Production' | 'Staging', baseUrls: object = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'stage-'));
  const file = path.join(dir, 'site.json');
  writeFileSync(file, JSON.stringify({ stageBaseUrls: STAGE, baseUrls }));
  return buildConfig({
    DATA_DIR: path.join(dir, 'data'),
    SITE_SETTINGS_FILE: file,
    APP_ENVIRONMENT: environment,
  });
}

describe('the staged services (ad targeting, notifications, hurricane)', () => {
  it('publishes the stage URLs in Staging only', () => {
    const stage = getConfigurationResponse(configIn('Staging'), 'https://weather.test');
    expect(stage.adTargetingBaseUrl).toBe(STAGE.adTargeting);
    expect(stage.notificationsBaseUrl).toBe(STAGE.notifications);
    expect(stage.baseUrls.hurricane).toBe(STAGE.hurricane);
    const prod = getConfigurationResponse(configIn('Production'), 'https://weather.test');
    expect(prod.adTargetingBaseUrl).not.toBe(STAGE.adTargeting);
  });

  it('routes each staged service to its stage URL in Staging, and nothing else', () => {
    const stage = configIn('Staging');
    expect(upstreamBaseUrlFor(stage, '/api/ads/targeting/v1/parameters')).toBe(STAGE.adTargeting);
    expect(upstreamBaseUrlFor(stage, '/api/push/v1/notifications/status')).toBe(
      STAGE.notifications,
    );
    expect(upstreamBaseUrlFor(stage, '/data/hurricanes/v1/active')).toBe(
      'https://stage-hurricane.weather.test/nhc',
    );
    expect(upstreamBaseUrlFor(stage, '/data/weather/v1/current')).toBeNull();
    const prod = configIn('Production');
    expect(upstreamBaseUrlFor(prod, '/api/ads/targeting/v1/parameters')).toBeNull();
    // Outside Staging a service's own external base URL still routes it.
    const own = configIn('Production', { hurricane: 'https://hurricane.weather.test' });
    expect(upstreamBaseUrlFor(own, '/data/hurricanes/v1/active')).toBe(
      'https://hurricane.weather.test',
    );
  });

  it('sends the server’s signed ad targeting call to the stage URL in Staging', async () => {
    let seen: URL | null = null;
    server.use(
      http.get(`${STAGE.adTargeting}/api/ads/targeting/v1/parameters`, ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json({ r: { keywords: { PC: '10001' } } });
      }),
    );
    const answer = await createServerProviderClient(configIn('Staging')).get<{
      keywords: Record<string, string>;
    }>({
      path: '/api/ads/targeting/v1/parameters',
      params: { location: '40.71,-74.01', pageId: 'home' },
    });
    expect(answer.keywords).toEqual({ PC: '10001' });
    expect(seen).not.toBeNull();
    const query = (seen as unknown as URL).searchParams;
    expect(query.get('pageId')).toBe('home');
    // Signed as any provider call.
    expect(query.get('authid')).toBeTruthy();
  });

  it('leaves every other call on the provider’s own transport', async () => {
    const calls: string[] = [];
    const fallback: HttpTransport = (request) => {
      calls.push(request.url);
      return Promise.resolve({ status: 200, headers: {}, data: '{}' });
    };
    const transport = stagedServicesTransport(
      configIn('Staging'),
      'http://provider.invalid/p',
      fallback,
    );
    const signal = new AbortController().signal;
    await transport?.({
      method: 'GET',
      url: 'http://provider.invalid/p/data/weather/v1/current?x=1',
      headers: {},
      signal,
    });
    expect(calls).toEqual(['http://provider.invalid/p/data/weather/v1/current?x=1']);
    // Without any external URL the transport is the provider's own, unchanged.
    expect(stagedServicesTransport(configIn('Production'), 'http://p.invalid', fallback)).toBe(
      fallback,
    );
  });
});

import { getConfig } from '@/server/config';
import { signRequest } from '@/server/provider/signing';

import { handleProviderRequest } from '../dispatch';
import { providerRoutes } from '../routes';
import { createLegalRoutes, legalRoutes } from './routes';

/** Calls the embedded provider as the signing client would. */
function get(
  path: string,
  params: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const query = {
    ...params,
    ...signRequest({ method: 'GET', path, params }, getConfig().provider),
  };
  return handleProviderRequest({ method: 'GET', path, query, headers, body: undefined });
}

const std = { appId: 'wbweb', appVersion: '1.0.0', formFactor: 'website' };

describe('legal provider routes', () => {
  // Stand-ins go in front of the registered routes and are taken out after each test.
  const before = providerRoutes.length;
  afterEach(() => providerRoutes.splice(0, providerRoutes.length - before));

  it('GET /api/legal/compliance/v3 decides by the X-Forwarded-For visitor', async () => {
    providerRoutes.unshift(
      ...createLegalRoutes({
        lookup: (ip) => (ip === '2.16.0.1' ? { country: 'DE', region: 'BE' } : null),
      }),
    );
    const eu = await get('/api/legal/compliance/v3', std, {
      'x-forwarded-for': '2.16.0.1, 10.0.0.1',
    });
    expect(eu).toMatchObject({
      status: 200,
      body: { r: { requiresGDPRCompliance: true, disableAds: false } },
    });
  });

  it('answers no special regime for a loopback visitor (default GeoLite lookup)', async () => {
    providerRoutes.unshift(...legalRoutes);
    const res = await get('/api/legal/compliance/v3', std, { 'x-forwarded-for': '127.0.0.1' });
    expect(res.body).toEqual({
      r: {
        requiresGDPRCompliance: false,
        disableAds: false,
        dataPrivacyEnabled: false,
        sensitiveDataRestrictionEnabled: false,
      },
    });
  });

  it('GET /api/legal/policies/v1 compares accepted versions; bad codes answer 400', async () => {
    providerRoutes.unshift(...legalRoutes);
    const res = await get('/api/legal/policies/v1', {
      ...std,
      countrycode: 'us',
      languagecode: 'en-US',
      tou: '2025-06',
      pp: '2025-01',
    });
    expect(res).toMatchObject({
      status: 200,
      body: { r: { tou: { display: false }, pp: { display: true, url: '/legal/privacy' } } },
    });
    expect(
      (await get('/api/legal/policies/v1', { countrycode: 'USA', languagecode: 'en' })).status,
    ).toBe(400);
    expect(
      (await get('/api/legal/policies/v1', { countrycode: 'US', languagecode: 'english' })).status,
    ).toBe(400);
    expect((await get('/api/legal/policies/v1', { languagecode: 'en' })).status).toBe(400);
  });

  it('GET /api/legal/policies/v1/current answers the current versions', async () => {
    providerRoutes.unshift(...legalRoutes);
    const res = await get('/api/legal/policies/v1/current', {
      ...std,
      countrycode: 'FR',
      languagecode: 'fr',
    });
    expect(res).toMatchObject({
      status: 200,
      body: {
        r: {
          touVersion: '2025-06',
          ppVersion: '2026-01',
          tou: { display: true },
          pp: { display: true },
        },
      },
    });
    expect(
      (await get('/api/legal/policies/v1/current', { countrycode: 'F', languagecode: 'fr' }))
        .status,
    ).toBe(400);
  });
});

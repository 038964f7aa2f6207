/**
 * @jest-environment node
 */
import { callRoute } from '@tests/utils/apiRoute';

import route from '../../../pages/api/web2/pulse/[...path]';
import { postalCodeNear, relayedProviderAnswer, withPostalCodeKeyword } from './postalCode';

const targeting = (over: object = {}) => ({
  latitude: 40.7484,
  longitude: -73.9967,
  zip: null,
  keywords: { DVC: 'd', sourceProviderId: 'wb' },
  ...over,
});

describe('the postal-code keyword PC', () => {
  it('finds the nearest bundled postal code, and none far from any', () => {
    expect(postalCodeNear(40.7484, -73.9967)).toBe('10001');
    expect(postalCodeNear(34.0522, -118.2437)).toMatch(/^9\d{4}$/);
    // Paris and the middle of the Atlantic have no US or Canadian postal code.
    expect(postalCodeNear(48.8566, 2.3522)).toBeNull();
    expect(postalCodeNear(35, -45)).toBeNull();
  });

  it('keeps the provider’s PC, else its zip, else takes the bundled one', () => {
    const own = { r: targeting({ keywords: { PC: '99999' } }) };
    expect(withPostalCodeKeyword(own, undefined)).toBe(own);
    expect(withPostalCodeKeyword({ r: targeting({ zip: '10118' }) }, undefined)).toEqual({
      r: targeting({ zip: '10118', keywords: { DVC: 'd', sourceProviderId: 'wb', PC: '10118' } }),
    });
    expect(withPostalCodeKeyword(targeting(), undefined)).toEqual(
      targeting({ keywords: { DVC: 'd', sourceProviderId: 'wb', PC: '10001' } }),
    );
    // Without the point in the answer, the call's `location`.
    const bare = { r: { keywords: {} } };
    expect(withPostalCodeKeyword(bare, '40.7484,-73.9967')).toEqual({
      r: { keywords: { PC: '10001' } },
    });
  });

  it('sends no PC for a place without one, and leaves other answers alone', () => {
    const paris = { r: targeting({ latitude: 48.8566, longitude: 2.3522 }) };
    expect(withPostalCodeKeyword(paris, undefined)).toBe(paris);
    const other = { r: { temperature: 3 } };
    expect(relayedProviderAnswer('/data/weather/v1/current', {}, other)).toBe(other);
    expect(withPostalCodeKeyword('oops', '1,2')).toBe('oops');
  });

  it('is in the ad targeting answer the signing proxy relays', async () => {
    const res = await callRoute(route, {
      url: '/web2/api/pulse/api/ads/targeting/v1/parameters?location=40.7484,-73.9967&pageId=home',
    });
    expect(res.status).toBe(200);
    const body = res.body as { r: { keywords: Record<string, string> } };
    expect(body.r.keywords.PC).toMatch(/^\d{5}$/);
  });
});

import { ZodError } from 'zod';

import { HttpError } from '@/server/http/httpError';
import type { Locality } from '@/types/location';

import type { ProviderRequestContext } from '../routes';
import { warmGazetteer } from '.';
import { gazetteerRoutes } from './routes';

beforeAll(() => {
  warmGazetteer();
}, 120_000);

function call(
  path: string,
  params: Record<string, string>,
  headers: Record<string, string | undefined> = {},
): unknown {
  const handler = gazetteerRoutes.find((route) => route.path === path)?.methods.GET;
  if (!handler) throw new Error(`no GET ${path}`);
  const context: ProviderRequestContext = { params, headers, body: undefined };
  return handler(context);
}

const LOCATION = '/data/locations/v3/location';
const IP = '/api/loc/v3/city/ipaddress/me';

describe('GET /data/locations/v3/location', () => {
  it('searches with searchString and maxResults', () => {
    const results = call(LOCATION, { searchString: 'paris', maxResults: '3' }) as Locality[];
    expect(results).toHaveLength(3);
    expect(results[0]).toMatchObject({ CityName: 'Paris', CountryIso2Code: 'FR' });
    expect(call(LOCATION, { searchString: 'springfield' })).toHaveLength(10);
    expect(call(LOCATION, { searchString: '  ' })).toEqual([]);
  });

  it('decodes the apostrophe entity the client sends', () => {
    const [first] = call(LOCATION, { searchString: 'o&#8217;fallon' }) as Locality[];
    expect(first?.CityName).toBe("O'Fallon");
  });

  it('rejects bad input with a ZodError (400)', () => {
    expect(() => call(LOCATION, { searchString: 'paris', maxResults: '0' })).toThrow(ZodError);
    expect(() => call(LOCATION, { searchString: 'paris', maxResults: '51' })).toThrow(ZodError);
    expect(() => call(LOCATION, { searchString: 'paris', maxResults: '2.5' })).toThrow(ZodError);
    expect(() => call(LOCATION, { searchString: 'x'.repeat(101) })).toThrow(ZodError);
    expect(() => call(LOCATION, {})).toThrow(ZodError);
    expect(call(LOCATION, { searchString: 'x'.repeat(100) })).toEqual([]);
  });

  it('answers one place by slug or cityId, 404 when unknown', () => {
    expect(call(LOCATION, { slug: 'paris-ile-de-france-fr' })).toMatchObject({ CityId: '2988507' });
    expect(call(LOCATION, { cityId: '5128581' })).toMatchObject({
      SlugName: 'new-york-city-ny-us',
    });
    const unknown: Array<Record<string, string>> = [
      { slug: 'no-such-place-zz' },
      { cityId: '999999999' },
      { cityId: 'abc' },
    ];
    for (const params of unknown) {
      let error: unknown;
      try {
        call(LOCATION, params);
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(404);
    }
  });

  it("answers a place's previous slug with the place under its current slug", () => {
    // Da Nang's slug before Vietnam's provinces were named from the place list's own codes.
    expect(call(LOCATION, { slug: 'da-nang-vn' })).toMatchObject({
      CityId: '1583992',
      SlugName: 'da-nang-da-nang-vn',
      TerritoryName: 'Da Nang',
    });
    expect(call(LOCATION, { slug: 'da-nang-da-nang-vn' })).toMatchObject({ CityId: '1583992' });
  });
});

describe('GET /api/loc/v3/city/ipaddress/me', () => {
  it('locates the first X-Forwarded-For address', () => {
    expect(call(IP, {}, { 'x-forwarded-for': '81.2.69.142, 10.0.0.1' })).toMatchObject({
      CountryIso2Code: 'GB',
    });
    expect(call(IP, {}, { 'x-forwarded-for': '8.8.8.8' })).toMatchObject({ CountryIso2Code: 'US' });
  });

  it('answers the default place without a usable address', () => {
    expect(call(IP, {}, {})).toMatchObject({ CityId: '5128581' });
    expect(call(IP, {}, { 'x-forwarded-for': '10.0.0.5' })).toMatchObject({ CityId: '5128581' });
  });
});

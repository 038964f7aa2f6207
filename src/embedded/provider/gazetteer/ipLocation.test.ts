import { resetConfigForTests } from '@/server/config';

import { locateIp, warmGazetteer } from '.';

beforeAll(() => {
  warmGazetteer();
}, 120_000);

afterEach(() => {
  delete process.env.DEFAULT_LOCATION_ID;
  resetConfigForTests();
});

describe('locateIp', () => {
  it('answers the default place (New York City) for loopback, private and malformed addresses', () => {
    for (const ip of ['127.0.0.1', '10.0.0.5', '192.168.1.20', '::1', '', 'not-an-ip']) {
      expect(locateIp(ip)).toMatchObject({ CityId: '5128581', CityName: 'New York City' });
    }
  });

  it('answers the configured DEFAULT_LOCATION_ID', () => {
    process.env.DEFAULT_LOCATION_ID = '2988507';
    resetConfigForTests();
    expect(locateIp('127.0.0.1')).toMatchObject({ CityId: '2988507', CityName: 'Paris' });
  });

  it('locates a GeoLite address to a gazetteer place of its country', () => {
    const gb = locateIp('81.2.69.142');
    expect(gb.CountryIso2Code).toBe('GB');
    expect(gb.CityName).toBe('Newmarket');
    expect(locateIp('8.8.8.8').CountryIso2Code).toBe('US');
    expect(locateIp('::ffff:81.2.69.142').CityId).toBe(gb.CityId);
  });
});

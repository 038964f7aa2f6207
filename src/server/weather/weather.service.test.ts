import { hasWeatherShape } from './weather.service';

describe('hasWeatherShape', () => {
  it('accepts the payloads the provider contract describes', () => {
    expect(hasWeatherShape('current', { place: {}, current: { temperature: 21 } })).toBe(true);
    expect(hasWeatherShape('hourly', { place: {}, hours: [] })).toBe(true);
    expect(hasWeatherShape('uv', { place: {}, hours: [], days: [] })).toBe(true);
    expect(hasWeatherShape('airQuality', { aqi: null, pollutants: [] })).toBe(true);
  });

  it.each([
    ['a wrong shape', 'daily', { unexpected: ['shape'] }],
    ['a list in place of the object', 'current', { current: [] }],
    ['half of what it needs', 'uv', { hours: [] }],
    ['a string', 'alerts', 'Service Unavailable'],
    ['nothing', 'hourly', null],
    ['a bare list', 'airports', []],
  ] as const)('refuses %s', (_name, read, payload) => {
    expect(hasWeatherShape(read, payload)).toBe(false);
  });
});

import { getConfig, resetConfigForTests } from '@/server/config';

import { AutoWeatherUpstream } from './auto/autoUpstream';
import { DemoWeatherUpstream } from './demo/demoUpstream';
import { getWeatherUpstream, nwsUserAgent } from './getWeatherUpstream';
import { OpenMeteoWeatherUpstream } from './openMeteo/openMeteoUpstream';

describe('getWeatherUpstream', () => {
  const before = { ...process.env };
  afterEach(() => {
    process.env = { ...before };
    resetConfigForTests();
  });

  it('is auto by default, and the demo model or Open-Meteo alone when WEATHER_UPSTREAM says so', () => {
    delete process.env.WEATHER_UPSTREAM;
    resetConfigForTests();
    expect(getWeatherUpstream()).toBeInstanceOf(AutoWeatherUpstream);
    // One instance per configuration, so the circuit breakers see every call.
    expect(getWeatherUpstream()).toBe(getWeatherUpstream());
    process.env.WEATHER_UPSTREAM = 'demo';
    resetConfigForTests();
    expect(getWeatherUpstream()).toBeInstanceOf(DemoWeatherUpstream);
    process.env.WEATHER_UPSTREAM = 'open-meteo';
    resetConfigForTests();
    expect(getWeatherUpstream()).toBeInstanceOf(OpenMeteoWeatherUpstream);
  });

  it('names the site to the NWS unless NWS_USER_AGENT is set', () => {
    delete process.env.NWS_USER_AGENT;
    process.env.SITE_NAME = 'Sunny Side';
    resetConfigForTests();
    expect(nwsUserAgent()).toBe(`Sunny Side (${getConfig().siteOrigin})`);
    process.env.NWS_USER_AGENT = 'weather.example.com (ops@example.com)';
    resetConfigForTests();
    expect(nwsUserAgent()).toBe('weather.example.com (ops@example.com)');
  });
});

import { resetConfigForTests } from '@/server/config';

import { DemoWeatherUpstream } from './demo/demoUpstream';
import { getWeatherUpstream } from './getWeatherUpstream';
import { OpenMeteoWeatherUpstream } from './openMeteo/openMeteoUpstream';

describe('getWeatherUpstream', () => {
  const before = process.env.WEATHER_UPSTREAM;
  afterEach(() => {
    if (before === undefined) delete process.env.WEATHER_UPSTREAM;
    else process.env.WEATHER_UPSTREAM = before;
    resetConfigForTests();
  });

  it('is the demo model by default and Open-Meteo when WEATHER_UPSTREAM says so', () => {
    delete process.env.WEATHER_UPSTREAM;
    resetConfigForTests();
    expect(getWeatherUpstream()).toBeInstanceOf(DemoWeatherUpstream);
    expect(getWeatherUpstream()).toBe(getWeatherUpstream());
    process.env.WEATHER_UPSTREAM = 'open-meteo';
    resetConfigForTests();
    expect(getWeatherUpstream()).toBeInstanceOf(OpenMeteoWeatherUpstream);
  });
});

import { getConfig } from '@/server/config';

import { DemoWeatherUpstream } from './demo/demoUpstream';
import { OpenMeteoWeatherUpstream } from './openMeteo/openMeteoUpstream';
import type { WeatherUpstream } from './upstream';

let cached: { key: string; upstream: WeatherUpstream } | undefined;

/** The upstream chosen by `WEATHER_UPSTREAM` ('demo', the default, or 'open-meteo' at `OPEN_METEO_BASE_URL`). */
export function getWeatherUpstream(): WeatherUpstream {
  const { WEATHER_UPSTREAM, OPEN_METEO_BASE_URL } = getConfig().env;
  const key = `${WEATHER_UPSTREAM}|${OPEN_METEO_BASE_URL}`;
  if (cached?.key !== key) {
    const upstream =
      WEATHER_UPSTREAM === 'open-meteo'
        ? new OpenMeteoWeatherUpstream({ baseUrl: OPEN_METEO_BASE_URL })
        : new DemoWeatherUpstream();
    cached = { key, upstream };
  }
  return cached.upstream;
}

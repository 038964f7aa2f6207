import { getConfig, type ServerConfig } from '@/server/config';

import { AutoWeatherUpstream } from './auto/autoUpstream';
import { DemoWeatherUpstream } from './demo/demoUpstream';
import { OpenMeteoWeatherUpstream } from './openMeteo/openMeteoUpstream';
import type { WeatherUpstream } from './upstream';

let cached: { key: string; upstream: WeatherUpstream } | undefined;

/** The User-Agent sent to the NWS: NWS_USER_AGENT, else the site's name and origin. */
export function nwsUserAgent(config: ServerConfig = getConfig()): string {
  return config.env.NWS_USER_AGENT ?? `${config.env.SITE_NAME} (${config.siteOrigin})`;
}

/**
 * The upstream chosen by `WEATHER_UPSTREAM`: `auto` (the default: Open-Meteo and the NWS, the demo
 * model for any read they do not answer), `demo` (the deterministic model) or `open-meteo` (real
 * only: a failed read answers 502). One instance per configuration, so the auto upstream's circuit
 * breakers see every call.
 */
export function getWeatherUpstream(): WeatherUpstream {
  const config = getConfig();
  const {
    WEATHER_UPSTREAM,
    OPEN_METEO_BASE_URL,
    OPEN_METEO_AIR_QUALITY_BASE_URL,
    NWS_BASE_URL,
    METEOALARM_BASE_URL,
    ECCC_BASE_URL,
  } = config.env;
  const userAgent = nwsUserAgent(config);
  const key = [
    WEATHER_UPSTREAM,
    OPEN_METEO_BASE_URL,
    OPEN_METEO_AIR_QUALITY_BASE_URL,
    NWS_BASE_URL,
    METEOALARM_BASE_URL,
    ECCC_BASE_URL,
    userAgent,
  ].join('|');
  if (cached?.key !== key) {
    let upstream: WeatherUpstream;
    if (WEATHER_UPSTREAM === 'open-meteo')
      upstream = new OpenMeteoWeatherUpstream({
        baseUrl: OPEN_METEO_BASE_URL,
        airQualityBaseUrl: OPEN_METEO_AIR_QUALITY_BASE_URL,
      });
    else if (WEATHER_UPSTREAM === 'demo') upstream = new DemoWeatherUpstream();
    else
      upstream = new AutoWeatherUpstream({
        openMeteoBaseUrl: OPEN_METEO_BASE_URL,
        openMeteoAirQualityBaseUrl: OPEN_METEO_AIR_QUALITY_BASE_URL,
        nwsBaseUrl: NWS_BASE_URL,
        nwsUserAgent: userAgent,
        meteoAlarmBaseUrl: METEOALARM_BASE_URL,
        ecccBaseUrl: ECCC_BASE_URL,
      });
    cached = { key, upstream };
  }
  return cached.upstream;
}

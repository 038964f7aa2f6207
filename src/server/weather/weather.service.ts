import '@/server/serverOnly';

import { ProviderResponseError } from '@/lib/provider';
import { CACHE_TTL_MS, getServerCache } from '@/server/cache';
import { createServerProviderClient } from '@/server/provider/client';
import { DEFAULT_STATION_RADIUS, nearbyStations } from '@/server/locations/locations.service';
import type { ConditionsStation, Locality, Location, Station } from '@/types/location';
import type {
  ActiveAlerts,
  AirportConditions,
  AirQuality,
  AirQualityForecast,
  Almanac,
  CurrentWeather,
  DailyForecast,
  HourlyForecast,
  PollenForecast,
  SnowForecast,
  UvForecast,
} from '@/types/weather';

import { fromNow } from './fromNow';

/** A place's position as the weather paths take it: latitude, longitude, and when known its zone and elevation. */
export type WeatherPlaceInput = Pick<Locality, 'Latitude' | 'Longitude'> &
  Partial<Pick<Locality, 'TimeZone' | 'ElevationMeters'>>;

/**
 * The provider's weather reads, by what a page asks for, each with the fields that must hold a
 * list (or an object, `current`) in its payload: an answer without them is a bad answer (a
 * ProviderResponseError: never cached, the section degrades or the page answers 503), not a
 * crash while rendering.
 */
const weatherReads = {
  current: { path: '/data/weather/v1/current', ttlMs: CACHE_TTL_MS.currentConditions, needs: [] },
  hourly: { path: '/data/weather/v1/hourly', ttlMs: CACHE_TTL_MS.forecast, needs: ['hours'] },
  daily: { path: '/data/weather/v1/daily', ttlMs: CACHE_TTL_MS.forecast, needs: ['days'] },
  alerts: { path: '/data/alerts/v1/active', ttlMs: CACHE_TTL_MS.alerts, needs: ['alerts'] },
  airQuality: {
    path: '/data/airquality/v1/current',
    ttlMs: CACHE_TTL_MS.forecast,
    needs: ['pollutants'],
  },
  airQualityHourly: {
    path: '/data/airquality/v1/hourly',
    ttlMs: CACHE_TTL_MS.forecast,
    needs: ['hours'],
  },
  pollen: { path: '/data/pollen/v1/forecast', ttlMs: CACHE_TTL_MS.forecast, needs: ['days'] },
  uv: { path: '/data/uv/v1/forecast', ttlMs: CACHE_TTL_MS.forecast, needs: ['hours', 'days'] },
  almanac: { path: '/data/almanac/v1/daily', ttlMs: CACHE_TTL_MS.almanac, needs: ['days'] },
  snow: { path: '/data/snow/v1/forecast', ttlMs: CACHE_TTL_MS.forecast, needs: ['days'] },
  airports: {
    path: '/data/airports/v1/conditions',
    ttlMs: CACHE_TTL_MS.forecast,
    needs: ['airports'],
  },
} as const satisfies Record<string, { path: string; ttlMs: number; needs: readonly string[] }>;

/** True when a weather payload has the shape its read promises at the top level. */
export function hasWeatherShape(read: WeatherRead, payload: unknown): boolean {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return false;
  const body = payload as Record<string, unknown>;
  if (read === 'current') {
    return !!body.current && typeof body.current === 'object' && !Array.isArray(body.current);
  }
  return weatherReads[read].needs.every((field) => Array.isArray(body[field]));
}

/** What each weather read answers. */
export interface WeatherReadPayloads {
  current: CurrentWeather;
  hourly: HourlyForecast;
  daily: DailyForecast;
  alerts: ActiveAlerts;
  airQuality: AirQuality;
  airQualityHourly: AirQualityForecast;
  pollen: PollenForecast;
  uv: UvForecast;
  almanac: Almanac;
  snow: SnowForecast;
  airports: AirportConditions;
}

export type WeatherRead = keyof WeatherReadPayloads;

/** Query of a weather path for a place: position, and the zone and elevation when known. */
export function placeParams(place: WeatherPlaceInput): Record<string, string | number> {
  const params: Record<string, string | number> = {
    latitude: Number(place.Latitude.toFixed(4)),
    longitude: Number(place.Longitude.toFixed(4)),
  };
  if (place.TimeZone) params.tz = place.TimeZone;
  if (typeof place.ElevationMeters === 'number') params.elevation = place.ElevationMeters;
  return params;
}

/**
 * Cache key of a read for a place (three decimals: about 100 m), its time zone and elevation when
 * given (two places can read at one station's point, each in its own zone and, for a station
 * without one, at its own elevation) and its extra parameters.
 */
export function weatherReadKey(
  read: WeatherRead,
  place: WeatherPlaceInput,
  extra: Record<string, string | number> = {},
): string {
  const own: Record<string, string | number> = {};
  if (place.TimeZone) own.tz = place.TimeZone;
  if (typeof place.ElevationMeters === 'number') own.el = Math.round(place.ElevationMeters);
  const tail = Object.entries({ ...own, ...extra })
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `;${k}=${v}`)
    .join('');
  return `weather:${read}:${place.Latitude.toFixed(3)},${place.Longitude.toFixed(3)}${tail}`;
}

/** Cache key of a place's current conditions. */
export const currentConditionsKey = (locality: WeatherPlaceInput) =>
  weatherReadKey('current', locality);

/**
 * One weather read for a place from the provider, through the server cache: one provider call per
 * place and read per lifetime (`CACHE_TTL_MS`) serves every visitor of that place on every
 * instance sharing the cache. Only successes are kept; what comes back starts at the current hour
 * and the place's today (`fromNow`), however long it was kept. Throws the provider's error (a page
 * whose main content this is answers 503 through `withUpstreamBudgetPage`).
 */
export async function readWeather<R extends WeatherRead>(
  read: R,
  place: WeatherPlaceInput,
  extra: Record<string, string | number> = {},
): Promise<WeatherReadPayloads[R]> {
  const { path, ttlMs } = weatherReads[read];
  const payload = await getServerCache().read({
    key: weatherReadKey(read, place, extra),
    ttlMs,
    load: async () => {
      const payload = await createServerProviderClient().get<
        WeatherReadPayloads[R] & { responseTime?: number }
      >({ path, params: { ...placeParams(place), ...extra } });
      if (!hasWeatherShape(read, payload)) throw new ProviderResponseError('read', payload);
      const { responseTime: _ignored, ...rest } = payload;
      return rest as WeatherReadPayloads[R];
    },
  });
  return fromNow(payload);
}

/**
 * The same read for a section that degrades on its own: null when the provider fails (the section
 * says "Data not available. Try again later." and the rest of the page stands).
 */
export async function readWeatherOrNull<R extends WeatherRead>(
  read: R,
  place: WeatherPlaceInput,
  extra: Record<string, string | number> = {},
): Promise<WeatherReadPayloads[R] | null> {
  try {
    return await readWeather(read, place, extra);
  } catch (err) {
    console.warn(`weather ${read} unavailable:`, (err as Error).message);
    return null;
  }
}

/**
 * Where a place's current conditions are read: at the weather station that supplies them (the
 * station's point and elevation, in the place's time zone): its chosen station, else its default
 * one (the nearest, which the station chooser shows checked) when `nearby` holds it within the
 * station search radius (the provider lists the nearest stations however far when none is
 * within it: a valley's conditions are not read at an airport 60 miles away); with neither, at the
 * place itself. Forecasts stay the place's.
 */
export function conditionsPlace(
  location: Pick<Location, 'Locality' | 'Station' | 'DefaultStationRouteString'>,
  nearby: readonly Station[] = [],
): WeatherPlaceInput {
  const { Locality: locality } = location;
  const station = location.Station ?? nearestConditionsStation(location, nearby);
  if (!station) return locality;
  const place: WeatherPlaceInput = { Latitude: station.Latitude, Longitude: station.Longitude };
  if (locality.TimeZone) place.TimeZone = locality.TimeZone;
  const elevation = station.ElevationAboveSeaLevelMeters ?? locality.ElevationMeters;
  if (typeof elevation === 'number') place.ElevationMeters = elevation;
  return place;
}

/**
 * `conditionsPlace` with the place's nearby stations read (shared for an hour per place, as the
 * location was built with them); without them, the place itself.
 */
export async function conditionsPlaceFor(
  location: Pick<Location, 'Locality' | 'Station' | 'DefaultStationRouteString'>,
): Promise<WeatherPlaceInput> {
  if (location.Station || !location.DefaultStationRouteString) return conditionsPlace(location);
  return (await conditionsSourceFor(location)).place;
}

/**
 * The default station of a place (the nearest) when `nearby` holds it within the station search
 * radius: the one its current conditions are read at when no station is chosen (`conditionsPlace`).
 */
function nearestConditionsStation(
  location: Pick<Location, 'DefaultStationRouteString'>,
  nearby: readonly Station[],
): Station | null {
  const route = location.DefaultStationRouteString;
  if (!route) return null;
  return (
    nearby.find((s) => s.RouteString === route && s.Distance <= DEFAULT_STATION_RADIUS) ?? null
  );
}

/**
 * Which station a place's current conditions come from, as `conditionsPlace` reads them: the
 * chosen one, else the nearest within the search radius, by name; `none` when no station is within
 * it; `unknown` when the nearby stations could not be listed (`nearby` null). Either way without a
 * station, the conditions are the place's own.
 */
export function conditionsStation(
  location: Pick<Location, 'Station' | 'DefaultStationRouteString'>,
  nearby: readonly Station[] | null,
): ConditionsStation {
  if (location.Station) return { kind: 'chosen', name: location.Station.StationName };
  if (!nearby) return { kind: 'unknown' };
  const nearest = nearestConditionsStation(location, nearby);
  return nearest ? { kind: 'nearest', name: nearest.StationName } : { kind: 'none' };
}

/**
 * Where a place's current conditions are read (`conditionsPlace`) and what the page says of it
 * (`conditionsStation`), from one read of the place's nearby stations (from the server cache, as
 * the location was built with them); without them, the place itself and `unknown`.
 */
export async function conditionsSourceFor(
  location: Pick<Location, 'Locality' | 'Station' | 'DefaultStationRouteString'>,
): Promise<{ place: WeatherPlaceInput; station: ConditionsStation }> {
  if (location.Station) {
    return { place: conditionsPlace(location), station: conditionsStation(location, null) };
  }
  try {
    const { Latitude, Longitude } = location.Locality;
    const nearby = await nearbyStations(Latitude, Longitude);
    return {
      place: conditionsPlace(location, nearby),
      station: conditionsStation(location, nearby),
    };
  } catch (err) {
    console.warn('stations unavailable:', (err as Error).message);
    return { place: conditionsPlace(location), station: conditionsStation(location, null) };
  }
}

/** Current conditions for a place, or null when the provider fails (the section degrades). */
export function currentWeatherFor(locality: WeatherPlaceInput): Promise<CurrentWeather | null> {
  return readWeatherOrNull('current', locality);
}

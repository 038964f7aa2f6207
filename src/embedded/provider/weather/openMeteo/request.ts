/** The variables this site asks Open-Meteo for (names as Open-Meteo documents them). */

/** `current=` of the forecast call. */
export const CURRENT_VARIABLES = [
  'temperature_2m',
  'relative_humidity_2m',
  'apparent_temperature',
  'is_day',
  'precipitation',
  'snowfall',
  'weather_code',
  'cloud_cover',
  'pressure_msl',
  'wind_speed_10m',
  'wind_direction_10m',
  'wind_gusts_10m',
];

/** Hourly variables the current call takes from the current hour (not all are documented as current variables). */
export const CURRENT_FROM_HOURLY = [
  'dew_point_2m',
  'precipitation_probability',
  'uv_index',
  'visibility',
];

/** `hourly=` of the forecast call. */
export const HOURLY_VARIABLES = [
  'temperature_2m',
  'relative_humidity_2m',
  'dew_point_2m',
  'apparent_temperature',
  'precipitation_probability',
  'precipitation',
  'snowfall',
  'weather_code',
  'pressure_msl',
  'cloud_cover',
  'visibility',
  'wind_speed_10m',
  'wind_direction_10m',
  'wind_gusts_10m',
  'uv_index',
  'is_day',
];

/** `daily=` of the forecast call (sun and moon come from suncalc, not from Open-Meteo). */
export const DAILY_VARIABLES = [
  'weather_code',
  'temperature_2m_max',
  'temperature_2m_min',
  'apparent_temperature_max',
  'apparent_temperature_min',
  'precipitation_sum',
  'snowfall_sum',
  'precipitation_probability_max',
  'wind_speed_10m_max',
  'wind_gusts_10m_max',
  'wind_direction_10m_dominant',
  'uv_index_max',
];

/** `current=` of the air-quality call: US AQI, its sub-indices, and the concentrations (µg/m³). */
export const AIR_QUALITY_VARIABLES = [
  'us_aqi',
  'us_aqi_pm2_5',
  'us_aqi_pm10',
  'us_aqi_ozone',
  'us_aqi_nitrogen_dioxide',
  'us_aqi_sulphur_dioxide',
  'us_aqi_carbon_monoxide',
  'pm2_5',
  'pm10',
  'ozone',
  'nitrogen_dioxide',
  'sulphur_dioxide',
  'carbon_monoxide',
];

/** `hourly=` of the hourly air-quality call: the US AQI and its sub-indices. */
export const AIR_QUALITY_HOURLY_VARIABLES = [
  'us_aqi',
  'us_aqi_pm2_5',
  'us_aqi_pm10',
  'us_aqi_ozone',
  'us_aqi_nitrogen_dioxide',
  'us_aqi_sulphur_dioxide',
  'us_aqi_carbon_monoxide',
];

/** `hourly=` of the pollen call (grains/m³; Open-Meteo models pollen for Europe only). */
export const POLLEN_VARIABLES = [
  'alder_pollen',
  'birch_pollen',
  'olive_pollen',
  'grass_pollen',
  'mugwort_pollen',
  'ragweed_pollen',
];

/** `daily=` of the snow call (`hourly=snow_depth,snowfall`: metres, and cm in the hour before). */
export const SNOW_DAILY_VARIABLES = [
  'snowfall_sum',
  'temperature_2m_max',
  'temperature_2m_min',
  'weather_code',
];

/** Query parameters common to every forecast call. */
export function baseParams(point: {
  latitude: number;
  longitude: number;
  elevationMeters?: number;
  timeZone?: string;
}): Record<string, string | number> {
  const params: Record<string, string | number> = {
    latitude: point.latitude,
    longitude: point.longitude,
    timezone: point.timeZone ?? 'auto',
    wind_speed_unit: 'ms',
  };
  if (point.elevationMeters !== undefined) params.elevation = point.elevationMeters;
  return params;
}

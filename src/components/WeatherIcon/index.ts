export { WeatherIcon } from './WeatherIcon';
export { moonIconKey, weatherIconKey, WEATHER_ICON_DRAWINGS } from './iconKeys';
export type { WeatherIconKey } from './iconKeys';

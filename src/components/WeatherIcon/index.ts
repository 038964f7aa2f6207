export { WeatherIcon } from './WeatherIcon';
/** Classes that draw a small decorative icon before an element's content (`raindrop`). */
export { default as decorativeIcons } from './decorativeIcons.generated.module.css';
export { moonIconKey, weatherIconKey, WEATHER_ICON_DRAWINGS } from './iconKeys';
export type { WeatherIconKey } from './iconKeys';

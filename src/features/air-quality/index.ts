/** The air-quality feature's public surface: the AQI now, its pollutants, health guidance and forecast. */
export { AQI_CATEGORIES, aqiCategoryFor, aqiCategoryOf, type AqiCategory } from './aqiCategories';
export { AirQualityForecast } from './components/AirQualityForecast';
export { CurrentAirQuality } from './components/CurrentAirQuality';
export { HealthGuidance } from './components/HealthGuidance';
export { PollutantsTable } from './components/PollutantsTable';

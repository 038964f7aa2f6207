/** The life pages' capability: its navigation, sections and derived indices. */
export { LifeNav, LIFE_PAGES, type LifePagePattern } from './components/LifeNav';
export { PollenForecastSection } from './components/PollenForecastSection';
export { ColdFluSection } from './components/ColdFluSection';
export { OutdoorActivitySection } from './components/OutdoorActivitySection';
export { SnowForecastSection } from './components/SnowForecastSection';
export {
  AirportsSection,
  DelayRiskExplained,
  TripWeatherSection,
} from './components/TravelSections';
export { TRIP_HOURS, tripHours, type TripHours } from './lib/tripHours';
export { OUTDOOR_HOURS, outdoorHours } from './lib/outdoorHours';
export { humidityHours, type HumidityHours } from './lib/humidityHours';

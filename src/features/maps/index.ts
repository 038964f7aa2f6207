/** The weather map feature's public surface. */
export { WeatherMapPanel, type WeatherMapPlace } from './components/WeatherMapPanel';
export { RadarSummarySection } from './components/RadarSummarySection';
export { MapLegend } from './components/MapLegend';
export { GeoJsonTestMap } from './components/GeoJsonTestMap';
export { mapLayerChanged, selectMapLayerId } from './mapsSlice';
export type { RadarSummary } from './tileFrames';

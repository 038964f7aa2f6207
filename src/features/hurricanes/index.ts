/** The hurricane centre: storm facts, maps, the intensity chart and the outlook areas. */
export * from './stormFormat';
export * from './intensityChart';
export {
  BASIN_EXTENTS,
  buildHurricaneMapData,
  mapDataBounds,
  stormMarkers,
} from './map/hurricaneMapData';
export type { HurricaneMapData, StormMarker } from './map/hurricaneMapData';
export { basemapHref, intensityBand, outlookAreaLabel } from './map/mapStyle';
export type { IntensityBand } from './map/mapStyle';
export { describeMapExtras, svgBasemap, svgMapBox } from './map/svgMap';
export type { LonLatBox, SvgBasemap } from './map/svgMap';
export { drawHurricaneMap } from './map/drawMap';
export { basemapDocument, hurricaneBasemapDocument } from './map/basemapDocument';
export type { DrawnHurricaneMap } from './map/drawMap';
export { listedOutlook, outlookMap, stormsMap } from './map/pageMaps';
export type { ListedOutlook, PageMap } from './map/pageMaps';
export { AdvisoryText } from './components/AdvisoryText';
export { AdvisoryTime } from './components/AdvisoryTime';
export { CategoryBadge } from './components/CategoryBadge';
export { HurricaneMap } from './components/HurricaneMap';
export { IntensityChart } from './components/IntensityChart';
export { OutlookAreas } from './components/OutlookAreas';
export { SampleBanner } from './components/SampleBanner';
export { SourceCredit } from './components/SourceCredit';
export { StormFigures } from './components/StormFigures';
export { StormList } from './components/StormList';
export { useFiveMinuteRefresh } from './useFiveMinuteRefresh';

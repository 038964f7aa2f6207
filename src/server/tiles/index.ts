import '@/server/serverOnly';

/** The product's client of the tile service (the map page's radar summary and first view). */
export { radarSummaryFor, radarSummaryOrNull } from './radarSummary';
export { frameListOrNull } from './frameLists';
export { warmTiles, type TileWorkLimits } from './embeddedTiles';

/** The embedded tile service (radar and temperature tiles, frame lists, the radar summary). */
export {
  frameList,
  handleTileRequest,
  radarSummary,
  type TileAnswer,
  type TileRadarSummary,
  type TileRequest,
  type TileWorkLimits,
} from './service';
export { clearFieldCache } from './demoField';
export { clearTileCache, renderTile } from './render';
export { tileOf } from './tileMath';

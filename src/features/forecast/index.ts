/** The forecast feature's public surface: what pages compute on the server from the forecast. */
export { nightPart, nightParts, type NightPart } from './lib/nightPart';
export { pressureTendency, type PressureTrend } from './lib/pressureTendency';

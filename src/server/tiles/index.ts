import '@/server/serverOnly';

/** The product's client of the tile service (the map page's radar summary). */
export { radarSummaryFor, radarSummaryOrNull } from './radarSummary';

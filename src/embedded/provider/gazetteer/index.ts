/** The embedded provider's gazetteer: GeoNames places, search, lookups and IP location. */
export {
  BENCH_SEARCH_QUERIES,
  BENCH_SEARCH_ROUNDS,
  measureSearchLatency,
  type LatencyStats,
} from './benchmark';
export {
  defaultPlace,
  findPlaceById,
  findPlaceBySlug,
  locateIp,
  nearestPlace,
  warmGazetteer,
} from './lookup';
export { DEFAULT_MAX_RESULTS, MAX_RESULTS_CAP, searchPlaces } from './search';

/** Public surface of the web2 API client. */
export { createWeb2Client, WEB2_BASE_URL, WEB2_TIMEOUT_MS } from './web2Client';
export type { Web2Client, Web2ClientOptions } from './web2Client';
export {
  assertValidResponse,
  isMissingData,
  NULL_RESPONSE_MESSAGE,
  responseCodeMessage,
} from './response';
export type { AssertValidResponseOptions, ResponseLike } from './response';
export { assertFavoriteResponse, FAVORITE_RESPONSE_MESSAGE } from './favorites';
export {
  assertQueriedLocation,
  DEFAULT_STATION_RADIUS,
  LOCATION_QUERY_RESPONSE_MESSAGE,
  STATIONS_RESPONSE_MESSAGE,
} from './locations';
export { DISPLAY_ADS_TIMEOUT_MS } from './config';
export type * from './types';

/** Location and station look-ups of the web2 API. */
import type { Station } from '@/types/location';

import { isMissingData, isRecord } from './response';
import type { Web2Transport } from './transport';
import type {
  ApiLocationQueryRequest,
  ApiQueriedLocation,
  ApiStationsQuery,
  Web2CallOptions,
} from './types';

/** Message when the stations answer is not an array. */
export const STATIONS_RESPONSE_MESSAGE = 'Invalid station list returned from stations API';

/** Message when a location-query answer lacks its Id or Locality. */
export const LOCATION_QUERY_RESPONSE_MESSAGE =
  'Location query responses must have an Id and a Locality';

/** Default search radius of `GET stations`, miles (the API's distances are all in miles). */
export const DEFAULT_STATION_RADIUS = 15;

/** Throws unless a location-query answer has an `Id` and a `Locality`. */
export function assertQueriedLocation(data: unknown): asserts data is ApiQueriedLocation {
  if (!isRecord(data) || isMissingData(data.Id) || !isRecord(data.Locality)) {
    throw new Error(LOCATION_QUERY_RESPONSE_MESSAGE);
  }
}

/** Builds the location and station calls on a transport. */
export function createLocationCalls(transport: Web2Transport) {
  return {
    /** POST locations/query: resolves a slug name to a location with its Id. */
    async queryLocation(
      slugName: string,
      options: Web2CallOptions = {},
    ): Promise<ApiQueriedLocation> {
      const data: ApiLocationQueryRequest = { Query: slugName };
      const body = await transport.send<unknown>({
        method: 'POST',
        url: '/locations/query',
        data,
        signal: options.signal,
      });
      assertQueriedLocation(body);
      return body;
    },

    /**
     * GET stations: the stations within `radius` miles (default 15) of a point, nearest first;
     * each one's `Distance` is in miles too (shown converted for metric visitors).
     */
    async getStations(query: ApiStationsQuery, options: Web2CallOptions = {}): Promise<Station[]> {
      const body = await transport.send<unknown>({
        method: 'GET',
        url: '/stations',
        params: { lat: query.lat, lon: query.lon, radius: query.radius ?? DEFAULT_STATION_RADIUS },
        signal: options.signal,
      });
      if (!Array.isArray(body)) throw new Error(STATIONS_RESPONSE_MESSAGE);
      // Array elements are the server's contract; not checked one by one.
      return body as Station[];
    },
  };
}

/** The location and station calls of a web2 client. */
export type Web2LocationCalls = ReturnType<typeof createLocationCalls>;

/** Favourite-location calls of the web2 API. */
import type { FavoriteLocation } from '@/types/location';

import { isMissingData, isRecord } from './response';
import { segment, type Web2Transport } from './transport';
import type {
  ApiCreateFavoriteRequest,
  ApiDeleteFavoriteRequest,
  ApiUpdateFavoriteRequest,
  Web2CallOptions,
} from './types';

/** Message when a create or update answer is not a usable favourite. */
export const FAVORITE_RESPONSE_MESSAGE =
  'Create and update responses must have an Id and a Locality';

/** Throws unless a create/update answer has an `Id` and a `Location.Locality`. */
export function assertFavoriteResponse(data: unknown): asserts data is FavoriteLocation {
  const location = isRecord(data) ? data.Location : undefined;
  if (
    !isRecord(data) ||
    isMissingData(data.Id) ||
    !isRecord(location) ||
    !isRecord(location.Locality)
  ) {
    throw new Error(FAVORITE_RESPONSE_MESSAGE);
  }
}

/** Builds the favourite-location calls on a transport. */
export function createFavoriteCalls(transport: Web2Transport) {
  return {
    /** POST favorite-locations: saves a new favourite; resolves to it with its new Id. */
    async createFavoriteLocation(
      request: ApiCreateFavoriteRequest,
      options: Web2CallOptions = {},
    ): Promise<FavoriteLocation> {
      const data: ApiCreateFavoriteRequest = {
        favoriteLocation: {
          Position: request.favoriteLocation.Position,
          Location: request.favoriteLocation.Location,
        },
        appInstanceId: request.appInstanceId,
      };
      const body = await transport.send<unknown>({
        method: 'POST',
        url: '/favorite-locations',
        data,
        signal: options.signal,
      });
      assertFavoriteResponse(body);
      return body;
    },

    /** PUT favorite-locations: replaces a favourite (pass appInstanceId when the station changes). */
    async updateFavoriteLocation(
      request: ApiUpdateFavoriteRequest,
      options: Web2CallOptions = {},
    ): Promise<FavoriteLocation> {
      const data: ApiUpdateFavoriteRequest = { newFavoriteLocation: request.newFavoriteLocation };
      if (request.appInstanceId !== undefined) data.appInstanceId = request.appInstanceId;
      const body = await transport.send<unknown>({
        method: 'PUT',
        url: '/favorite-locations',
        data,
        signal: options.signal,
      });
      assertFavoriteResponse(body);
      return body;
    },

    /** DELETE favorite-locations/{id}: removes a favourite; a 2xx without body (204) is success. */
    async deleteFavoriteLocation(
      request: ApiDeleteFavoriteRequest,
      options: Web2CallOptions = {},
    ): Promise<void> {
      await transport.sendNoContent({
        method: 'DELETE',
        url: `/favorite-locations/${segment(request.favoriteLocationId)}`,
        params: {
          appInstanceId: request.appInstanceId,
          favoriteLocationId: request.favoriteLocationId,
          favoriteLocationLatitude: request.favoriteLocationLatitude,
          favoriteLocationLongitude: request.favoriteLocationLongitude,
        },
        signal: options.signal,
      });
    },
  };
}

/** The favourite-location calls of a web2 client. */
export type Web2FavoriteCalls = ReturnType<typeof createFavoriteCalls>;

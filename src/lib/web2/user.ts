/** User, units and sign-in calls of the web2 API. */
import type { UserProfile } from '@/types/location';

import { NULL_RESPONSE_MESSAGE, isRecord } from './response';
import type { Web2Transport } from './transport';
import type {
  ApiAuthSuccessRequest,
  ApiAuthSuccessResponse,
  ApiUnits,
  ApiUpdateUnitsRequest,
  ApiUserProfileQuery,
  ApiUserProfileResponse,
  Web2CallOptions,
} from './types';

/** Builds the user, units and sign-in calls on a transport. */
export function createUserCalls(transport: Web2Transport) {
  return {
    /** GET user/profile: the visitor's profile for a location slug and station; unwraps `user`. */
    async getUserProfile(
      query: ApiUserProfileQuery = {},
      options: Web2CallOptions = {},
    ): Promise<UserProfile> {
      const body = await transport.send<ApiUserProfileResponse>({
        method: 'GET',
        url: '/user/profile',
        params: { location: query.location, station: query.station },
        signal: options.signal,
      });
      // An answer without its `user` has no data to give: same rule as a missing body.
      if (!isRecord(body) || !isRecord(body.user)) throw new Error(NULL_RESPONSE_MESSAGE);
      return body.user;
    },

    /** GET units: the unit settings stored for an app instance. */
    async getUnits(appInstanceId: string, options: Web2CallOptions = {}): Promise<ApiUnits> {
      return transport.send<ApiUnits>({
        method: 'GET',
        url: '/units',
        params: { appInstanceId },
        signal: options.signal,
      });
    },

    /** POST units/update: stores unit settings (all in the query, no body); a 204 is success. */
    async updateUnits(
      request: ApiUpdateUnitsRequest,
      options: Web2CallOptions = {},
    ): Promise<void> {
      await transport.sendNoContent({
        method: 'POST',
        url: '/units/update',
        params: {
          appInstanceId: request.appInstanceId,
          unitval: request.unitval,
          tempUnitVal: request.tempUnitVal,
          windUnitVal: request.windUnitVal,
          pressureUnitVal: request.pressureUnitVal,
          authToken: request.authToken,
        },
        signal: options.signal,
      });
    },

    /** POST auth/success: hands the new tokens to the server (JSON body only); resolves to the user name. */
    async authSuccess(
      tokens: { accessToken: string; refreshToken: string },
      options: Web2CallOptions = {},
    ): Promise<ApiAuthSuccessResponse> {
      const data: ApiAuthSuccessRequest = {
        accesstoken: tokens.accessToken,
        refreshtoken: tokens.refreshToken,
      };
      return transport.send<ApiAuthSuccessResponse>({
        method: 'POST',
        url: '/auth/success',
        data,
        signal: options.signal,
      });
    },
  };
}

/** The user, units and sign-in calls of a web2 client. */
export type Web2UserCalls = ReturnType<typeof createUserCalls>;

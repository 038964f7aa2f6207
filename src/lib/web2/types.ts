/** Request and response shapes of the product web API `/web2/api/*`. */
import type { ApiConfigurationResponse } from '@/types/config';
import type {
  FavoriteLocation,
  Location,
  PressureUnit,
  RainUnit,
  TemperatureUnit,
  UserProfile,
  WindUnit,
} from '@/types/location';

/** Per-call options every web2 call accepts. */
export interface Web2CallOptions {
  /** Cancels the request (and any pending retry) when aborted. */
  signal?: AbortSignal;
}

/** Body of `PUT user/{id}/stateprivacy`. */
export interface ApiStatePrivacyRequest {
  statePrivacy: { enabled: boolean };
}

/** Body of `PUT user/{id}/limituseofpi`. */
export interface ApiLimitUseOfPIRequest {
  limitUseOfPersonalInfo: { enabled: boolean };
}

/** Body of `POST privacy/gpc`. */
export interface ApiGpcSignalRequest {
  appInstanceId: string;
  gpcSignal: boolean;
}

/** Body of `POST favorite-locations`: a new favourite has no Id yet. */
export interface ApiCreateFavoriteRequest {
  favoriteLocation: Pick<FavoriteLocation, 'Position' | 'Location'>;
  appInstanceId: string;
}

/** Body of `PUT favorite-locations`; appInstanceId is sent when the station changes. */
export interface ApiUpdateFavoriteRequest {
  newFavoriteLocation: FavoriteLocation;
  appInstanceId?: string;
}

/** Query of `DELETE favorite-locations/{id}`; the path id is `favoriteLocationId`. */
export interface ApiDeleteFavoriteRequest {
  appInstanceId: string;
  favoriteLocationId: string;
  favoriteLocationLatitude: number;
  favoriteLocationLongitude: number;
}

/** Body of `POST locations/query`: the slug name to resolve. */
export interface ApiLocationQueryRequest {
  Query: string;
}

/** Answer of `POST locations/query`: a location carrying its id. */
export type ApiQueriedLocation = Location & { Id: string };

/** Query of `GET stations`; radius in miles, default 15 (the stations' Distance is in miles). */
export interface ApiStationsQuery {
  lat: number;
  lon: number;
  radius?: number;
}

/** Query of `GET user/profile`: the location slug and the station of the page. */
export interface ApiUserProfileQuery {
  location?: string;
  station?: string;
}

/** Answer of `GET user/profile`. */
export interface ApiUserProfileResponse {
  user: UserProfile;
}

/** Unit data of `GET units` and `POST units/update` (numeric enumerations). */
export interface ApiUnits {
  /** The rain unit (1 in, 2 mm, 3 cm); the unit system follows from it (inches → english). */
  unitval: RainUnit;
  tempUnitVal: TemperatureUnit;
  windUnitVal: WindUnit;
  pressureUnitVal: PressureUnit;
}

/** Query of `POST units/update`; authToken only when an access-token cookie exists. */
export interface ApiUpdateUnitsRequest extends ApiUnits {
  appInstanceId: string;
  authToken?: string;
}

/** JSON body of `POST auth/success`; tokens never travel in the URL. */
export interface ApiAuthSuccessRequest {
  accesstoken: string;
  refreshtoken: string;
}

/** Answer of `POST auth/success`. */
export interface ApiAuthSuccessResponse {
  userName: string;
}

/** Answer of `GET configuration`. */
export type ApiConfiguration = ApiConfigurationResponse;

/** One page's ad configuration, typed loosely: its shape belongs to the ad stack. */
export type ApiPageAdConfig = Record<string, unknown>;

/** Answer of `GET ads/config/displayads`: the ad global config, typed loosely. */
export interface ApiDisplayAdsConfig extends Record<string, unknown> {
  PageAdConfigs: ApiPageAdConfig[];
  baseInfiniteScrollAdSlotIds?: unknown;
  enablePreBid?: boolean;
  disablePrebidOnPagesWithIds?: unknown;
  memberId?: string | number;
  publisherId?: string | number;
}

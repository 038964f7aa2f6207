import type { FavoriteLocation } from '@/types/location';
import type { UserState } from '@/types/userState';

export { USER_STATE_COOKIE, type UserState } from '@/types/userState';

/** Largest cookie value we write; favourites past it stay in the database only. */
const MAX_COOKIE_BYTES = 3800;

/** Builds the cookie's object from the device, its active location and its favourites. */
export function buildUserState(
  deviceId: string,
  active: {
    cityId: string;
    slug: string;
    station: string | null;
    defaultStation: string | null;
  } | null,
  favorites: readonly FavoriteLocation[],
): UserState {
  return {
    Id: deviceId,
    AL: active
      ? { Id: active.cityId, L: active.slug, S: active.station, DS: active.defaultStation }
      : null,
    FL: favorites.map((f) => ({
      Id: f.Id,
      P: f.Position,
      L: {
        L: f.Location.Locality.SlugName,
        S: f.Location.Station?.RouteString ?? null,
        DS: f.Location.DefaultStationRouteString,
      },
    })),
  };
}

/**
 * The cookie value: JSON (the cookie writer URI-encodes it), with trailing favourites dropped so
 * the encoded value stays under 4 kB.
 */
export function encodeUserState(state: UserState): string {
  let json = JSON.stringify(state);
  const list = [...state.FL];
  while (encodeURIComponent(json).length > MAX_COOKIE_BYTES && list.length > 0) {
    list.pop();
    json = JSON.stringify({ ...state, FL: list });
  }
  return json;
}

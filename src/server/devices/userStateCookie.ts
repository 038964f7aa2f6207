import type { FavoriteLocation } from '@/types/location';

/** The user-state cookie's key (spec 000 §3, §9). */
export const USER_STATE_COOKIE = 'UserState-v1';

/** Largest cookie value we write; favourites past it stay in the database only. */
const MAX_COOKIE_BYTES = 3800;

/** One location block of the cookie: L slug, S station route, DS default station route. */
export interface UserStateLocation {
  L: string;
  S: string | null;
  DS: string | null;
}

/** The user-state cookie (spec 000 §3): Id, the active location block and the favourites list. */
export interface UserState {
  Id: string;
  AL: ({ Id: string } & UserStateLocation) | null;
  FL: { Id: string; P: number; L: UserStateLocation }[];
}

/** Builds the cookie's object from the device, its active location and its favourites. */
export function buildUserState(
  deviceId: string,
  active: { cityId: string; slug: string; station: string | null; defaultStation: string | null } | null,
  favorites: readonly FavoriteLocation[],
): UserState {
  return {
    Id: deviceId,
    AL: active ? { Id: active.cityId, L: active.slug, S: active.station, DS: active.defaultStation } : null,
    FL: favorites.map((f) => ({
      Id: f.Id,
      P: f.Position,
      L: { L: f.Location.Locality.SlugName, S: f.Location.Station?.RouteString ?? null, DS: f.Location.DefaultStationRouteString },
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

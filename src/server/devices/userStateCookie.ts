import type { FavoriteLocation } from '@/types/location';
import type { UserState } from '@/types/userState';

export { USER_STATE_COOKIE, type UserState } from '@/types/userState';

/**
 * Largest encoded value written. Browsers keep a cookie whose name and value together fit in
 * 4096 bytes (RFC 6265 §6.1): the name, the `=` and a margin stay under that.
 */
export const MAX_USER_STATE_BYTES = 3800;

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
 * The cookie value: JSON (the cookie writer URI-encodes it) of the device id, the active location
 * and the favourites, first to last, that fit in `MAX_USER_STATE_BYTES` once encoded. The database
 * is the source of truth for favourites (pages and the API read it there); the cookie carries only
 * a leading share of a long list, so it never grows past what browsers accept, however many
 * favourites there are. Linear in the list.
 */
export function encodeUserState(state: UserState): string {
  const size = (value: unknown) => encodeURIComponent(JSON.stringify(value)).length;
  let used = size({ ...state, FL: [] });
  const kept: UserState['FL'] = [];
  const comma = encodeURIComponent(',').length;
  for (const favorite of [...state.FL].sort((a, b) => a.P - b.P)) {
    const cost = size(favorite) + (kept.length > 0 ? comma : 0);
    if (used + cost > MAX_USER_STATE_BYTES) break;
    kept.push(favorite);
    used += cost;
  }
  return JSON.stringify({ ...state, FL: kept });
}

/** The user-state cookie's key. */
export const USER_STATE_COOKIE = 'UserState-v1';

/** One location block of the cookie: L slug, S station route, DS default station route. */
export interface UserStateLocation {
  L: string;
  S: string | null;
  DS: string | null;
}

/** The user-state cookie: device Id, the active location block, the favourites list. */
export interface UserState {
  Id: string;
  AL: ({ Id: string } & UserStateLocation) | null;
  FL: { Id: string; P: number; L: UserStateLocation }[];
}

import type { FavoriteLocation } from '@/types/location';

import { USER_STATE_COOKIE, type UserState } from '@/types/userState';

export { USER_STATE_COOKIE } from '@/types/userState';

/** Thirty years in seconds: the cookie's life (spec 000 §9). */
const THIRTY_YEARS_S = 30 * 365 * 24 * 60 * 60;

/** The user-state cookie's object (shared with the server's writer). */
export type UserStateCookie = UserState;

/** The cookie's object from a `document.cookie` string, or null when absent or unreadable. */
export function readUserStateCookie(
  cookies: string = typeof document === 'undefined' ? '' : document.cookie,
): UserStateCookie | null {
  const prefix = `${USER_STATE_COOKIE}=`;
  const raw = cookies.split(/;\s*/).find((part) => part.startsWith(prefix));
  if (!raw) return null;
  try {
    const value = JSON.parse(decodeURIComponent(raw.slice(prefix.length))) as unknown;
    const state = value as UserStateCookie;
    return state && typeof state === 'object' && Array.isArray(state.FL) ? state : null;
  } catch {
    return null;
  }
}

/** The Domain the server gives its cookies (src/server/http/cookies.ts): none on localhost and IPs. */
function cookieDomain(host: string): string | undefined {
  const name = host.toLowerCase();
  if (!name || name === 'localhost' || /^[\d.]+$/.test(name) || name.includes(':'))
    return undefined;
  const labels = name.split('.');
  return labels.length <= 2 ? name : labels.slice(-2).join('.');
}

/** Writes the cookie as the server does: URI-encoded JSON, path /, 30 years, same domain. */
export function writeUserStateCookie(state: UserStateCookie): void {
  if (typeof document === 'undefined') return;
  const domain = cookieDomain(window.location.hostname);
  const parts = [
    `${USER_STATE_COOKIE}=${encodeURIComponent(JSON.stringify(state))}`,
    'Path=/',
    `Max-Age=${THIRTY_YEARS_S}`,
    `Expires=${new Date(Date.now() + THIRTY_YEARS_S * 1000).toUTCString()}`,
    'SameSite=Lax',
  ];
  if (domain) parts.push(`Domain=${domain}`);
  if (window.location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}

/**
 * Read-modify-write after a favourite's station changed: its FL entry takes the new station
 * (and the active block too when it is the same place). No cookie yet: nothing to do (the
 * server writes one on the next profile call).
 */
export function updateFavoriteInUserStateCookie(favorite: FavoriteLocation): void {
  const state = readUserStateCookie();
  if (!state) return;
  const station = favorite.Location.Station?.RouteString ?? null;
  const defaultStation = favorite.Location.DefaultStationRouteString;
  const FL = state.FL.map((entry) =>
    entry.Id === favorite.Id
      ? { ...entry, L: { ...entry.L, S: station, DS: defaultStation } }
      : entry,
  );
  const AL =
    state.AL && state.AL.Id === favorite.Location.Locality.CityId
      ? { ...state.AL, S: station }
      : state.AL;
  writeUserStateCookie({ ...state, AL, FL });
}

/**
 * Where a visitor goes back to after signing out: the page they were on, carried through the
 * identity provider's end-session redirect in the OIDC `state` (stored by oidc-client-ts, never
 * in the URL) and checked at both ends, so it can only ever be a path on the site's own origin.
 */
import * as z from 'zod/mini';

/** The page of the site to go to when no safe return path is known. */
export const HOME_PATH = '/';

/** Longest return path kept (a page URL with its query; longer is refused, not cut). */
const MAX_RETURN_PATH = 2048;

/** The helper pages of sign-in and the identity provider: never a page to come back to. */
const NOT_A_RETURN = /^\/(?:signin|idp|api|web2\/api)(?:[/?#]|$)/;

/** The OIDC `state` data of a sign-out started by the site. */
export const signOutStateSchema = z.object({
  returnTo: z.string().check(z.maxLength(MAX_RETURN_PATH)),
});

/**
 * `value` as a path on `origin` (path, query and fragment), or {@link HOME_PATH} when it is not
 * one: anything but a string starting with a single `/`, a scheme-relative (`//host`) or
 * backslash form browsers read as another host, control characters, a URL that resolves to
 * another origin, or a sign-in or identity-provider page.
 */
export function safeReturnPath(value: unknown, origin: string): string {
  if (typeof value !== 'string' || value.length > MAX_RETURN_PATH) return HOME_PATH;
  if (!value.startsWith('/') || /^\/[/\\]/.test(value) || /[\u0000-\u001f\u007f\\]/.test(value))
    return HOME_PATH;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return HOME_PATH;
  }
  if (url.origin !== new URL(origin).origin) return HOME_PATH;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return NOT_A_RETURN.test(url.pathname) ? HOME_PATH : path;
}

/** The page `location` shows, as a return path (see {@link safeReturnPath}). */
export function currentReturnPath(location: Pick<Location, 'href' | 'origin'>): string {
  const url = new URL(location.href);
  return safeReturnPath(`${url.pathname}${url.search}${url.hash}`, location.origin);
}

/** The return path a sign-out's `state` data carries, or {@link HOME_PATH}. */
export function returnPathOfState(data: unknown, origin: string): string {
  const parsed = signOutStateSchema.safeParse(data);
  return parsed.success ? safeReturnPath(parsed.data.returnTo, origin) : HOME_PATH;
}

import { parseCookie, stringifySetCookie } from 'cookie';

/** What the helpers read and write: the page's `document.cookie` and its location. */
export interface CookieEnvironment {
  document: { cookie: string };
  location: { protocol: string; hostname: string };
}

/** Options of a cookie written in the browser. */
export interface BrowserCookieOptions {
  /** Lifetime in seconds. */
  maxAge: number;
  /**
   * The site's registrable domain (from the server, `cookieDomainFor`), so every subdomain shares
   * the cookie; null or absent: a host-only cookie. Ignored when the page's host is not inside it
   * (a page reached through another name, e.g. loopback), since the browser would refuse it.
   */
  domain?: string | null;
}

function pageEnvironment(): CookieEnvironment {
  return { document: window.document, location: window.location };
}

/** The cookies the page can read, by name. */
export function readBrowserCookies(
  env: CookieEnvironment = pageEnvironment(),
): Record<string, string | undefined> {
  return parseCookie(env.document.cookie);
}

/** One cookie's value, or undefined when the page has no such cookie. */
export function readBrowserCookie(
  name: string,
  env: CookieEnvironment = pageEnvironment(),
): string | undefined {
  return readBrowserCookies(env)[name];
}

/** True when the page's host is the domain or one of its subdomains. */
function hostIsWithin(hostname: string, domain: string): boolean {
  const host = hostname.toLowerCase();
  const within = domain.toLowerCase();
  return host === within || host.endsWith(`.${within}`);
}

/**
 * The `document.cookie` assignment for a cookie with the site's rules: path /, SameSite=Lax,
 * Secure when the page is https, the site's registrable domain when one is given. Exported for
 * tests; pages call {@link writeBrowserCookie}.
 */
export function browserCookieString(
  name: string,
  value: string,
  options: BrowserCookieOptions,
  location: CookieEnvironment['location'],
): string {
  const domain =
    options.domain && hostIsWithin(location.hostname, options.domain) ? options.domain : undefined;
  return stringifySetCookie({
    name,
    value,
    path: '/',
    sameSite: 'lax',
    secure: location.protocol === 'https:',
    maxAge: options.maxAge,
    domain,
  });
}

/** Writes a cookie from the page with the site's rules (see {@link browserCookieString}). */
export function writeBrowserCookie(
  name: string,
  value: string,
  options: BrowserCookieOptions,
  env: CookieEnvironment = pageEnvironment(),
): void {
  env.document.cookie = browserCookieString(name, value, options, env.location);
}

/** False when the browser refuses cookies to the page (`navigator.cookieEnabled`). */
export function browserCookiesEnabled(
  nav: Pick<Navigator, 'cookieEnabled'> | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator,
): boolean {
  return nav?.cookieEnabled !== false;
}

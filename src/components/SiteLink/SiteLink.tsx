import Router from 'next/router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

export interface SiteLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A path of this site (`/news`, `/legal/privacy#contact`); anything else is a plain link. */
  href: string;
}

/** True for a path of this site: the router can show it without a full page load. */
function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * A site path as the site serves it: without a trailing slash (`/legal/privacy/#x` →
 * `/legal/privacy#x`), so following it costs no redirect hop.
 */
function canonicalPath(href: string): string {
  const end = href.search(/[?#]/);
  const path = end < 0 ? href : href.slice(0, end);
  if (path.length <= 1 || !path.endsWith('/')) return href;
  return path.replace(/\/+$/, '') + (end < 0 ? '' : href.slice(end));
}

/** True when the visitor asked for something other than "open here" (new tab, download, …). */
function wantsBrowserDefault(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  const target = anchor.getAttribute('target');
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== null && target !== '_self') ||
    anchor.hasAttribute('download')
  );
}

/**
 * A click on a link to a page of the site, shown through the router (the page's data only, no
 * full load); any other click (handled already, off the site, a new tab, a download) is left to
 * the browser. For links the site renders as HTML (a story's body) as well as `SiteLink`.
 */
export function followSiteLink(event: MouseEvent, anchor: HTMLAnchorElement): void {
  const given = anchor.getAttribute('href') ?? '';
  if (event.defaultPrevented || !isSitePath(given) || wantsBrowserDefault(event, anchor)) return;
  event.preventDefault();
  // A navigation superseded by another is dropped; any other failure loads the page itself.
  Router.push(canonicalPath(given)).catch(() => undefined);
}

/**
 * A link to a page of the site: a plain `<a href>` in the server's HTML, and in the browser a
 * client-side navigation through the router (the page's data only, no full load), the page's
 * code fetched as soon as the pointer or focus shows the intent. Unlike `next/link` it does no
 * work per link while rendering (no router subscription, no viewport observer), which matters on
 * pages with hundreds of links (the sitemap, the footer on every page) both on the server and
 * while hydrating.
 */
export function SiteLink({
  href: given,
  children,
  onClick,
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...rest
}: SiteLinkProps) {
  const sitePath = isSitePath(given);
  const href = sitePath ? canonicalPath(given) : given;
  const prefetch = () => {
    if (sitePath) Router.prefetch(href).catch(() => undefined);
  };
  return (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        followSiteLink(event, event.currentTarget);
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        prefetch();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetch();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetch();
      }}
    >
      {children}
    </a>
  );
}

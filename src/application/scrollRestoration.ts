import Router from 'next/router';

/** Where each history entry of the tab was left, by the router's key of the entry. */
const STORAGE_PREFIX = 'wb_scroll:';

type Position = [x: number, y: number];

/** The router's key of the history entry on show (Next keeps one in `history.state`). */
function entryKey(): string | null {
  const state = window.history.state as { key?: unknown } | null;
  return typeof state?.key === 'string' ? state.key : null;
}

function save(key: string | null): void {
  if (!key) return;
  try {
    sessionStorage.setItem(STORAGE_PREFIX + key, JSON.stringify([window.scrollX, window.scrollY]));
  } catch {
    // Storage refused (private mode, full): back then starts at the top, as without this.
  }
}

function savedPosition(key: string | null): Position | null {
  if (!key) return null;
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(STORAGE_PREFIX + key) ?? 'null');
    return Array.isArray(value) && value.length === 2 && value.every(Number.isFinite)
      ? (value as Position)
      : null;
  } catch {
    return null;
  }
}

/** A path with its query, without the fragment. */
const withoutHash = (path: string) => path.split('#')[0];

/**
 * Back and forward bring a page of the site the router shows back where the visitor left it. The
 * router shows such a page after its data arrives, and then sends it to the top; the browser's
 * own restoration, which comes at the history step, cannot place it. So the position is kept per
 * history entry (sessionStorage, this tab only) when the visitor leaves a page, and put back once
 * the page is on screen. What the browser does well stays the browser's: a reload, a return to
 * another document, and a step between two places of one page (`#…`). Returns the clean-up (an
 * effect of the app).
 */
export function restoreScrollOnBackForward(): () => void {
  let current = entryKey();
  let restoreTo: Position | null = null;

  const leave = () => save(current);
  const shown = () => {
    current = entryKey();
    if (!restoreTo) return;
    window.scrollTo(restoreTo[0], restoreTo[1]);
    restoreTo = null;
  };
  Router.beforePopState((state) => {
    restoreTo = null;
    // A step between two places of the page on screen: the browser's, as without this.
    if (withoutHash(state.as) === withoutHash(Router.asPath)) return true;
    // On a history step, `history.state` is already the entry stepped to.
    restoreTo = savedPosition(entryKey());
    // The router would scroll to the top once the page is on screen; `shown` scrolls instead.
    if (restoreTo) state.options.scroll = false;
    return true;
  });
  Router.events.on('routeChangeStart', leave);
  Router.events.on('routeChangeComplete', shown);
  return () => {
    Router.beforePopState(() => true);
    Router.events.off('routeChangeStart', leave);
    Router.events.off('routeChangeComplete', shown);
  };
}

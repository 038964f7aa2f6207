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

function savedPosition(key: string | null | undefined): Position | null {
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

/** How this document was reached: a reload, back or forward, or a new navigation. */
function arrivedBy(): string | undefined {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type;
}

/**
 * Back and forward bring a page of the site back where the visitor left it. The router shows the
 * page after its data arrives, so the browser's own restoration (at the moment of the history
 * step) would scroll the page being left; the router then sends every page to the top. Instead the
 * position is kept per history entry (sessionStorage, this tab only) when the visitor leaves it,
 * and put back once the page is on screen. A reload, or a return to the site's document, comes
 * back to its place the same way. Returns the clean-up (an effect of the app).
 */
export function restoreScrollOnBackForward(): () => void {
  if (!('scrollRestoration' in window.history)) return () => undefined;
  const browserRestoration = window.history.scrollRestoration;
  window.history.scrollRestoration = 'manual';
  let current = entryKey();
  let restoreTo: Position | null = null;

  const arrival = arrivedBy();
  if (arrival === 'reload' || arrival === 'back_forward') {
    const position = savedPosition(current);
    if (position) window.scrollTo(position[0], position[1]);
  }

  const leave = () => save(current);
  const shown = () => {
    current = entryKey();
    if (!restoreTo) return;
    window.scrollTo(restoreTo[0], restoreTo[1]);
    restoreTo = null;
  };
  Router.beforePopState((state) => {
    // On a history step, `history.state` is already the entry stepped to.
    restoreTo = savedPosition(entryKey());
    // The router would scroll to the top once the page is on screen; `shown` scrolls instead.
    if (restoreTo) state.options.scroll = false;
    return true;
  });
  Router.events.on('routeChangeStart', leave);
  Router.events.on('routeChangeComplete', shown);
  window.addEventListener('pagehide', leave);
  return () => {
    Router.beforePopState(() => true);
    Router.events.off('routeChangeStart', leave);
    Router.events.off('routeChangeComplete', shown);
    window.removeEventListener('pagehide', leave);
    window.history.scrollRestoration = browserRestoration;
  };
}

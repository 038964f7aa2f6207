/** The longest a task waits for the browser to be idle. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `task` when the browser is idle (at the latest after 2 s; after 200 ms where the browser
 * has no `requestIdleCallback`); answers a function that cancels it.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const handle = globalThis.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => globalThis.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}

/**
 * Runs `task` once the page has loaded (its `load` event, at once if it has) and the browser is
 * then idle: for what only decorates a page, so it never competes with the page's start.
 * Answers a function that cancels it.
 */
export function afterLoadWhenIdle(task: () => void): () => void {
  if (document.readyState === 'complete') return whenIdle(task);
  let cancelIdle: (() => void) | undefined;
  const onLoad = () => {
    cancelIdle = whenIdle(task);
  };
  window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelIdle?.();
  };
}

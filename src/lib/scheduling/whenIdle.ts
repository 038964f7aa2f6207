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

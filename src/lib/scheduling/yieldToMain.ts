/**
 * Resolves in a later task of the browser's main thread, so work that follows does not lengthen
 * the current task: `scheduler.yield()` where the browser has it (the continuation keeps its
 * priority), a zero-delay timeout elsewhere (and in Node.js).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

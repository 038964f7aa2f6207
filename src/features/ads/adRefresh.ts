/** Timing helpers of the ads runtime: the refresh loop and the demand manager's readiness check. */
import { DEMAND_RETRIES, DEMAND_RETRY_MS, REFRESH_CALLBACK_DELAY_MS } from './adsRules';

export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `refresh` every `intervalMs` (the next wait starts when a refresh has finished, so slow
 * refreshes never pile up). Returns the stop function.
 */
export function startRefreshLoop(intervalMs: number, refresh: () => Promise<void>): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    timer = setTimeout(async () => {
      try {
        await refresh();
      } finally {
        if (!stopped) schedule();
      }
    }, intervalMs);
  };
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/**
 * Runs an adapter's refresh, then waits the pause that follows its callback before `done`.
 */
export async function refreshThenSettle(
  refresh: () => Promise<void>,
  done: () => void,
): Promise<void> {
  try {
    await refresh();
    await sleep(REFRESH_CALLBACK_DELAY_MS);
  } finally {
    done();
  }
}

/** The warning logged when the demand manager's globals never appear. */
export const demandNotReadyMessage = (missing: string[]): string =>
  `Ad demand manager not ready after ${DEMAND_RETRIES} attempts; missing: ${missing.join(', ')}`;

/**
 * Checks the demand manager's globals: ready at once, else up to 5 more looks 500 ms apart; then
 * a warning naming what is missing, and false.
 */
export async function waitForDemandManager(missingGlobals: () => string[]): Promise<boolean> {
  for (let attempt = 0; ; attempt += 1) {
    const missing = missingGlobals();
    if (missing.length === 0) return true;
    if (attempt >= DEMAND_RETRIES) {
      console.warn(demandNotReadyMessage(missing));
      return false;
    }
    await sleep(DEMAND_RETRY_MS);
  }
}

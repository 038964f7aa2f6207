import '@/server/serverOnly';

/** Why the gate would not run a task: its queue was full, or the task waited too long in it. */
export class GateBusyError extends Error {
  constructor(
    readonly reason: 'full' | 'timeout',
    /** Seconds a caller is asked to wait before trying again. */
    readonly retryAfterSeconds: number,
  ) {
    super(reason === 'full' ? 'The render queue is full' : 'Waited too long for a render slot');
    this.name = 'GateBusyError';
  }
}

export interface ConcurrencyGateOptions {
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks that may wait for a slot; one more is refused at once (`full`). */
  maxQueue: number;
  /** Longest wait for a slot, ms; then the task is refused (`timeout`) without running. */
  maxWaitMs: number;
  /** Retry-After of a refusal, seconds (default: the wait, rounded up). */
  retryAfterSeconds?: number;
}

/** Runs tasks a few at a time, the others waiting in a bounded queue for a bounded time. */
export interface ConcurrencyGate {
  /**
   * Runs `task` once a slot is free (first come, first served) and answers what it answers.
   * Rejects with GateBusyError, without running it, when the queue is full or the wait ran out
   * (`maxWaitMs`: a shorter wait than the gate's for this task).
   */
  run<T>(task: () => T | Promise<T>, options?: { maxWaitMs?: number }): Promise<T>;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting now. */
  readonly queued: number;
}

interface Waiter {
  start: () => void;
  timer: NodeJS.Timeout;
}

/** One turn of the event loop: the I/O that arrived meanwhile (other requests) is served first. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A semaphore with a bounded, timed queue. Every task starts on a later turn of the event loop
 * than the one that let it in (`setImmediate`), so synchronous tasks — a tile or a basemap drawn
 * on the main thread — never run back to back: between two turns at most `concurrency` of them
 * run, and the requests that arrived meanwhile (page renders) are read and served in between.
 */
export function createConcurrencyGate(options: ConcurrencyGateOptions): ConcurrencyGate {
  const { concurrency, maxQueue, maxWaitMs } = options;
  const retryAfterSeconds = options.retryAfterSeconds ?? Math.max(1, Math.ceil(maxWaitMs / 1000));
  const waiting: Waiter[] = [];
  let active = 0;

  function release(): void {
    const next = waiting.shift();
    if (next) {
      // The slot passes straight to the next waiter: `active` does not change.
      clearTimeout(next.timer);
      next.start();
    } else {
      active -= 1;
    }
  }

  async function slot(waitMs: number): Promise<void> {
    if (active < concurrency && waiting.length === 0) {
      active += 1;
      return;
    }
    if (waiting.length >= maxQueue) throw new GateBusyError('full', retryAfterSeconds);
    await new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: resolve,
        timer: setTimeout(() => {
          const at = waiting.indexOf(waiter);
          if (at >= 0) waiting.splice(at, 1);
          reject(new GateBusyError('timeout', retryAfterSeconds));
        }, waitMs),
      };
      waiting.push(waiter);
    });
  }

  return {
    async run(task, runOptions) {
      await slot(Math.min(maxWaitMs, runOptions?.maxWaitMs ?? maxWaitMs));
      try {
        await nextTurn();
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get queued() {
      return waiting.length;
    },
  };
}

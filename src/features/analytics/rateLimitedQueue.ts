/** A sender that passes items on at most once per interval, holding a bounded queue meanwhile. */
export interface RateLimitedQueue<T> {
  /** Sends now if the interval has passed, else queues; false when the queue was full (dropped). */
  push(item: T): boolean;
  /** Sends everything queued at once (the page is going away: timers will not run again). */
  flush(): void;
  /** Items waiting. */
  readonly size: number;
  /** Stops the timer; queued items are dropped. */
  stop(): void;
}

/**
 * One item per `intervalMs` at most, at most `max` waiting (newer items are dropped when full:
 * the first reports of a page are its most telling). Timers come from the global scope, so Jest's
 * fake timers drive it.
 */
export function createRateLimitedQueue<T>(options: {
  intervalMs: number;
  max: number;
  send: (item: T) => void;
  now?: () => number;
}): RateLimitedQueue<T> {
  const { intervalMs, max, send } = options;
  const now = options.now ?? (() => Date.now());
  const queue: T[] = [];
  let lastSent = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const sendOne = (item: T) => {
    lastSent = now();
    send(item);
  };
  const schedule = () => {
    if (timer !== null || queue.length === 0) return;
    timer = setTimeout(
      () => {
        timer = null;
        const next = queue.shift();
        if (next !== undefined) sendOne(next);
        schedule();
      },
      Math.max(0, lastSent + intervalMs - now()),
    );
  };

  return {
    push(item) {
      if (queue.length === 0 && timer === null && now() - lastSent >= intervalMs) {
        sendOne(item);
        return true;
      }
      if (queue.length >= max) return false;
      queue.push(item);
      schedule();
      return true;
    },
    flush() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      for (const item of queue.splice(0)) sendOne(item);
    },
    get size() {
      return queue.length;
    },
    stop() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      queue.length = 0;
    },
  };
}

/** Where a breaker stands: calls pass (closed), are refused (open), or one trial call passes (half-open). */
export type BreakerState = 'closed' | 'open' | 'half-open';

/** Thrown by `CircuitBreaker.run` instead of calling while the breaker is open. */
export class BreakerOpenError extends Error {
  constructor(name: string) {
    super(`${name}: circuit open, not called`);
    this.name = 'BreakerOpenError';
  }
}

export interface CircuitBreakerOptions {
  /** Named in errors and logs, e.g. `Open-Meteo forecast`. */
  name: string;
  /** Consecutive failures that open the breaker; default 3. */
  failureThreshold?: number;
  /** How long it stays open before one trial call may pass (half-open), in ms; default 30 s. */
  openMs?: number;
  /** The clock in ms (test seam); default Date.now. */
  now?: () => number;
  /**
   * Whether an error counts against the upstream; default every error. An error that does not
   * count (the upstream answered, e.g. 404 for a place it does not serve) counts as an answer.
   */
  isFailure?: (err: unknown) => boolean;
  /** Errors that say nothing about the upstream (e.g. the caller ran out of time first): not counted. */
  ignore?: (err: unknown) => boolean;
  /** Told when the state changes (logging), with the failure that opened it. */
  onStateChange?: (state: BreakerState, name: string, err?: unknown) => void;
}

/** Default consecutive failures that open a breaker. */
export const DEFAULT_FAILURE_THRESHOLD = 3;
/** Default time a breaker stays open before its half-open trial. */
export const DEFAULT_OPEN_MS = 30_000;

/**
 * A circuit breaker for one upstream: after `failureThreshold` consecutive failures it opens and
 * refuses calls at once (BreakerOpenError) for `openMs`; then it lets one trial call through
 * (others are still refused): an answer closes it, a failure opens it for another `openMs`.
 */
export class CircuitBreaker {
  readonly name: string;
  private readonly threshold: number;
  private readonly openMs: number;
  private readonly now: () => number;
  private readonly isFailure: (err: unknown) => boolean;
  private readonly ignore: (err: unknown) => boolean;
  private readonly onStateChange:
    ((state: BreakerState, name: string, err?: unknown) => void) | undefined;
  private failures = 0;
  private openedAt: number | null = null;
  private trialRunning = false;

  constructor(options: CircuitBreakerOptions) {
    this.name = options.name;
    this.threshold = Math.max(1, options.failureThreshold ?? DEFAULT_FAILURE_THRESHOLD);
    this.openMs = options.openMs ?? DEFAULT_OPEN_MS;
    this.now = options.now ?? Date.now;
    this.isFailure = options.isFailure ?? (() => true);
    this.ignore = options.ignore ?? (() => false);
    this.onStateChange = options.onStateChange;
  }

  /** The state now (an open breaker becomes half-open once `openMs` has passed). */
  get state(): BreakerState {
    if (this.openedAt === null) return 'closed';
    return this.now() - this.openedAt >= this.openMs ? 'half-open' : 'open';
  }

  /** Whether a call made now would reach the upstream. */
  get allowsCall(): boolean {
    const state = this.state;
    return state === 'closed' || (state === 'half-open' && !this.trialRunning);
  }

  /** Runs `work` unless the breaker refuses it; records its outcome. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    const state = this.state;
    if (state === 'open' || (state === 'half-open' && this.trialRunning))
      throw new BreakerOpenError(this.name);
    const trial = state === 'half-open';
    if (trial) this.trialRunning = true;
    try {
      const value = await work();
      this.answered();
      return value;
    } catch (err) {
      if (this.ignore(err)) {
        // Neither an answer nor a failure: a half-open breaker lets the next call try.
      } else if (this.isFailure(err)) this.failed(trial, err);
      else this.answered();
      throw err;
    } finally {
      if (trial) this.trialRunning = false;
    }
  }

  private answered(): void {
    this.failures = 0;
    if (this.openedAt !== null) {
      this.openedAt = null;
      this.onStateChange?.('closed', this.name);
    }
  }

  private failed(trial: boolean, err: unknown): void {
    this.failures += 1;
    // A failed trial reopens at once; a closed breaker opens at the threshold. A call that started
    // before the breaker opened and fails late does not extend the open time.
    if (trial || (this.openedAt === null && this.failures >= this.threshold)) {
      this.openedAt = this.now();
      this.onStateChange?.('open', this.name, err);
    }
  }
}

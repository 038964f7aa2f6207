import { BreakerOpenError, CircuitBreaker, type BreakerState } from './circuitBreaker';

const ok = () => Promise.resolve('answer');
const fail = () => Promise.reject(new Error('upstream down'));

function setup(
  options: { isFailure?: (err: unknown) => boolean; ignore?: (err: unknown) => boolean } = {},
) {
  let clock = 1_000_000;
  const changes: BreakerState[] = [];
  const reasons: string[] = [];
  const breaker = new CircuitBreaker({
    name: 'test upstream',
    failureThreshold: 3,
    openMs: 30_000,
    now: () => clock,
    onStateChange: (state: BreakerState, _name: string, err?: unknown) => {
      changes.push(state);
      if (err instanceof Error) reasons.push(err.message);
    },
    ...options,
  });
  return { breaker, changes, reasons, advance: (ms: number) => (clock += ms) };
}

describe('CircuitBreaker', () => {
  it('stays closed below the threshold and forgets failures after an answer', async () => {
    const { breaker } = setup();
    await expect(breaker.run(fail)).rejects.toThrow('upstream down');
    await expect(breaker.run(fail)).rejects.toThrow('upstream down');
    await expect(breaker.run(ok)).resolves.toBe('answer');
    await expect(breaker.run(fail)).rejects.toThrow('upstream down');
    await expect(breaker.run(fail)).rejects.toThrow('upstream down');
    expect(breaker.state).toBe('closed');
  });

  it('opens after 3 consecutive failures and refuses calls without making them', async () => {
    const { breaker, changes, reasons } = setup();
    for (let i = 0; i < 3; i++) await expect(breaker.run(fail)).rejects.toThrow('upstream down');
    expect(breaker.state).toBe('open');
    expect(breaker.allowsCall).toBe(false);
    expect(changes).toEqual(['open']);
    expect(reasons).toEqual(['upstream down']);
    const work = jest.fn(ok);
    await expect(breaker.run(work)).rejects.toBeInstanceOf(BreakerOpenError);
    expect(work).not.toHaveBeenCalled();
  });

  it('lets one trial through after 30 s: an answer closes it', async () => {
    const { breaker, changes, advance } = setup();
    for (let i = 0; i < 3; i++) await expect(breaker.run(fail)).rejects.toThrow();
    advance(29_999);
    expect(breaker.state).toBe('open');
    advance(1);
    expect(breaker.state).toBe('half-open');

    let release: (v: string) => void = () => undefined;
    const trial = breaker.run(() => new Promise<string>((resolve) => (release = resolve)));
    // While the trial runs, other calls are still refused.
    expect(breaker.allowsCall).toBe(false);
    await expect(breaker.run(ok)).rejects.toBeInstanceOf(BreakerOpenError);
    release('trial answer');
    await expect(trial).resolves.toBe('trial answer');
    expect(breaker.state).toBe('closed');
    expect(changes).toEqual(['open', 'closed']);
    await expect(breaker.run(ok)).resolves.toBe('answer');
  });

  it('reopens for another 30 s when the trial fails', async () => {
    const { breaker, changes, advance } = setup();
    for (let i = 0; i < 3; i++) await expect(breaker.run(fail)).rejects.toThrow();
    advance(30_000);
    await expect(breaker.run(fail)).rejects.toThrow('upstream down');
    expect(breaker.state).toBe('open');
    advance(29_000);
    expect(breaker.state).toBe('open');
    advance(1_000);
    expect(breaker.state).toBe('half-open');
    expect(changes).toEqual(['open', 'open']);
  });

  it('counts an error the upstream answered with as an answer when told so', async () => {
    const notFound = Object.assign(new Error('not served'), { status: 404 });
    const { breaker } = setup({
      isFailure: (err) => (err as { status?: number }).status !== 404,
    });
    await expect(breaker.run(fail)).rejects.toThrow();
    await expect(breaker.run(fail)).rejects.toThrow();
    await expect(breaker.run(() => Promise.reject(notFound))).rejects.toBe(notFound);
    await expect(breaker.run(fail)).rejects.toThrow();
    await expect(breaker.run(fail)).rejects.toThrow();
    expect(breaker.state).toBe('closed');
  });

  it('counts ignored errors neither way, and a half-open breaker then lets the next call try', async () => {
    const spent = new Error('caller out of time');
    const { breaker, advance } = setup({ ignore: (err) => err === spent });
    await expect(breaker.run(fail)).rejects.toThrow();
    await expect(breaker.run(fail)).rejects.toThrow();
    await expect(breaker.run(() => Promise.reject(spent))).rejects.toBe(spent);
    expect(breaker.state).toBe('closed');
    await expect(breaker.run(fail)).rejects.toThrow();
    expect(breaker.state).toBe('open');
    advance(30_000);
    await expect(breaker.run(() => Promise.reject(spent))).rejects.toBe(spent);
    expect(breaker.state).toBe('half-open');
    expect(breaker.allowsCall).toBe(true);
    await expect(breaker.run(ok)).resolves.toBe('answer');
    expect(breaker.state).toBe('closed');
  });
});

import { createConcurrencyGate, GateBusyError } from './concurrencyGate';

/** A task that runs until `finish` is called; `started` tells whether it began. */
function heldTask<T>(value: T) {
  let finish: () => void = () => undefined;
  const state = { started: false };
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const task = async () => {
    state.started = true;
    await done;
    return value;
  };
  return { task, state, finish: () => finish() };
}

/** Lets timers and queued continuations run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('createConcurrencyGate', () => {
  it('runs at most `concurrency` tasks at once and the others in arrival order', async () => {
    const gate = createConcurrencyGate({ concurrency: 2, maxQueue: 10, maxWaitMs: 5000 });
    const tasks = [1, 2, 3, 4].map((n) => heldTask(n));
    const results = tasks.map((t) => gate.run(t.task));
    await settle();
    expect(tasks.map((t) => t.state.started)).toEqual([true, true, false, false]);
    expect([gate.active, gate.queued]).toEqual([2, 2]);
    tasks[1]!.finish();
    await settle();
    expect(tasks.map((t) => t.state.started)).toEqual([true, true, true, false]);
    tasks[0]!.finish();
    await settle();
    expect(tasks[3]!.state.started).toBe(true);
    tasks[2]!.finish();
    tasks[3]!.finish();
    await expect(Promise.all(results)).resolves.toEqual([1, 2, 3, 4]);
    expect([gate.active, gate.queued]).toEqual([0, 0]);
  });

  it('refuses at once, without running it, a task that finds the queue full', async () => {
    const gate = createConcurrencyGate({
      concurrency: 1,
      maxQueue: 1,
      maxWaitMs: 5000,
      retryAfterSeconds: 7,
    });
    const running = heldTask('a');
    const waiting = heldTask('b');
    const refused = jest.fn(() => 'c');
    const first = gate.run(running.task);
    const second = gate.run(waiting.task);
    const third = gate.run(refused);
    await expect(third).rejects.toEqual(expect.any(GateBusyError));
    await expect(third).rejects.toMatchObject({ reason: 'full', retryAfterSeconds: 7 });
    expect(refused).not.toHaveBeenCalled();
    running.finish();
    waiting.finish();
    await expect(Promise.all([first, second])).resolves.toEqual(['a', 'b']);
  });

  it('refuses a task that waited longer than maxWaitMs, frees its place and never runs it', async () => {
    const gate = createConcurrencyGate({ concurrency: 1, maxQueue: 5, maxWaitMs: 30 });
    const running = heldTask('slow');
    const late = jest.fn(() => 'late');
    const first = gate.run(running.task);
    const waited = gate.run(late);
    const at = Date.now();
    await expect(waited).rejects.toMatchObject({ reason: 'timeout', retryAfterSeconds: 1 });
    expect(Date.now() - at).toBeGreaterThanOrEqual(25);
    expect(gate.queued).toBe(0);
    running.finish();
    await first;
    await settle();
    expect(late).not.toHaveBeenCalled();
    // The slot is free again.
    await expect(gate.run(() => 'next')).resolves.toBe('next');
  });

  it('lets one task wait less than the gate allows', async () => {
    const gate = createConcurrencyGate({ concurrency: 1, maxQueue: 5, maxWaitMs: 5000 });
    const running = heldTask('slow');
    const first = gate.run(running.task);
    const at = Date.now();
    await expect(gate.run(() => 'brief', { maxWaitMs: 20 })).rejects.toMatchObject({
      reason: 'timeout',
    });
    expect(Date.now() - at).toBeLessThan(1000);
    running.finish();
    await first;
  });

  it('passes a failing task on and frees its slot', async () => {
    const gate = createConcurrencyGate({ concurrency: 1, maxQueue: 1, maxWaitMs: 1000 });
    await expect(
      gate.run(() => {
        throw new Error('render failed');
      }),
    ).rejects.toThrow('render failed');
    expect(gate.active).toBe(0);
    await expect(gate.run(() => 2)).resolves.toBe(2);
  });

  it('serves other work between synchronous tasks (a turn of the event loop before each)', async () => {
    const gate = createConcurrencyGate({ concurrency: 1, maxQueue: 10, maxWaitMs: 5000 });
    const order: string[] = [];
    const busy = (name: string) => () => {
      order.push(name);
      const until = Date.now() + 5;
      while (Date.now() < until) {
        // a synchronous render
      }
    };
    const renders = ['r1', 'r2', 'r3'].map((name) => gate.run(busy(name)));
    // Another request's work, arriving once the renders are queued.
    setImmediate(() => order.push('page'));
    await Promise.all(renders);
    expect(order.indexOf('page')).toBeLessThan(order.indexOf('r2'));
  });
});

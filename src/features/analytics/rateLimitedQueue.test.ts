import { createRateLimitedQueue } from './rateLimitedQueue';

describe('createRateLimitedQueue', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  const make = () => {
    const sent: number[] = [];
    const queue = createRateLimitedQueue<number>({
      intervalMs: 2000,
      max: 10,
      send: (n) => sent.push(n),
    });
    return { sent, queue };
  };

  it('sends the first at once, then one every 2 s', () => {
    const { sent, queue } = make();
    queue.push(1);
    queue.push(2);
    queue.push(3);
    expect(sent).toEqual([1]);
    jest.advanceTimersByTime(1999);
    expect(sent).toEqual([1]);
    jest.advanceTimersByTime(1);
    expect(sent).toEqual([1, 2]);
    jest.advanceTimersByTime(2000);
    expect(sent).toEqual([1, 2, 3]);
    // After a quiet 2 s, the next goes at once again.
    jest.advanceTimersByTime(5000);
    queue.push(4);
    expect(sent).toEqual([1, 2, 3, 4]);
  });

  it('holds at most 10 waiting and drops newer ones', () => {
    const { sent, queue } = make();
    queue.push(0);
    const accepted = Array.from({ length: 12 }, (_, i) => queue.push(i + 1));
    expect(accepted.filter(Boolean)).toHaveLength(10);
    expect(queue.size).toBe(10);
    jest.advanceTimersByTime(60_000);
    expect(sent).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('sends what waits at once on flush, and nothing after stop', () => {
    const { sent, queue } = make();
    queue.push(1);
    queue.push(2);
    queue.push(3);
    queue.flush();
    expect(sent).toEqual([1, 2, 3]);
    queue.push(4);
    queue.stop();
    jest.advanceTimersByTime(10_000);
    expect(sent).toEqual([1, 2, 3]);
  });
});

import { refreshThenSettle, startRefreshLoop, waitForDemandManager } from './adRefresh';

describe('ad refresh timing', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('refreshes every interval (300 s by default) until stopped', async () => {
    const refresh = jest.fn().mockResolvedValue(undefined);
    const stop = startRefreshLoop(300_000, refresh);
    await jest.advanceTimersByTimeAsync(299_999);
    expect(refresh).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(300_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    stop();
    await jest.advanceTimersByTimeAsync(900_000);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('waits 100 ms after the refresh callback before the refresh is done', async () => {
    const done = jest.fn();
    const finished = refreshThenSettle(() => Promise.resolve(), done);
    await jest.advanceTimersByTimeAsync(99);
    expect(done).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await finished;
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('retries the demand manager 5 times at 500 ms, then warns', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const check = jest.fn(() => ['googletag']);
    const ready = waitForDemandManager(check);
    await jest.advanceTimersByTimeAsync(2_499);
    expect(check).toHaveBeenCalledTimes(5);
    await jest.advanceTimersByTimeAsync(1);
    await expect(ready).resolves.toBe(false);
    expect(check).toHaveBeenCalledTimes(6);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/not ready after 5 attempts; missing: googletag/),
    );
    warn.mockRestore();
  });

  it('answers at once when the globals are there, or as soon as they appear', async () => {
    await expect(waitForDemandManager(() => [])).resolves.toBe(true);
    let missing = ['pbjs'];
    const ready = waitForDemandManager(() => missing);
    await jest.advanceTimersByTimeAsync(500);
    missing = [];
    await jest.advanceTimersByTimeAsync(500);
    await expect(ready).resolves.toBe(true);
  });
});

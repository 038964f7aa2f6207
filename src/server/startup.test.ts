import { connectWhenAvailable, DATABASE_RETRY_FIRST_MS } from './startup';

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

const quietLog = () => ({ warn: jest.fn(), info: jest.fn(), error: jest.fn() });

describe('connectWhenAvailable', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts with the database down, says so, and connects once the database answers', async () => {
    let up = false;
    const open = jest.fn(async () => {
      if (!up) throw refused();
    });
    const log = quietLog();
    await expect(connectWhenAvailable(open, log)).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('answer 503 until it does'));
    await jest.advanceTimersByTimeAsync(DATABASE_RETRY_FIRST_MS);
    expect(open).toHaveBeenCalledTimes(2);
    up = true;
    await jest.advanceTimersByTimeAsync(60_000);
    expect(log.info).toHaveBeenCalledWith(expect.stringContaining('connected'));
    const calls = open.mock.calls.length;
    await jest.advanceTimersByTimeAsync(120_000);
    expect(open).toHaveBeenCalledTimes(calls);
  });

  it('fails the start for a failure that is not the database being unreachable', async () => {
    const open = jest.fn(async () => {
      throw new Error('Database migration failed (0007): syntax error');
    });
    await expect(connectWhenAvailable(open, quietLog())).rejects.toThrow('migration failed');
  });
});

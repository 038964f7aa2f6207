import { yieldToMain } from './yieldToMain';

describe('yieldToMain', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('resolves in a later task: after the microtasks queued before it and after a timeout queued before it', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('earlier task'), 0);
    const yielded = yieldToMain().then(() => order.push('after yield'));
    await Promise.resolve().then(() => order.push('microtask'));
    await yielded;
    expect(order).toEqual(['microtask', 'earlier task', 'after yield']);
  });

  it("uses the browser's scheduler.yield when there is one", async () => {
    const yieldFn = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldFn };
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });
});

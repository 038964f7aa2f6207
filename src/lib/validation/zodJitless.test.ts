import { makeZodJitless } from './zodJitless';

describe('makeZodJitless', () => {
  it('is the setting zod reads, so its parsers never probe `new Function`', async () => {
    makeZodJitless();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const probe = jest.spyOn(globalThis, 'Function');
    expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
    expect(probe).not.toHaveBeenCalled();
  });
});

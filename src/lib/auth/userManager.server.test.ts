import { getUserManager, preloadUserManager } from './userManager';

// Loading the library on the server would be a bug: make any attempt fail loudly.
jest.mock('oidc-client-ts', () => {
  throw new Error('oidc-client-ts must not load during server rendering');
});

describe('getUserManager on the server', () => {
  it('resolves to null and never loads or constructs a UserManager', async () => {
    expect(typeof window).toBe('undefined');
    await expect(
      getUserManager({ authority: 'https://idp.example', clientId: 'c', scope: 'openid' }),
    ).resolves.toBeNull();
    expect(() => preloadUserManager()).not.toThrow();
  });
});

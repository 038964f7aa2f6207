/** Signing in and out. */
export const messages = {
  signIn: 'Sign In',
  signInTitle: 'Sign In',
  signingInTitle: 'Signing in',
  signingYouIn: 'Signing you in…',
  signOut: 'Sign out',
  greeting: 'Hi {name}',
  signOutNamed: '{name} - Sign out',
  closeSignIn: 'Close sign-in',
  'error.signInFailed': 'Sign-in failed',
  'error.renewFailed': 'Could not renew the sign-in',
  'error.signOutFailed': 'Sign-out failed with status {status}',
} as const;

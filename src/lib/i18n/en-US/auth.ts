/** Signing in and out. */
export const messages = {
  signIn: 'Sign In',
  signInTitle: 'Sign In',
  signingInTitle: 'Signing in',
  signingYouIn: 'Signing you in…',
  signingYouOut: 'Signing you out…',
  signOut: 'Sign out',
  greeting: 'Hi {name}',
  signOutNamed: '{name} - Sign out',
  closeSignIn: 'Close sign-in',
  continueInNewWindow: 'Continue in a new window',
  newWindowNeeded: 'The sign-in page cannot open here. It opens in a new window instead.',
  'error.signInFailed': 'Sign-in failed',
  'error.renewFailed': 'Could not renew the sign-in',
  'error.signOutFailed': 'Sign-out failed with status {status}',
} as const;

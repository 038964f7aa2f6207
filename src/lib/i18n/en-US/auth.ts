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
  signedInAs: 'Signed in as {name}',
  signedOut: 'Signed out',
  closeSignIn: 'Close sign-in',
  continueInNewWindow: 'Continue in a new window',
  newWindowNeeded: 'The sign-in page cannot open here. It opens in a new window instead.',
  'page.description': 'Sign in to {siteName} to keep your favourite places and settings.',
  'page.lead':
    'Sign in to keep your favourite places, their weather stations, your units and your privacy choices on every device you use.',
  'page.signedIn': 'You are signed in as {name}.',
  'page.continue': 'Continue',
  'page.noScript':
    'Signing in needs JavaScript, which is off in this browser. The forecasts, maps and search work without it.',
  'error.signInFailed': 'Sign-in failed',
  'error.renewFailed': 'Could not renew the sign-in',
  'error.signOutFailed': 'Sign-out failed with status {status}',
} as const;
